import type { Db } from '#app/lib/db.server'
import { getLogger } from '#app/lib/logger.server'
import { type Availability, availabilityForDates, type SlotClockOptions } from './availability.server'
import { DAY_REASONS, dayReason, firstBookableDate, isBookableDay } from './picker-days'
import { type DayStatus, lastBookableDate, type Slot, WEEK_PAGES, weekDays, weekOf } from './slot-rules'
import { addDays, shopClock } from './shop-time'

// The week page the fitting-time picker shows (spec §2): 7 days from the current week on, days
// before today hidden. Opened without a choice it shows the week of the first day with a free
// window, that day chosen, so a customer on a Saturday evening sees Monday's times rather than a
// weekend that cannot be booked. Every day that cannot be chosen says why.

export interface PickerDay {
	date: string
	status: DayStatus
	/** spots left per window; null when availability could not be read ('No availability data.') */
	slots: Availability | null
	total: number
	/** why the day cannot be chosen; null when it can */
	reason: string | null
}

export interface PickerWeek {
	week: number
	days: PickerDay[]
	/** the day whose windows are shown */
	selectedDate: string | null
	/** the first day with a free window, on any page; null when there is none (or no data) */
	firstBookableDate: string | null
}

export interface PickerLimits {
	/** days outside from..to cannot be chosen (rescheduling online: tomorrow to four weeks ahead) */
	from?: string
	to?: string
	/** a window that cannot be chosen again (the booking's own time, when moving it) */
	exclude?: { date: string; slot: Slot }
}

export interface PickerQuery {
	week?: number
	date?: string
}

export async function pickerWeek(db: Db, query: PickerQuery, options: SlotClockOptions, limits: PickerLimits = {}): Promise<PickerWeek> {
	// options.jobMinutes: the windows count jobs of this size (a cart's work), a standard one when not given
	const clock = shopClock(options.now, options.timeZone)
	const lastPage = WEEK_PAGES - 1
	const clampWeek = (week: number) => Math.min(Math.max(0, week), lastPage)
	// Opened without a choice: look over every page for the first free day (one query).
	const opening = query.week === undefined && query.date === undefined
	const range = opening ? datesBetween(clock.date, lastBookableDate(clock)) : []
	let all: PickerDay[] | null = null
	if (opening) all = await readDays(db, range, options, limits)
	const first = all ? firstBookableDate(all) : null

	const week = query.date !== undefined ? clampWeek(weekOf(query.date, clock)) : query.week !== undefined ? clampWeek(query.week) : first ? clampWeek(weekOf(first, clock)) : 0
	const visible = weekDays(clock, week)
		.filter((d) => !d.hidden)
		.map((d) => d.date)
	const days = all ? all.filter((d) => visible.includes(d.date)) : await readDays(db, visible, options, limits)

	const wanted = query.date ?? first
	const chosen = wanted ? days.find((d) => d.date === wanted) : undefined
	return { week, days, selectedDate: chosen && (chosen.slots === null || isBookableDay(chosen)) ? chosen.date : null, firstBookableDate: first ?? (all ? null : firstBookableDate(days)) }
}

async function readDays(db: Db, dates: string[], options: SlotClockOptions, limits: PickerLimits): Promise<PickerDay[]> {
	const clock = shopClock(options.now, options.timeZone)
	let found
	try {
		const [availability, closed] = await Promise.all([
			availabilityForDates(db, dates, options),
			dates.length ? db.selectFrom('closed_dates').select(['date', 'reason']).where('date', 'in', dates).execute() : [],
		])
		found = { availability, reasons: new Map(closed.map((c) => [c.date, c.reason])) }
	} catch (error) {
		getLogger().error({ err: error }, 'availability failed')
		// spec §2: an availability failure shows 'No availability data.'; the days stay choosable
		return dates.map((date) => ({ date, status: 'open', slots: null, total: 0, reason: null }))
	}
	return found.availability.map((day) => {
		const outside = (limits.from !== undefined && day.date < limits.from) || (limits.to !== undefined && day.date > limits.to)
		const slots = { ...day.slots }
		if (limits.exclude?.date === day.date) slots[limits.exclude.slot] = 0
		const total = outside ? 0 : Object.values(slots).reduce((n, left) => n + left, 0)
		const reason = outside && day.status === 'open' ? DAY_REASONS.notOnline : dayReason({ ...day, total, closedReason: found.reasons.get(day.date) }, clock)
		return { date: day.date, status: day.status, slots: outside ? { morning: 0, lunch: 0, afternoon: 0, flexible: 0 } : slots, total, reason }
	})
}

function datesBetween(from: string, to: string): string[] {
	const dates: string[] = []
	for (let date = from; date <= to; date = addDays(date, 1)) dates.push(date)
	return dates
}
