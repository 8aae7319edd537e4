// Fitting slots and the days a customer may book (spec §2 Slot picker, §5, §9). Pure: every
// rule takes the shop's wall clock (ShopClock, in SHOP_TIMEZONE), so it can be tested at its
// edges without a database or a real clock, and the browser can use it too.
import { addDays, mondayOf, type ShopClock } from './shop-time'

export const SLOTS = ['morning', 'lunch', 'afternoon', 'flexible'] as const
export type Slot = (typeof SLOTS)[number]

export function isSlot(value: unknown): value is Slot {
	return typeof value === 'string' && (SLOTS as readonly string[]).includes(value)
}

export interface SlotInfo {
	label: string
	/** '8am-11am' */
	hours: string
	/** minutes after midnight, shop time */
	start: number
	end: number
	/** a booking for today closes at this minute */
	closesAt: number
}

// spec §9: Morning 8am-11am, Lunch 11am-2pm, Afternoon 2pm-5pm, and 'I'm flexible' ($10 off).
// A window that has begun can no longer be booked for today; 'I'm flexible' means any time in
// the fitting day, so it stays open until the last window begins.
export const SLOT_INFO: Record<Slot, SlotInfo> = {
	morning: { label: 'Morning', hours: '8am-11am', start: 8 * 60, end: 11 * 60, closesAt: 8 * 60 },
	lunch: { label: 'Lunch', hours: '11am-2pm', start: 11 * 60, end: 14 * 60, closesAt: 11 * 60 },
	afternoon: { label: 'Afternoon', hours: '2pm-5pm', start: 14 * 60, end: 17 * 60, closesAt: 14 * 60 },
	flexible: { label: "I'm flexible", hours: '8am-5pm', start: 8 * 60, end: 17 * 60, closesAt: 14 * 60 },
}

/** 'Morning 8am-11am', "I'm flexible" */
export function slotLabel(slot: Slot): string {
	return slot === 'flexible' ? SLOT_INFO.flexible.label : `${SLOT_INFO[slot].label} ${SLOT_INFO[slot].hours}`
}

/** How far ahead the picker pages: this week and the next 11 (about three months). */
export const WEEK_PAGES = 12

/**
 * spec §5: from Friday, Saturday and Sunday the nearest days are blocked. Friday blocks
 * tomorrow, and the day after if the time is 8am or later; Saturday blocks today and
 * tomorrow; Sunday blocks today.
 */
export function blockedDates(clock: ShopClock): string[] {
	const today = clock.date
	switch (clock.weekday) {
		case 5:
			return clock.minutes >= 8 * 60 ? [addDays(today, 1), addDays(today, 2)] : [addDays(today, 1)]
		case 6:
			return [today, addDays(today, 1)]
		case 0:
			return [today]
		default:
			return []
	}
}

export type DayStatus = 'past' | 'blocked' | 'closed' | 'beyond' | 'open'

/** Whether `date` can be booked at all: not before today, not weekend-blocked, not closed. */
export function dayStatus(date: string, clock: ShopClock, closedDates: ReadonlySet<string> = new Set()): DayStatus {
	if (date < clock.date) return 'past'
	const { last, blocked } = bookableBounds(clock)
	if (date > last) return 'beyond'
	if (blocked.includes(date)) return 'blocked'
	if (closedDates.has(date)) return 'closed'
	return 'open'
}

/**
 * The clock's last bookable day and blocked days, worked out once per clock: the picker asks
 * for every day of its twelve weeks at once, and each answer built the same dates again.
 */
function bookableBounds(clock: ShopClock) {
	let bounds = boundsByClock.get(clock)
	if (!bounds) boundsByClock.set(clock, (bounds = { last: lastBookableDate(clock), blocked: blockedDates(clock) }))
	return bounds
}
const boundsByClock = new WeakMap<ShopClock, { last: string; blocked: string[] }>()

/** The last day of the last week page. */
export function lastBookableDate(clock: ShopClock): string {
	return addDays(mondayOf(clock.date), WEEK_PAGES * 7 - 1)
}

/** A window on today's date that has already begun cannot be booked. */
export function slotClosedToday(date: string, slot: Slot, clock: ShopClock): boolean {
	return date === clock.date && clock.minutes >= SLOT_INFO[slot].closesAt
}

export interface WeekDay {
	date: string
	/** spec §2: days before today are hidden */
	hidden: boolean
}

/** spec §2: 7 days per page from the current week (week 0); never before it. */
export function weekDays(clock: ShopClock, week: number): WeekDay[] {
	const page = Math.min(Math.max(0, Math.trunc(Number.isFinite(week) ? week : 0)), WEEK_PAGES - 1)
	const monday = addDays(mondayOf(clock.date), page * 7)
	return Array.from({ length: 7 }, (_, i) => {
		const date = addDays(monday, i)
		return { date, hidden: date < clock.date }
	})
}

/** The week page (0 = this week) that holds `date`. */
export function weekOf(date: string, clock: ShopClock): number {
	const days = Math.round((Date.parse(`${mondayOf(date)}T00:00:00Z`) - Date.parse(`${mondayOf(clock.date)}T00:00:00Z`)) / 86_400_000)
	return Math.floor(days / 7)
}
