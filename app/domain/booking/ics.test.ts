import { describe, expect, test } from 'vitest'
import { fittingIcs, type FittingEvent } from './ics'

const event: FittingEvent = {
	reference: 'BK-7K2M9Q',
	date: '2026-11-26',
	slot: 'morning',
	timeZone: 'Australia/Adelaide',
	location: '12 Main Rd, Clayton VIC 3168',
	businessName: 'Southside "Mobile" Tyres',
	phone: '0412 345 678',
	domain: 'tyres.example',
	description: 'We fit your tyres at 12 Main Rd, Clayton; bring the key.\nQuestions: 0412 345 678.',
	now: new Date('2026-11-20T03:04:05Z'),
}

/** RFC 5545 §3.1: a line that starts with a space continues the one before. */
function unfold(ics: string) {
	return ics.replace(/\r\n[ \t]/g, '')
}

function property(ics: string, name: string) {
	return unfold(ics)
		.split('\r\n')
		.filter((line) => line.startsWith(`${name}:`) || line.startsWith(`${name};`))
}

describe('the calendar file of a fitting', () => {
	test('one published event in UTC for the slot in the shop time zone, with a reminder', () => {
		const ics = fittingIcs(event)
		expect(ics).toMatch(/^BEGIN:VCALENDAR\r\nVERSION:2\.0\r\n/)
		expect(ics.endsWith('END:VEVENT\r\nEND:VCALENDAR\r\n')).toBe(true)
		expect(ics.split('\r\n').slice(0, -1).every((line) => line.length > 0)).toBe(true) // no bare LF, no blank lines
		expect(ics).not.toMatch(/[^\r]\n/)
		expect(property(ics, 'METHOD')).toEqual(['METHOD:PUBLISH'])
		expect(property(ics, 'UID')).toEqual(['UID:BK-7K2M9Q@tyres.example'])
		expect(property(ics, 'DTSTAMP')).toEqual(['DTSTAMP:20261120T030405Z'])
		// Morning 8am-11am on 26 November 2026 in Adelaide (ACDT, +10:30)
		expect(property(ics, 'DTSTART')).toEqual(['DTSTART:20261125T213000Z'])
		expect(property(ics, 'DTEND')).toEqual(['DTEND:20261126T003000Z'])
		expect(property(ics, 'SUMMARY')).toEqual(['SUMMARY:Mobile tyre fitting (Morning 8am-11am) - BK-7K2M9Q'])
		expect(property(ics, 'STATUS')).toEqual(['STATUS:CONFIRMED'])
		expect(property(ics, 'TRANSP')).toEqual(['TRANSP:OPAQUE'])
		expect(ics).toContain('BEGIN:VALARM\r\nACTION:DISPLAY\r\nTRIGGER:-PT12H\r\n')
		expect(ics.match(/BEGIN:VEVENT/g)).toHaveLength(1)
	})

	test('text is escaped and the organizer name carries no double quote', () => {
		const ics = fittingIcs(event)
		expect(property(ics, 'LOCATION')).toEqual(['LOCATION:12 Main Rd\\, Clayton VIC 3168'])
		expect(property(ics, 'DESCRIPTION')[0]).toBe('DESCRIPTION:We fit your tyres at 12 Main Rd\\, Clayton\\; bring the key.\\nQuestions: 0412 345 678.')
		expect(property(ics, 'ORGANIZER')).toEqual(['ORGANIZER;CN="Southside Mobile Tyres":mailto:noreply@tyres.example'])
	})

	test('long lines are folded at 75 octets and unfold to the text', () => {
		const description = `${'Fahrzeug für Reifenwechsel é '.repeat(8)}end`
		const ics = fittingIcs({ ...event, description })
		expect(ics.split('\r\n').every((line) => Buffer.byteLength(line) <= 75)).toBe(true)
		expect(property(ics, 'DESCRIPTION')[0]).toBe(`DESCRIPTION:${description}`)
	})

	test('the event follows daylight saving: a winter morning is +09:30', () => {
		const ics = fittingIcs({ ...event, date: '2026-06-18' })
		expect(property(ics, 'DTSTART')).toEqual(['DTSTART:20260617T223000Z'])
	})
})
