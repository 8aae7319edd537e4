import { addDays, shopClock, shopTimeToInstant } from '#app/domain/slots/shop-time'

// When the follow-up messages go, by the shop's wall clock (its time zone from settings, through
// @date-fns/tz, so daylight saving is the zone's own). Nothing marketing goes in the shop's quiet
// hours (the owner's setting, 8 pm to 9 am unless changed): a time in them moves to their end.

/** Whole hours of the shop's day, 0–23; `fromHour` > `untilHour` is a window across midnight. */
export interface QuietHours {
	fromHour: number
	untilHour: number
}

export const DEFAULT_QUIET_HOURS: QuietHours = { fromHour: 20, untilHour: 9 }
/** The time of day an aftercare reminder goes (well inside the day). */
export const AFTERCARE_SEND_MINUTES = 10 * 60

/** Whether `instant` falls in the shop's quiet hours. */
export function isQuietTime(instant: Date, timeZone: string, quiet: QuietHours = DEFAULT_QUIET_HOURS): boolean {
	const { minutes } = shopClock(instant, timeZone)
	const from = quiet.fromHour * 60
	const until = quiet.untilHour * 60
	if (from === until) return false
	return from > until ? minutes >= from || minutes < until : minutes >= from && minutes < until
}

/** `instant`, or the end of the quiet hours it falls in (the next morning's, for a time before midnight). */
export function outsideQuietHours(instant: Date, timeZone: string, quiet: QuietHours = DEFAULT_QUIET_HOURS): Date {
	if (!isQuietTime(instant, timeZone, quiet)) return instant
	const { date, minutes } = shopClock(instant, timeZone)
	const until = quiet.untilHour * 60
	return shopTimeToInstant(minutes >= until ? addDays(date, 1) : date, until, timeZone)
}

/** A review request's time: `delayHours` of real time after Done, moved out of the quiet hours. */
export function reviewRequestDue(doneAt: Date, delayHours: number, timeZone: string, quiet: QuietHours = DEFAULT_QUIET_HOURS): Date {
	return outsideQuietHours(new Date(doneAt.getTime() + delayHours * 3_600_000), timeZone, quiet)
}

/** An hour of the day as the owner reads it: 9 am, noon, 8 pm, midnight. */
export function hourLabel(hour: number): string {
	if (hour === 0) return 'midnight'
	if (hour === 12) return 'noon'
	return hour < 12 ? `${hour} am` : `${hour - 12} pm`
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
