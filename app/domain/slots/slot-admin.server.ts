import { type Db, writeTransaction } from '#app/lib/db.server'
import { addDays, weekdayOf } from './shop-time'
import { capacityField, SLOT_NAMES, type SlotName } from '#app/domain/slots/slot-schema'

// The owner's side of the fitting slots: default spots per weekday and slot, closed dates,
// and the next two days' bookings at a glance. Availability for customers (capacity minus
// taken spots) is the booking module's job.

export type CapacityGrid = Record<number, Record<SlotName, number>>

export async function readSlotCapacity(db: Db): Promise<CapacityGrid> {
	const rows = await db.selectFrom('slot_capacity').selectAll().execute()
	const grid: CapacityGrid = {}
	for (let weekday = 0; weekday < 7; weekday++) grid[weekday] = { morning: 0, lunch: 0, afternoon: 0, flexible: 0 }
	for (const row of rows) {
		if ((SLOT_NAMES as readonly string[]).includes(row.slot)) grid[row.weekday]![row.slot as SlotName] = row.capacity
	}
	return grid
}

/** Saves the whole weekday × slot grid (parsed by SlotCapacitySchema) in one transaction. */
export async function saveSlotCapacity(db: Db, values: Record<string, number>) {
	await writeTransaction(db, async (tx) => {
		for (let weekday = 0; weekday < 7; weekday++) {
			for (const slot of SLOT_NAMES) {
				const capacity = values[capacityField(weekday, slot)]
				if (capacity === undefined) continue
				await tx
					.insertInto('slot_capacity')
					.values({ weekday, slot, capacity })
					.onConflict((oc) => oc.columns(['weekday', 'slot']).doUpdateSet({ capacity }))
					.execute()
			}
		}
	})
}

export async function listClosedDates(db: Db, from: string) {
	return db.selectFrom('closed_dates').selectAll().where('date', '>=', from).orderBy('date').execute()
}

export async function closeDate(db: Db, input: { date: string; reason: string | null }) {
	await db
		.insertInto('closed_dates')
		.values(input)
		.onConflict((oc) => oc.column('date').doUpdateSet({ reason: input.reason }))
		.execute()
}

/** true when the date was closed */
export async function reopenDate(db: Db, date: string) {
	const result = await db.deleteFrom('closed_dates').where('date', '=', date).executeTakeFirst()
	return Number(result.numDeletedRows) > 0
}

export interface DayAtAGlance {
	date: string
	closed: boolean
	closedReason: string | null
	slots: Array<{ slot: SlotName; capacity: number; booked: number }>
	bookings: Array<{
		id: number
		reference: string
		slot: string
		status: string
		name: string
		phone: string
		address: string
		suburb: string
		tyres: number
	}>
}

/** Today's and tomorrow's bookings with each slot's spots (a dated capacity overrides the weekday's). */
export async function bookingsAtAGlance(db: Db, today: string): Promise<DayAtAGlance[]> {
	const dates = [today, addDays(today, 1)]
	const [grid, overrides, closed, bookings] = await Promise.all([
		readSlotCapacity(db),
		db.selectFrom('slot_date_capacity').selectAll().where('date', 'in', dates).execute(),
		db.selectFrom('closed_dates').selectAll().where('date', 'in', dates).execute(),
		db
			.selectFrom('bookings as b')
			.leftJoin('booking_lines as l', 'l.booking_id', 'b.id')
			.select((eb) => [
				'b.id',
				'b.reference',
				'b.selected_date',
				'b.selected_slot',
				'b.status',
				'b.first_name',
				'b.last_name',
				'b.phone',
				'b.address',
				'b.suburb',
				'b.work_minutes',
				eb.fn.coalesce(eb.fn.sum<number>('l.quantity'), eb.val(0)).as('tyres'),
			])
			.where('b.selected_date', 'in', dates)
			.where('b.status', '!=', 'cancelled')
			.groupBy('b.id')
			.orderBy('b.selected_date')
			.orderBy('b.selected_slot')
			.orderBy('b.id')
			.execute(),
	])
	return dates.map((date) => {
		const closedRow = closed.find((c) => c.date === date)
		const dayBookings = bookings.filter((b) => b.selected_date === date)
		return {
			date,
			closed: Boolean(closedRow),
			closedReason: closedRow?.reason ?? null,
			slots: SLOT_NAMES.map((slot) => ({
				slot,
				capacity: closedRow ? 0 : (overrides.find((o) => o.date === date && o.slot === slot)?.capacity ?? grid[weekdayOf(date)]![slot]),
				// minutes of work, as the capacity is counted
				booked: dayBookings.filter((b) => b.selected_slot === slot).reduce((n, b) => n + b.work_minutes, 0),
			})),
			bookings: dayBookings.map((b) => ({
				id: b.id,
				reference: b.reference,
				slot: b.selected_slot,
				status: b.status,
				name: `${b.first_name} ${b.last_name}`,
				phone: b.phone,
				address: b.address,
				suburb: b.suburb,
				tyres: Number(b.tyres),
			})),
		}
	})
}
