import { addDays, shopClock, shopTimeToInstant } from '#app/domain/slots/shop-time'

// When the follow-up messages go, by the shop's wall clock (its time zone from settings, through
// @date-fns/tz, so daylight saving is the zone's own). Nothing marketing goes at night: a time
// from 8 pm to 9 am moves to 9 am.

export const QUIET_FROM_MINUTES = 20 * 60
export const QUIET_UNTIL_MINUTES = 9 * 60
/** The time of day an aftercare reminder goes (well inside the day). */
export const AFTERCARE_SEND_MINUTES = 10 * 60

/** Whether `instant` falls in the shop's quiet hours (8 pm to 9 am). */
export function isQuietTime(instant: Date, timeZone: string): boolean {
	const { minutes } = shopClock(instant, timeZone)
	return minutes >= QUIET_FROM_MINUTES || minutes < QUIET_UNTIL_MINUTES
}

/** `instant`, or the next 9 am in the shop when it falls in the quiet hours. */
export function outsideQuietHours(instant: Date, timeZone: string): Date {
	const { date, minutes } = shopClock(instant, timeZone)
	if (minutes < QUIET_UNTIL_MINUTES) return shopTimeToInstant(date, QUIET_UNTIL_MINUTES, timeZone)
	if (minutes >= QUIET_FROM_MINUTES) return shopTimeToInstant(addDays(date, 1), QUIET_UNTIL_MINUTES, timeZone)
	return instant
}

/** A review request's time: `delayHours` of real time after Done, moved out of the night. */
export function reviewRequestDue(doneAt: Date, delayHours: number, timeZone: string): Date {
	return outsideQuietHours(new Date(doneAt.getTime() + delayHours * 3_600_000), timeZone)
}

/** `date` (YYYY-MM-DD) `months` later; the 31st becomes the month's last day when it has none. */
export function addMonths(date: string, months: number): string {
	const [y, m, d] = date.split('-').map(Number) as [number, number, number]
	const index = y * 12 + (m - 1) + months
	const year = Math.floor(index / 12)
	const month = (index % 12) + 1
	const lastDay = new Date(Date.UTC(year, month, 0)).getUTCDate()
	return `${year}-${String(month).padStart(2, '0')}-${String(Math.min(d, lastDay)).padStart(2, '0')}`
}

/** An aftercare reminder's time: `months` after the fitting's shop date, at 10 am shop time. */
export function aftercareDue(doneAt: Date, months: number, timeZone: string): Date {
	return shopTimeToInstant(addMonths(shopClock(doneAt, timeZone).date, months), AFTERCARE_SEND_MINUTES, timeZone)
}
