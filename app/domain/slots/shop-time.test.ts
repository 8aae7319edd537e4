import { describe, expect, test } from 'vitest'
import { formatDay, formatTimestamp, shopClock, shopTimeToInstant, shopToday } from './shop-time'

// Adelaide: ACST +9:30; ACDT +10:30 from 2:00 on the first Sunday of October (clocks go to 3:00)
// to 3:00 on the first Sunday of April (clocks go back to 2:00).
const ADELAIDE = 'Australia/Adelaide'
const at = (iso: string) => new Date(iso)

describe('the shop clock across daylight-saving changes (Adelaide)', () => {
	test.each([
		// first Sunday of October 2026: 4 October, 2:00 ACST → 3:00 ACDT
		['Saturday 23:59 ACST', '2026-10-03T14:29:00Z', { date: '2026-10-03', weekday: 6, minutes: 23 * 60 + 59 }],
		['Sunday 00:00 ACST', '2026-10-03T14:30:00Z', { date: '2026-10-04', weekday: 0, minutes: 0 }],
		['Sunday 1:59 ACST, the last minute before the jump', '2026-10-03T16:29:00Z', { date: '2026-10-04', weekday: 0, minutes: 119 }],
		['Sunday 3:00 ACDT, one minute later', '2026-10-03T16:30:00Z', { date: '2026-10-04', weekday: 0, minutes: 180 }],
		['Sunday 23:59 ACDT', '2026-10-04T13:29:00Z', { date: '2026-10-04', weekday: 0, minutes: 23 * 60 + 59 }],
		['Monday 00:00 ACDT', '2026-10-04T13:30:00Z', { date: '2026-10-05', weekday: 1, minutes: 0 }],
		// first Sunday of April 2026: 5 April, 3:00 ACDT → 2:00 ACST
		['Saturday 23:59 ACDT', '2026-04-04T13:29:00Z', { date: '2026-04-04', weekday: 6, minutes: 23 * 60 + 59 }],
		['Sunday 00:00 ACDT', '2026-04-04T13:30:00Z', { date: '2026-04-05', weekday: 0, minutes: 0 }],
		['Sunday 2:59 ACDT, the last minute of summer time', '2026-04-04T16:29:00Z', { date: '2026-04-05', weekday: 0, minutes: 179 }],
		['Sunday 2:00 ACST, one minute later', '2026-04-04T16:30:00Z', { date: '2026-04-05', weekday: 0, minutes: 120 }],
		['Sunday 23:59 ACST', '2026-04-05T14:29:00Z', { date: '2026-04-05', weekday: 0, minutes: 23 * 60 + 59 }],
		['Monday 00:00 ACST', '2026-04-05T14:30:00Z', { date: '2026-04-06', weekday: 1, minutes: 0 }],
	])('%s', (_, instant, clock) => {
		expect(shopClock(at(instant), ADELAIDE)).toEqual(clock)
		expect(shopToday(ADELAIDE, at(instant))).toBe(clock.date)
	})
})

describe('shop times to instants across daylight-saving changes (Adelaide)', () => {
	test.each([
		// the slot hours on both change days and the days either side
		['2026-10-03', 8 * 60, '2026-10-02T22:30:00.000Z'],
		['2026-10-04', 8 * 60, '2026-10-03T21:30:00.000Z'],
		['2026-10-04', 17 * 60, '2026-10-04T06:30:00.000Z'],
		['2026-10-05', 8 * 60, '2026-10-04T21:30:00.000Z'],
		['2026-04-04', 8 * 60, '2026-04-03T21:30:00.000Z'],
		['2026-04-05', 8 * 60, '2026-04-04T22:30:00.000Z'],
		['2026-04-05', 17 * 60, '2026-04-05T07:30:00.000Z'],
		['2026-04-06', 8 * 60, '2026-04-05T22:30:00.000Z'],
		// the hours of the change itself
		['2026-10-04', 60, '2026-10-03T15:30:00.000Z'], // 1:00 ACST
		['2026-10-04', 3 * 60, '2026-10-03T16:30:00.000Z'], // 3:00 ACDT, the minute after 1:59 ACST
		['2026-10-04', 2 * 60 + 30, '2026-10-03T17:00:00.000Z'], // 2:30 never shows: counted from the jump (3:30 ACDT)
		['2026-04-05', 60, '2026-04-04T14:30:00.000Z'], // 1:00 ACDT
		['2026-04-05', 2 * 60 + 30, '2026-04-04T17:00:00.000Z'], // 2:30 shows twice: the standard-time one
		['2026-04-05', 3 * 60, '2026-04-04T17:30:00.000Z'], // 3:00 ACST
	])('%s at minute %i is %s', (date, minutes, iso) => {
		expect(shopTimeToInstant(date, minutes, ADELAIDE).toISOString()).toBe(iso)
	})

	test('every instant of the slot hours reads back as the same shop time', () => {
		for (const date of ['2026-10-03', '2026-10-04', '2026-10-05', '2026-04-04', '2026-04-05', '2026-04-06']) {
			for (let minutes = 8 * 60; minutes <= 17 * 60; minutes += 30) {
				expect(shopClock(shopTimeToInstant(date, minutes, ADELAIDE), ADELAIDE)).toMatchObject({ date, minutes })
			}
		}
	})
})

describe('display helpers', () => {
	test('a day and a stored timestamp read in the shop zone', () => {
		expect(formatDay('2025-11-24')).toBe('Mon, 24 Nov 2025')
		expect(formatTimestamp('2026-04-04 16:30:00', ADELAIDE)).toBe('5 Apr 2026, 2:00 am')
		expect(formatTimestamp('2026-04-04T16:29:00.000Z', ADELAIDE)).toBe('5 Apr 2026, 2:59 am')
		expect(formatTimestamp('not a time', ADELAIDE)).toBe('not a time')
	})
})
