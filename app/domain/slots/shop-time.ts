// Calendar arithmetic in the shop's time zone (spec §9: slot timezone, default
// Australia/Adelaide). Calendar dates are 'YYYY-MM-DD' text; an instant is a Date. Pure, so the
// browser can use it too.

/** Where the shop's wall clock is at one instant. */
export interface ShopClock {
	/** today in the shop, YYYY-MM-DD */
	date: string
	/** 0 = Sunday … 6 = Saturday */
	weekday: number
	/** minutes since the shop's local midnight */
	minutes: number
}

const formatters = new Map<string, Intl.DateTimeFormat>()

function formatterFor(timeZone: string) {
	let formatter = formatters.get(timeZone)
	if (!formatter) {
		formatter = new Intl.DateTimeFormat('en-CA', {
			timeZone,
			year: 'numeric',
			month: '2-digit',
			day: '2-digit',
			hour: '2-digit',
			minute: '2-digit',
			second: '2-digit',
			hourCycle: 'h23',
		})
		formatters.set(timeZone, formatter)
	}
	return formatter
}

function wallClock(instant: Date, timeZone: string) {
	const parts: Record<string, string> = {}
	for (const part of formatterFor(timeZone).formatToParts(instant)) parts[part.type] = part.value
	return {
		year: Number(parts.year),
		month: Number(parts.month),
		day: Number(parts.day),
		hour: Number(parts.hour) % 24,
		minute: Number(parts.minute),
		second: Number(parts.second),
	}
}

export function shopClock(now: Date, timeZone: string): ShopClock {
	const wall = wallClock(now, timeZone)
	const date = `${wall.year}-${pad(wall.month)}-${pad(wall.day)}`
	return { date, weekday: weekdayOf(date), minutes: wall.hour * 60 + wall.minute }
}

/** The instant at which the shop's wall clock shows `minutes` past midnight on `date`. */
export function shopTimeToInstant(date: string, minutes: number, timeZone: string): Date {
	const [y, m, d] = splitDate(date)
	const asUtc = Date.UTC(y, m - 1, d, Math.floor(minutes / 60), minutes % 60)
	// The zone's offset at a guess, then corrected once: exact except inside a DST gap.
	let instant = asUtc - offsetMs(new Date(asUtc), timeZone)
	const corrected = asUtc - offsetMs(new Date(instant), timeZone)
	if (corrected !== instant) instant = corrected
	return new Date(instant)
}

function offsetMs(instant: Date, timeZone: string) {
	const wall = wallClock(instant, timeZone)
	const asUtc = Date.UTC(wall.year, wall.month - 1, wall.day, wall.hour, wall.minute, wall.second)
	return asUtc - Math.floor(instant.getTime() / 1000) * 1000
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

const WEEKDAY_NAMES = ['Sunday', 'Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday']
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
