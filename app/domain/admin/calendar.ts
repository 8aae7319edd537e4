// Calendar dates (YYYY-MM-DD) in the shop's time zone (spec §9: Australia/Adelaide by default).

/** Today's date where the shop is. */
export function shopToday(timeZone: string, now = new Date()) {
	// en-CA formats as YYYY-MM-DD
	return new Intl.DateTimeFormat('en-CA', { timeZone, year: 'numeric', month: '2-digit', day: '2-digit' }).format(now)
}

export function addDays(date: string, days: number) {
	const d = new Date(`${date}T00:00:00Z`)
	d.setUTCDate(d.getUTCDate() + days)
	return d.toISOString().slice(0, 10)
}

/** 0 = Sunday … 6 = Saturday, as slot_capacity.weekday counts. */
export function weekdayOf(date: string) {
	return new Date(`${date}T00:00:00Z`).getUTCDay()
}

export const WEEKDAY_NAMES = ['Sunday', 'Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday'] as const

/** 'Mon 24 Nov 2025' */
export function formatDay(date: string) {
	return new Intl.DateTimeFormat('en-AU', { weekday: 'short', day: 'numeric', month: 'short', year: 'numeric', timeZone: 'UTC' }).format(
		new Date(`${date}T00:00:00Z`),
	)
}

/** A stored timestamp (ISO, or SQLite's 'YYYY-MM-DD HH:MM:SS' in UTC) as '24 Nov 2025, 3:05 pm' in the shop's zone. */
export function formatTimestamp(stored: string, timeZone: string) {
	const iso = stored.includes('T') ? stored : `${stored.replace(' ', 'T')}Z`
	const date = new Date(iso)
	if (Number.isNaN(date.getTime())) return stored
	return new Intl.DateTimeFormat('en-AU', { dateStyle: 'medium', timeStyle: 'short', timeZone }).format(date)
}
