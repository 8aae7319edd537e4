import { SLOT_INFO, type Slot, slotLabel } from '#app/domain/slots/slot-rules'
import { shopTimeToInstant } from '#app/domain/slots/shop-time'

// An iCalendar (RFC 5545) event for the fitting window, attached to the confirmation e-mail.
// Times are written in UTC, converted from the shop's time zone, so every calendar shows the
// right local time without a VTIMEZONE block.

export interface FittingEvent {
	reference: string
	date: string
	slot: Slot
	timeZone: string
	location: string
	businessName: string
	phone: string
	/** the host part of the site, for a globally unique UID */
	domain: string
	description: string
	now: Date
}

export function fittingIcs(event: FittingEvent): string {
	const info = SLOT_INFO[event.slot]
	const start = shopTimeToInstant(event.date, info.start, event.timeZone)
	const end = shopTimeToInstant(event.date, info.end, event.timeZone)
	const lines = [
		'BEGIN:VCALENDAR',
		'VERSION:2.0',
		`PRODID:-//${escapeText(event.businessName)}//Bookings//EN`,
		'CALSCALE:GREGORIAN',
		'METHOD:PUBLISH',
		'BEGIN:VEVENT',
		`UID:${event.reference}@${event.domain}`,
		`DTSTAMP:${utc(event.now)}`,
		`DTSTART:${utc(start)}`,
		`DTEND:${utc(end)}`,
		`SUMMARY:${escapeText(`Mobile tyre fitting (${slotLabel(event.slot)}) - ${event.reference}`)}`,
		`LOCATION:${escapeText(event.location)}`,
		`DESCRIPTION:${escapeText(event.description)}`,
		`ORGANIZER;CN=${quoteParam(event.businessName)}:mailto:noreply@${event.domain}`,
		'STATUS:CONFIRMED',
		'TRANSP:OPAQUE',
		'BEGIN:VALARM',
		'ACTION:DISPLAY',
		'TRIGGER:-PT12H',
		`DESCRIPTION:${escapeText(`Tyre fitting tomorrow: ${slotLabel(event.slot)}. Leave the locking wheel-nut key in the car.`)}`,
		'END:VALARM',
		'END:VEVENT',
		'END:VCALENDAR',
	]
	return lines.map(fold).join('\r\n') + '\r\n'
}

function utc(date: Date) {
	return date.toISOString().replace(/[-:]/g, '').replace(/\.\d{3}/, '')
}

/** RFC 5545 §3.3.11: backslash, semicolon, comma and newlines are escaped in TEXT. */
export function escapeText(value: string) {
	return value.replace(/\\/g, '\\\\').replace(/;/g, '\\;').replace(/,/g, '\\,').replace(/\r?\n/g, '\\n')
}

function quoteParam(value: string) {
	return `"${value.replace(/["\r\n]/g, '')}"`
}

/** RFC 5545 §3.1: lines longer than 75 octets are folded with CRLF and a space. */
export function fold(line: string) {
	const bytes = Buffer.from(line, 'utf8')
	if (bytes.length <= 75) return line
	const parts: string[] = []
	let current = ''
	let size = 0
	for (const char of line) {
		const charSize = Buffer.byteLength(char, 'utf8')
		const limit = parts.length === 0 ? 75 : 74 // continuation lines start with a space
		if (size + charSize > limit) {
			parts.push(current)
			current = ''
			size = 0
		}
		current += char
		size += charSize
	}
	parts.push(current)
	return parts.join('\r\n ')
}
