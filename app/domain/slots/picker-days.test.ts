import { describe, expect, test } from 'vitest'
import { DAY_REASONS, dayReason, firstBookableDate, isBookableDay, spotsLeftLabel } from './picker-days'
import { blockedDates, dayStatus } from './slot-rules'
import { shopClock } from './shop-time'

const TZ = 'Australia/Adelaide'
/** Saturday 28 November 2026, 7:10pm in Adelaide (ACDT, +10:30) */
const SATURDAY_EVENING = shopClock(new Date('2026-11-28T08:40:00Z'), TZ)

describe('why a day cannot be chosen', () => {
	test('a Saturday evening: the weekend is blocked, each day names its own closing time', () => {
		const reasons = ['2026-11-28', '2026-11-29'].map((date) => dayReason({ date, status: dayStatus(date, SATURDAY_EVENING), total: 0 }, SATURDAY_EVENING))
		expect(reasons).toEqual([DAY_REASONS.saturday, DAY_REASONS.sunday])
		expect(DAY_REASONS.saturday).toBe('Saturday bookings close Thursday')
		expect(DAY_REASONS.sunday).toBe('Sunday bookings close Friday 8am')
	})

	test.each([
		// every day the spec's rules block is a Saturday or a Sunday, whatever the day and hour
		['Friday 7:59am', '2026-11-26T21:29:00Z'],
		['Friday 8:00am', '2026-11-26T21:30:00Z'],
		['Saturday', '2026-11-28T08:40:00Z'],
		['Sunday', '2026-11-29T08:40:00Z'],
	])('%s: the reason matches the blocked weekday', (_what, instant) => {
		const clock = shopClock(new Date(instant), TZ)
		for (const date of blockedDates(clock)) {
			const weekday = new Date(`${date}T00:00:00Z`).getUTCDay()
			expect(dayReason({ date, status: 'blocked', total: 0 }, clock)).toBe(weekday === 6 ? DAY_REASONS.saturday : DAY_REASONS.sunday)
		}
	})

	test("a closed date gives the owner's reason", () => {
		expect(dayReason({ date: '2026-12-25', status: 'closed', total: 0, closedReason: 'Public holiday' }, SATURDAY_EVENING)).toBe('Closed: Public holiday')
		expect(dayReason({ date: '2026-12-25', status: 'closed', total: 0, closedReason: '  ' }, SATURDAY_EVENING)).toBe('Closed')
		expect(dayReason({ date: '2026-12-25', status: 'closed', total: 0 }, SATURDAY_EVENING)).toBe('Closed')
	})

	test('an open day with no window left is fully booked; today after the last window began has closed', () => {
		expect(dayReason({ date: '2026-12-01', status: 'open', total: 0 }, SATURDAY_EVENING)).toBe('Fully booked')
		const tuesday2pm = shopClock(new Date('2026-12-01T03:30:00Z'), TZ)
		expect(tuesday2pm.minutes).toBe(14 * 60)
		expect(dayReason({ date: '2026-12-01', status: 'open', total: 0 }, tuesday2pm)).toBe(DAY_REASONS.todayOver)
		const tuesday1pm = shopClock(new Date('2026-12-01T02:30:00Z'), TZ)
		expect(dayReason({ date: '2026-12-01', status: 'open', total: 0 }, tuesday1pm)).toBe('Fully booked')
	})

	test('a day with free windows, or with unknown availability, can be chosen', () => {
		expect(dayReason({ date: '2026-12-01', status: 'open', total: 3 }, SATURDAY_EVENING)).toBeNull()
		expect(dayReason({ date: '2026-12-01', status: 'open', total: null }, SATURDAY_EVENING)).toBeNull()
		expect(isBookableDay({ date: '2026-12-01', status: 'open', total: null })).toBe(true)
		expect(isBookableDay({ date: '2026-12-01', status: 'open', total: 0 })).toBe(false)
		expect(isBookableDay({ date: '2026-12-01', status: 'closed', total: 5 })).toBe(false)
		expect(dayReason({ date: '2027-06-01', status: 'beyond', total: 0 }, SATURDAY_EVENING)).toBe(DAY_REASONS.beyond)
	})
})

test('the first bookable day is the earliest open day with a free window', () => {
	expect(
		firstBookableDate([
			{ date: '2026-12-02', status: 'open', total: 2 },
			{ date: '2026-11-29', status: 'blocked', total: 0 },
			{ date: '2026-11-30', status: 'open', total: 0 },
			{ date: '2026-12-01', status: 'closed', total: 0 },
			{ date: '2026-12-03', status: 'open', total: 9 },
			{ date: '2026-11-28', status: 'open', total: null },
		]),
	).toBe('2026-12-02')
	expect(firstBookableDate([{ date: '2026-11-30', status: 'open', total: 0 }])).toBeNull()
})

test('windows say how many spots are left (spec §2: 1 shows "1 slot left")', () => {
	expect([3, 2, 1, 0, -1].map(spotsLeftLabel)).toEqual(['3 slots left', '2 slots left', '1 slot left', 'Fully booked', 'Fully booked'])
})
