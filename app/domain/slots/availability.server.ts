import type { Db } from '#app/lib/db.server'
import { dayStatus, type DayStatus, SLOTS, type Slot, slotClosedToday } from './slot-rules'
import { shopClock, weekdayOf, type ShopClock } from './shop-time'
import { jobsThatFit, standardJobMinutes } from './work-minutes'
import { readMinutesPerTyre } from './work-minutes.server'

// Availability = capacity minus held and booked minutes of work (ARCHITECTURE: Slots, Bookable
// work). Capacity in minutes per weekday and slot (slot_capacity), overridden per date
// (slot_date_capacity); closed_dates shut a whole day. Minutes taken are counted in slot_usage; a
// booking whose payment or code hold has expired but has not been released yet does not count.
// The answer is in jobs: how many jobs of the given minutes (a standard 4-tyre job unless told)
// still fit in what is left.

export type Availability = Record<Slot, number>

export const NO_AVAILABILITY: Availability = { morning: 0, lunch: 0, afternoon: 0, flexible: 0 }

export interface DayAvailability {
	date: string
	status: DayStatus
	/** jobs that still fit per slot (never negative); all 0 when the day is not open */
	slots: Availability
	/** minutes of work left per slot */
	minutes: Availability
	/** spots left over the whole day */
	total: number
}

export interface SlotClockOptions {
	now: Date
	timeZone: string
	/** the minutes of the job asked about (a cart's work); a standard 4-tyre job when not given */
	jobMinutes?: number
}

/** Availability of one day (spec §7: POST /api/slots/check). */
export async function slotAvailability(db: Db, date: string, options: SlotClockOptions): Promise<DayAvailability> {
	const [day] = await availabilityForDates(db, [date], options)
	return day!
}

/** Availability of several days at once (a week page of the picker). */
export async function availabilityForDates(db: Db, dates: string[], { now, timeZone, jobMinutes }: SlotClockOptions): Promise<DayAvailability[]> {
	if (dates.length === 0) return []
	const clock = shopClock(now, timeZone)
	const [weekly, dated, closed, usage, expired, minutesPerTyre] = await Promise.all([
		db.selectFrom('slot_capacity').select(['weekday', 'slot', 'capacity']).execute(),
		db.selectFrom('slot_date_capacity').select(['date', 'slot', 'capacity']).where('date', 'in', dates).execute(),
		db.selectFrom('closed_dates').select('date').where('date', 'in', dates).execute(),
		db.selectFrom('slot_usage').select(['date', 'slot', 'taken']).where('date', 'in', dates).execute(),
		db
			.selectFrom('bookings')
			.select(['selected_date', 'selected_slot', (eb) => eb.fn.sum<number>('work_minutes').as('n')])
			// a card payment awaited or declined, or a pay-on-the-day booking waiting for its code
			.where('payment_status', 'in', ['awaiting', 'failed', 'unverified'])
			.where('hold_expires_at', '<=', now.toISOString())
			.where('selected_date', 'in', dates)
			.groupBy(['selected_date', 'selected_slot'])
			.execute(),
		jobMinutes === undefined ? readMinutesPerTyre(db) : Promise.resolve(0),
	])
	const perJob = jobMinutes ?? standardJobMinutes(minutesPerTyre)
	const closedSet = new Set(closed.map((r) => r.date))
	const key = (date: string, slot: string) => `${date}|${slot}`
	const weeklyCap = new Map(weekly.map((r) => [`${r.weekday}|${r.slot}`, r.capacity]))
	const datedCap = new Map(dated.map((r) => [key(r.date, r.slot), r.capacity]))
	const taken = new Map(usage.map((r) => [key(r.date, r.slot), r.taken]))
	const released = new Map(expired.map((r) => [key(r.selected_date, r.selected_slot), Number(r.n)]))

	return dates.map((date) => {
		const status = dayStatus(date, clock, closedSet)
		if (status !== 'open') return { date, status, slots: { ...NO_AVAILABILITY }, minutes: { ...NO_AVAILABILITY }, total: 0 }
		const weekday = weekdayOf(date)
		const slots = { ...NO_AVAILABILITY }
		const minutes = { ...NO_AVAILABILITY }
		for (const slot of SLOTS) {
			if (slotClosedToday(date, slot, clock)) continue
			const capacity = datedCap.get(key(date, slot)) ?? weeklyCap.get(`${weekday}|${slot}`) ?? 0
			const used = (taken.get(key(date, slot)) ?? 0) - (released.get(key(date, slot)) ?? 0)
			minutes[slot] = Math.max(0, capacity - Math.max(0, used))
			slots[slot] = jobsThatFit(minutes[slot], perJob)
		}
		return { date, status, slots, minutes, total: SLOTS.reduce((n, s) => n + slots[s], 0) }
	})
}

export type SpotResult = { ok: true } | { ok: false; reason: 'unavailable' | 'full' }

/**
 * Takes `minutes` of work in `slot` on `date`. Call it inside writeTransaction (BEGIN IMMEDIATE):
 * the counter only moves while taken + minutes fits the capacity, in a single conditional UPDATE,
 * so the last minutes can never go to two customers, even from two server processes.
 */
export async function takeSlotSpot(tx: Db, date: string, slot: Slot, clock: ShopClock, minutes: number): Promise<SpotResult> {
	const closed = await tx.selectFrom('closed_dates').select('date').where('date', '=', date).executeTakeFirst()
	if (dayStatus(date, clock, new Set(closed ? [date] : [])) !== 'open' || slotClosedToday(date, slot, clock)) {
		return { ok: false, reason: 'unavailable' }
	}
	const capacity = await slotCapacity(tx, date, slot)
	if (capacity <= 0 || minutes > capacity) return { ok: false, reason: 'full' }
	return (await takeMinutes(tx, date, slot, minutes, capacity)) ? { ok: true } : { ok: false, reason: 'full' }
}

/**
 * Adds `minutes` to the window's taken minutes: only while they fit `capacity`, in a single
 * conditional UPDATE (so the last minutes never go to two bookings, even from two processes), or
 * whatever the capacity when it is null (the owner overbooking on purpose). Whether they were taken.
 */
async function takeMinutes(tx: Db, date: string, slot: Slot, minutes: number, capacity: number | null): Promise<boolean> {
	await tx
		.insertInto('slot_usage')
		.values({ date, slot, taken: 0 })
		.onConflict((oc) => oc.columns(['date', 'slot']).doNothing())
		.execute()
	let update = tx
		.updateTable('slot_usage')
		.set((eb) => ({ taken: eb('taken', '+', minutes) }))
		.where('date', '=', date)
		.where('slot', '=', slot)
	if (capacity !== null) update = update.where('taken', '<=', capacity - minutes)
	return Number((await update.executeTakeFirst()).numUpdatedRows) === 1
}

/** Gives a booking's minutes back (a cancelled booking, an expired payment hold), never below 0. */
export async function releaseSlotSpot(tx: Db, date: string, slot: string, minutes: number): Promise<void> {
	await tx
		.updateTable('slot_usage')
		.set((eb) => ({ taken: eb.case().when('taken', '>', minutes).then(eb('taken', '-', minutes)).else(0).end() }))
		.where('date', '=', date)
		.where('slot', '=', slot)
		.where('taken', '>', 0)
		.execute()
}

async function slotCapacity(db: Db, date: string, slot: Slot): Promise<number> {
	const dated = await db
		.selectFrom('slot_date_capacity')
		.select('capacity')
		.where('date', '=', date)
		.where('slot', '=', slot)
		.executeTakeFirst()
	if (dated) return dated.capacity
	const weekly = await db
		.selectFrom('slot_capacity')
		.select('capacity')
		.where('weekday', '=', weekdayOf(date))
		.where('slot', '=', slot)
		.executeTakeFirst()
	return weekly?.capacity ?? 0
}

/**
 * Each window of `date` as the owner sees it when taking a booking by phone, in standard jobs (the
 * unit the shop's slot answers count in): how many it holds, how many are taken, how many are left
 * (negative when overbooked).
 */
export async function slotLoad(db: Db, date: string): Promise<Record<Slot, { capacity: number; taken: number; left: number }>> {
	const usage = await db.selectFrom('slot_usage').select(['slot', 'taken']).where('date', '=', date).execute()
	const taken = new Map(usage.map((r) => [r.slot, r.taken]))
	const perJob = standardJobMinutes(await readMinutesPerTyre(db))
	const load = {} as Record<Slot, { capacity: number; taken: number; left: number }>
	for (const slot of SLOTS) {
		const capacity = await slotCapacity(db, date, slot)
		const used = taken.get(slot) ?? 0
		const free = capacity - used
		load[slot] = { capacity: jobsThatFit(capacity, perJob), taken: Math.ceil(used / perJob), left: free >= 0 ? jobsThatFit(free, perJob) : -Math.ceil(-free / perJob) }
	}
	return load
}

/**
 * The owner takes `minutes` of a window for a booking by phone: the window's capacity counts as for
 * a customer, but the customers' lead-time rules do not (he may book today), and with `overbook` he
 * may take more than the window has left, on purpose. Call it inside writeTransaction.
 */
export async function takeSlotSpotByOwner(
	tx: Db,
	date: string,
	slot: Slot,
	{ overbook, minutes }: { overbook: boolean; minutes: number },
): Promise<{ ok: true; overbooked: boolean } | { ok: false; reason: 'full' }> {
	const capacity = await slotCapacity(tx, date, slot)
	if (await takeMinutes(tx, date, slot, minutes, capacity)) return { ok: true, overbooked: false }
	if (!overbook) return { ok: false, reason: 'full' }
	await takeMinutes(tx, date, slot, minutes, null)
	return { ok: true, overbooked: true }
}
