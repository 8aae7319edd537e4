import { describe, expect, test } from 'vitest'
import { blockedDates, dayStatus, lastBookableDate, slotClosedToday, slotLabel, weekDays, weekOf } from './slot-rules'
import { addDays, formatLongDate, isIsoDate, mondayOf, shopClock, shopTimeToInstant } from './shop-time'

const ADELAIDE = 'Australia/Adelaide' // ACST +9:30, ACDT +10:30 from the first Sunday of October
const MELBOURNE = 'Australia/Melbourne'

const blockedAt = (instant: string, tz = ADELAIDE) => blockedDates(shopClock(new Date(instant), tz))

describe('weekend blocking (spec §5), on the shop clock', () => {
	test.each([
		// [what, UTC instant, blocked dates]
		['Thursday 23:59: nothing blocked', '2025-06-12T14:29:00Z', []],
		['Friday 00:00: Saturday blocked', '2025-06-12T14:30:00Z', ['2025-06-14']],
		['Friday 7:59: only tomorrow', '2025-06-12T22:29:00Z', ['2025-06-14']],
		['Friday 8:00: tomorrow and the day after', '2025-06-12T22:30:00Z', ['2025-06-14', '2025-06-15']],
		['Friday 23:59: still Friday', '2025-06-13T14:29:00Z', ['2025-06-14', '2025-06-15']],
		['Saturday 00:00: today and tomorrow', '2025-06-13T14:30:00Z', ['2025-06-14', '2025-06-15']],
		['Saturday 23:59', '2025-06-14T14:29:00Z', ['2025-06-14', '2025-06-15']],
		['Sunday 00:00: today only', '2025-06-14T14:30:00Z', ['2025-06-15']],
		['Sunday 23:59', '2025-06-15T14:29:00Z', ['2025-06-15']],
		['Monday 00:00: nothing', '2025-06-15T14:30:00Z', []],
		// Summer time (ACDT, +10:30): a fixed +9:30 offset would get these wrong by an hour.
		['summer Friday 7:59', '2026-01-08T21:29:00Z', ['2026-01-10']],
		['summer Friday 8:00', '2026-01-08T21:30:00Z', ['2026-01-10', '2026-01-11']],
		// Daylight saving starts on Sunday 5 October 2025 (2:00 → 3:00).
		['Friday before DST starts, 8:00 ACST', '2025-10-02T22:30:00Z', ['2025-10-04', '2025-10-05']],
		['Saturday 23:59 before DST starts', '2025-10-04T14:29:00Z', ['2025-10-04', '2025-10-05']],
		['Sunday 1:59 ACST', '2025-10-04T16:29:00Z', ['2025-10-05']],
		['Sunday 3:00 ACDT, after the jump', '2025-10-04T16:30:00Z', ['2025-10-05']],
		['Monday 00:00 ACDT', '2025-10-05T13:30:00Z', []],
		// Daylight saving ends on Sunday 5 April 2026 (3:00 → 2:00).
		['Friday 7:59 ACDT before DST ends', '2026-04-02T21:29:00Z', ['2026-04-04']],
		['Friday 8:00 ACDT before DST ends', '2026-04-02T21:30:00Z', ['2026-04-04', '2026-04-05']],
		['Sunday 00:00 ACDT', '2026-04-04T13:30:00Z', ['2026-04-05']],
		['Sunday 23:59 ACST', '2026-04-05T14:29:00Z', ['2026-04-05']],
		['Monday 00:00 ACST', '2026-04-05T14:30:00Z', []],
	])('%s', (_what, instant, expected) => {
		expect(blockedAt(instant)).toEqual(expected)
	})

	test('the rules follow SHOP_TIMEZONE: 8:00 in Melbourne is 7:30 in Adelaide', () => {
		expect(blockedAt('2025-06-12T22:00:00Z', MELBOURNE)).toEqual(['2025-06-14', '2025-06-15'])
		expect(blockedAt('2025-06-12T22:00:00Z', ADELAIDE)).toEqual(['2025-06-14'])
	})

	test('today is the shop date, not the UTC date', () => {
		// 15:00 UTC on the 9th is 00:30 on the 10th in Adelaide.
		expect(shopClock(new Date('2025-06-09T15:00:00Z'), ADELAIDE)).toEqual({ date: '2025-06-10', weekday: 2, minutes: 30 })
		expect(shopClock(new Date('2025-06-09T14:29:00Z'), ADELAIDE)).toEqual({ date: '2025-06-09', weekday: 1, minutes: 23 * 60 + 59 })
	})
})

describe('day status', () => {
	const clock = shopClock(new Date('2025-06-13T00:00:00Z'), ADELAIDE) // Friday 9:30
	test.each([
		['2025-06-12', 'past'],
		['2025-06-13', 'open'],
		['2025-06-14', 'blocked'],
		['2025-06-15', 'blocked'],
		['2025-06-16', 'open'],
		['2025-06-17', 'closed'],
		[lastBookableDate(clock), 'open'],
		[addDays(lastBookableDate(clock), 1), 'beyond'],
	])('%s is %s', (date, status) => {
		expect(dayStatus(date, clock, new Set(['2025-06-17']))).toBe(status)
	})

	test('a window that has begun today can no longer be booked; flexible closes when the last one begins', () => {
		const at = (hhmm: string) => shopClock(shopTimeToInstant('2025-06-16', Number(hhmm.slice(0, 2)) * 60 + Number(hhmm.slice(3)), ADELAIDE), ADELAIDE)
		expect(slotClosedToday('2025-06-16', 'morning', at('07:59'))).toBe(false)
		expect(slotClosedToday('2025-06-16', 'morning', at('08:00'))).toBe(true)
		expect(slotClosedToday('2025-06-16', 'lunch', at('10:59'))).toBe(false)
		expect(slotClosedToday('2025-06-16', 'lunch', at('11:00'))).toBe(true)
		expect(slotClosedToday('2025-06-16', 'flexible', at('13:59'))).toBe(false)
		expect(slotClosedToday('2025-06-16', 'flexible', at('14:00'))).toBe(true)
		expect(slotClosedToday('2025-06-17', 'morning', at('16:00'))).toBe(false)
	})
})

describe('week pages', () => {
	const wednesday = shopClock(new Date('2025-06-11T02:00:00Z'), ADELAIDE)
	test('week 0 is the current Monday-to-Sunday week with the days before today hidden', () => {
		expect(weekDays(wednesday, 0)).toEqual([
			{ date: '2025-06-09', hidden: true },
			{ date: '2025-06-10', hidden: true },
			{ date: '2025-06-11', hidden: false },
			{ date: '2025-06-12', hidden: false },
			{ date: '2025-06-13', hidden: false },
			{ date: '2025-06-14', hidden: false },
			{ date: '2025-06-15', hidden: false },
		])
	})
	test('paging never goes before the current week', () => {
		expect(weekDays(wednesday, -3)[0]!.date).toBe('2025-06-09')
		expect(weekDays(wednesday, 2).map((d) => d.date)).toEqual(['2025-06-23', '2025-06-24', '2025-06-25', '2025-06-26', '2025-06-27', '2025-06-28', '2025-06-29'])
		expect(weekOf('2025-06-29', wednesday)).toBe(2)
		expect(weekOf('2025-06-09', wednesday)).toBe(0)
	})
})

describe('shop time', () => {
	test.each([
		['2025-06-16', 8 * 60, ADELAIDE, '2025-06-15T22:30:00.000Z'],
		['2025-10-04', 8 * 60, ADELAIDE, '2025-10-03T22:30:00.000Z'],
		['2025-10-05', 8 * 60, ADELAIDE, '2025-10-04T21:30:00.000Z'], // first day of summer time
		['2026-04-05', 17 * 60, ADELAIDE, '2026-04-05T07:30:00.000Z'], // first day back on standard time
		['2025-06-16', 14 * 60, MELBOURNE, '2025-06-16T04:00:00.000Z'],
	])('%s +%i min in %s is %s', (date, minutes, tz, expected) => {
		expect(shopTimeToInstant(date, minutes, tz).toISOString()).toBe(expected)
	})

	test('dates', () => {
		expect(isIsoDate('2025-02-28')).toBe(true)
		expect(isIsoDate('2025-02-30')).toBe(false)
		expect(isIsoDate('2025-2-3')).toBe(false)
		expect(mondayOf('2025-06-15')).toBe('2025-06-09')
		expect(mondayOf('2025-06-16')).toBe('2025-06-16')
		expect(addDays('2025-12-31', 1)).toBe('2026-01-01')
		expect(formatLongDate('2025-06-10')).toBe('Tuesday 10 June 2025')
		expect(slotLabel('morning')).toBe('Morning 8am-11am')
		expect(slotLabel('flexible')).toBe("I'm flexible")
	})
})
