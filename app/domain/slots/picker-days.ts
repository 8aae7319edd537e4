// What the fitting-time picker shows for each day: whether it can be chosen, and when it cannot,
// why, in words a customer understands. Pure (the shop clock is passed in), so it is tested at the
// edges of the weekend rules without a database.
import { type DayStatus, SLOT_INFO } from './slot-rules'
import { type ShopClock, weekdayOf } from './shop-time'

export interface PickerDayFacts {
	date: string
	status: DayStatus
	/** spots left over the whole day; null when availability could not be read */
	total: number | null
	/** closed_dates.reason, for a day the owner has closed */
	closedReason?: string | null
}

export const DAY_REASONS = {
	/** spec §5: Friday blocks tomorrow (Saturday), so a Saturday can be booked until Thursday ends */
	saturday: 'Saturday bookings close Thursday',
	/** spec §5: from 8am on Friday the day after tomorrow (Sunday) is blocked too */
	sunday: 'Sunday bookings close Friday 8am',
	closed: 'Closed',
	full: 'Fully booked',
	todayOver: 'Bookings for today have closed',
	beyond: 'Not open for booking yet',
	notOnline: 'Call us to move to this day',
} as const

/**
 * Why `day` cannot be chosen, or null when it can. The spec's weekend rules only ever block a
 * Saturday or a Sunday (Friday blocks Saturday and, from 8am, Sunday; Saturday blocks itself and
 * Sunday; Sunday blocks itself), so the reason names the weekday's own closing time.
 */
export function dayReason(day: PickerDayFacts, clock: ShopClock): string | null {
	switch (day.status) {
		case 'past':
			return null
		case 'beyond':
			return DAY_REASONS.beyond
		case 'blocked':
			return weekdayOf(day.date) === 6 ? DAY_REASONS.saturday : DAY_REASONS.sunday
		case 'closed': {
			const reason = day.closedReason?.trim()
			return reason ? `${DAY_REASONS.closed}: ${reason}` : DAY_REASONS.closed
		}
		case 'open':
			// unknown availability: the day can still be chosen, and its times say 'No availability data.'
			if (day.total === null || day.total > 0) return null
			if (day.date === clock.date && clock.minutes >= SLOT_INFO.flexible.closesAt) return DAY_REASONS.todayOver
			return DAY_REASONS.full
	}
}

/** Whether a customer can choose `day` in the picker. */
export function isBookableDay(day: PickerDayFacts): boolean {
	return day.status === 'open' && (day.total === null || day.total > 0)
}

/** The first day, in date order, that has a free window; null when none does. */
export function firstBookableDate(days: readonly PickerDayFacts[]): string | null {
	const open = days.filter((d) => d.status === 'open' && d.total !== null && d.total > 0).map((d) => d.date)
	open.sort()
	return open[0] ?? null
}

/** 'Morning': '3 slots left'; spec §2: 1 left shows '1 slot left'; 0 or fewer is disabled. */
export function spotsLeftLabel(left: number): string {
	if (left <= 0) return DAY_REASONS.full
	return left === 1 ? '1 slot left' : `${left} slots left`
}
