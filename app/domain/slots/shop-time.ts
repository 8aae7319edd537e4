import { TZDate } from '@date-fns/tz'
import { dateTimeFormat } from '#app/lib/date-format'

// Calendar arithmetic in the shop's time zone (spec §9: slot timezone, default
// Australia/Adelaide). Calendar dates are 'YYYY-MM-DD' text; an instant is a Date. The zone's
// offsets and daylight-saving changes come from @date-fns/tz (on the runtime's time-zone data),
// never from offsets of our own. Pure, so the browser can use it too. The one home of the
// shop's date helpers: the admin screens use it as well.

/** Where the shop's wall clock is at one instant. */
export interface ShopClock {
	/** today in the shop, YYYY-MM-DD */
	date: string
	/** 0 = Sunday … 6 = Saturday */
	weekday: number
	/** minutes since the shop's local midnight */
	minutes: number
}

export function shopClock(now: Date, timeZone: string): ShopClock {
	const wall = new TZDate(now.getTime(), timeZone)
	const date = `${wall.getFullYear()}-${pad(wall.getMonth() + 1)}-${pad(wall.getDate())}`
	return { date, weekday: wall.getDay(), minutes: wall.getHours() * 60 + wall.getMinutes() }
}

/** Today's date where the shop is, YYYY-MM-DD. */
export function shopToday(timeZone: string, now: Date): string {
	return shopClock(now, timeZone).date
}

/**
 * The instant at which the shop's wall clock shows `minutes` past midnight on `date`. A time the
 * clock skips when summer time starts counts from the jump; a time it shows twice when summer
 * time ends is the second (standard-time) one. Slots never start in either hour.
 */
export function shopTimeToInstant(date: string, minutes: number, timeZone: string): Date {
	const [y, m, d] = splitDate(date)
	return new Date(new TZDate(y, m - 1, d, Math.floor(minutes / 60), minutes % 60, timeZone).getTime())
}

const DATE_RE = /^(\d{4})-(\d{2})-(\d{2})$/

/** A real calendar date in YYYY-MM-DD form (not 2025-02-30). */
export function isIsoDate(value: string): boolean {
	const match = DATE_RE.exec(value)
	if (!match) return false
	const [y, m, d] = [Number(match[1]), Number(match[2]), Number(match[3])]
	const probe = new Date(Date.UTC(y, m - 1, d))
	return probe.getUTCFullYear() === y && probe.getUTCMonth() === m - 1 && probe.getUTCDate() === d
}

function splitDate(date: string): [number, number, number] {
	const match = DATE_RE.exec(date)
	if (!match) throw new Error(`Not a YYYY-MM-DD date: ${date}`)
	return [Number(match[1]), Number(match[2]), Number(match[3])]
}

export function addDays(date: string, days: number): string {
	const [y, m, d] = splitDate(date)
	const next = new Date(Date.UTC(y, m - 1, d + days))
	return `${next.getUTCFullYear()}-${pad(next.getUTCMonth() + 1)}-${pad(next.getUTCDate())}`
}

/** 0 = Sunday … 6 = Saturday */
export function weekdayOf(date: string): number {
	const [y, m, d] = splitDate(date)
	return new Date(Date.UTC(y, m - 1, d)).getUTCDay()
}

/** The Monday on or before `date` (weeks run Monday to Sunday, as Australian calendars do). */
export function mondayOf(date: string): string {
	return addDays(date, -((weekdayOf(date) + 6) % 7))
}

function pad(n: number) {
	return String(n).padStart(2, '0')
}

export const WEEKDAY_NAMES = ['Sunday', 'Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday'] as const
const MONTH_NAMES = ['January', 'February', 'March', 'April', 'May', 'June', 'July', 'August', 'September', 'October', 'November', 'December']

/** 'Tuesday 10 June 2025' */
export function formatLongDate(date: string): string {
	const [y, m, d] = splitDate(date)
	return `${WEEKDAY_NAMES[weekdayOf(date)]} ${d} ${MONTH_NAMES[m - 1]} ${y}`
}

/** { weekday: 'Tue', day: '10', month: 'Jun' } for the day buttons of the picker */
export function dayLabel(date: string) {
	const [, m, d] = splitDate(date)
	return { weekday: WEEKDAY_NAMES[weekdayOf(date)]!.slice(0, 3), day: String(d), month: MONTH_NAMES[m - 1]!.slice(0, 3) }
}

/** 'Mon, 24 Nov 2025', for the admin's lists */
export function formatDay(date: string) {
	return dateTimeFormat({ weekday: 'short', day: 'numeric', month: 'short', year: 'numeric', timeZone: 'UTC' }).format(
		new Date(`${date}T00:00:00Z`),
	)
}

/** A stored timestamp (ISO, or SQLite's 'YYYY-MM-DD HH:MM:SS' in UTC) as '24 Nov 2025, 3:05 pm' in the shop's zone. */
export function formatTimestamp(stored: string, timeZone: string) {
	const iso = stored.includes('T') ? stored : `${stored.replace(' ', 'T')}Z`
	const date = new Date(iso)
	if (Number.isNaN(date.getTime())) return stored
	return dateTimeFormat({ dateStyle: 'medium', timeStyle: 'short', timeZone }).format(date)
}
