import { describe, expect, test } from 'vitest'
import { shopClock, shopTimeToInstant } from '#app/domain/slots/shop-time'
import { addMonths, aftercareDue, hourLabel, isQuietTime, outsideQuietHours, reviewRequestDue } from './schedule'

// When follow-ups go, by the shop's wall clock (Adelaide: summer time from Sunday 4 October 2026
// 2 am, until Sunday 5 April 2026 3 am).

const TZ = 'Australia/Adelaide'
const at = (date: string, hh: number, mm = 0) => shopTimeToInstant(date, hh * 60 + mm, TZ)
const wall = (instant: Date) => {
	const c = shopClock(instant, TZ)
	return `${c.date} ${String(Math.floor(c.minutes / 60)).padStart(2, '0')}:${String(c.minutes % 60).padStart(2, '0')}`
}

describe('quiet hours', () => {
	test('8 pm to 9 am is night; the day runs from 9 am to just before 8 pm', () => {
		expect(isQuietTime(at('2026-11-26', 8, 59), TZ)).toBe(true)
		expect(isQuietTime(at('2026-11-26', 9), TZ)).toBe(false)
		expect(isQuietTime(at('2026-11-26', 19, 59), TZ)).toBe(false)
		expect(isQuietTime(at('2026-11-26', 20), TZ)).toBe(true)
	})

	test('a time in the night moves to the next 9 am, a time in the day stays', () => {
		expect(wall(outsideQuietHours(at('2026-11-26', 21, 30), TZ))).toBe('2026-11-27 09:00')
		expect(wall(outsideQuietHours(at('2026-11-27', 3), TZ))).toBe('2026-11-27 09:00')
		expect(outsideQuietHours(at('2026-11-26', 14, 10), TZ)).toEqual(at('2026-11-26', 14, 10))
	})

	test("the owner's window across midnight (10 pm to 7 am): before midnight waits for the next morning, after it for the same one", () => {
		const quiet = { fromHour: 22, untilHour: 7 }
		expect(isQuietTime(at('2026-11-26', 21, 59), TZ, quiet)).toBe(false)
		expect(isQuietTime(at('2026-11-26', 22), TZ, quiet)).toBe(true)
		expect(isQuietTime(at('2026-11-27', 0, 30), TZ, quiet)).toBe(true)
		expect(isQuietTime(at('2026-11-27', 6, 59), TZ, quiet)).toBe(true)
		expect(isQuietTime(at('2026-11-27', 7), TZ, quiet)).toBe(false)
		// 8 pm and 8:30 am are not quiet in this window, though they are in the default one
		expect(isQuietTime(at('2026-11-26', 20), TZ, quiet)).toBe(false)
		expect(isQuietTime(at('2026-11-27', 8, 30), TZ, quiet)).toBe(false)
		expect(wall(outsideQuietHours(at('2026-11-26', 23, 15), TZ, quiet))).toBe('2026-11-27 07:00')
		expect(wall(outsideQuietHours(at('2026-11-27', 2), TZ, quiet))).toBe('2026-11-27 07:00')
		expect(wall(reviewRequestDue(at('2026-11-26', 20, 30), 2, TZ, quiet))).toBe('2026-11-27 07:00')
		expect(wall(reviewRequestDue(at('2026-11-26', 18, 30), 2, TZ, quiet))).toBe('2026-11-26 20:30')
	})

	test('a window within one day (midnight to 6 am) ends the same day', () => {
		const quiet = { fromHour: 0, untilHour: 6 }
		expect(isQuietTime(at('2026-11-26', 23, 59), TZ, quiet)).toBe(false)
		expect(isQuietTime(at('2026-11-27', 0), TZ, quiet)).toBe(true)
		expect(isQuietTime(at('2026-11-27', 6), TZ, quiet)).toBe(false)
		expect(wall(outsideQuietHours(at('2026-11-27', 3), TZ, quiet))).toBe('2026-11-27 06:00')
	})

	test('hours read as the owner says them', () => {
		expect([0, 7, 12, 20].map(hourLabel)).toEqual(['midnight', '7 am', 'noon', '8 pm'])
	})
})

describe('a review request’s time', () => {
	test('the delay after Done, in real hours', () => {
		expect(wall(reviewRequestDue(at('2026-11-26', 11), 2, TZ))).toBe('2026-11-26 13:00')
		expect(wall(reviewRequestDue(at('2026-11-26', 11), 0, TZ))).toBe('2026-11-26 11:00')
	})

	test('a Done late in the day asks the next morning, not at night', () => {
		expect(wall(reviewRequestDue(at('2026-11-26', 18, 30), 2, TZ))).toBe('2026-11-27 09:00')
	})

	test('across the start of summer time the morning is 9 am on the new clock', () => {
		// Done at 7 pm on Saturday 3 October; the night holds the clock change
		const due = reviewRequestDue(at('2026-10-03', 19), 2, TZ)
		expect(wall(due)).toBe('2026-10-04 09:00')
		// 9 am daylight time (UTC+10:30) is 22:30 UTC the day before
		expect(due.toISOString()).toBe('2026-10-03T22:30:00.000Z')
	})

	test('across the end of summer time too (9 am standard time is 23:30 UTC)', () => {
		const due = reviewRequestDue(at('2026-04-04', 19), 2, TZ)
		expect(wall(due)).toBe('2026-04-05 09:00')
		expect(due.toISOString()).toBe('2026-04-04T23:30:00.000Z')
	})
})

describe('an aftercare reminder’s time', () => {
	test('months after the fitting’s shop date, at 10 am on that day’s clock', () => {
		// fitted in summer time, reminded in standard time: still 10 am on the shop's wall
		const due = aftercareDue(at('2026-01-15', 15), 6, TZ)
		expect(wall(due)).toBe('2026-07-15 10:00')
		expect(due.toISOString()).toBe('2026-07-15T00:30:00.000Z')
		// a Done at 11 pm UTC is already the next day in Adelaide
		expect(wall(aftercareDue(new Date('2026-05-31T23:00:00Z'), 6, TZ))).toBe('2026-12-01 10:00')
	})

	test('the 31st becomes the month’s last day', () => {
		expect(addMonths('2026-08-31', 6)).toBe('2027-02-28')
		expect(addMonths('2027-08-31', 6)).toBe('2028-02-29')
		expect(addMonths('2026-11-30', 1)).toBe('2026-12-30')
		expect(addMonths('2026-12-15', 13)).toBe('2028-01-15')
	})
})
