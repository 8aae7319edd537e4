import { expect, test } from 'vitest'
import { dateTimeFormat } from './date-format'

test('builds a formatter once for the same options and formats in en-AU', () => {
	const first = dateTimeFormat({ day: 'numeric', month: 'long', year: 'numeric', timeZone: 'Australia/Melbourne' })
	expect(dateTimeFormat({ day: 'numeric', month: 'long', year: 'numeric', timeZone: 'Australia/Melbourne' })).toBe(first)
	// 14:30 UTC on 9 March is already the 10th in Melbourne
	expect(first.format(new Date('2026-03-09T14:30:00Z'))).toBe('10 March 2026')
})

test('other options, another time zone: another formatter', () => {
	const melbourne = dateTimeFormat({ hour: 'numeric', minute: '2-digit', hour12: true, timeZone: 'Australia/Melbourne' })
	const perth = dateTimeFormat({ hour: 'numeric', minute: '2-digit', hour12: true, timeZone: 'Australia/Perth' })
	expect(perth).not.toBe(melbourne)
	expect(perth.format(new Date('2026-03-09T01:05:00Z'))).toBe('9:05 am')
	expect(melbourne.format(new Date('2026-03-09T01:05:00Z'))).toBe('12:05 pm')
})
