import type { BookingLine, BookingService } from '#db/schema'
import type { Db } from '#app/lib/db.server'

/**
 * The tyre lines of these bookings in one query, grouped by booking, each booking's lines in
 * the order they were added. Every list of bookings (admin, the customer's own, the owner's day)
 * reads its lines through this.
 */
export async function linesByBooking(db: Db, bookingIds: readonly number[]): Promise<(bookingId: number) => BookingLine[]> {
	const lines = bookingIds.length ? await db.selectFrom('booking_lines').selectAll().where('booking_id', 'in', [...bookingIds]).orderBy('id').execute() : []
	const grouped = new Map<number, BookingLine[]>()
	for (const line of lines) {
		const list = grouped.get(line.booking_id)
		if (list) list.push(line)
		else grouped.set(line.booking_id, [line])
	}
	return (bookingId) => grouped.get(bookingId) ?? []
}

/** The service lines of these bookings in one query, grouped by booking (see linesByBooking). */
export async function servicesByBooking(db: Db, bookingIds: readonly number[]): Promise<(bookingId: number) => BookingService[]> {
	const rows = bookingIds.length ? await db.selectFrom('booking_services').selectAll().where('booking_id', 'in', [...bookingIds]).orderBy('id').execute() : []
	const grouped = new Map<number, BookingService[]>()
	for (const row of rows) {
		const list = grouped.get(row.booking_id)
		if (list) list.push(row)
		else grouped.set(row.booking_id, [row])
	}
	return (bookingId) => grouped.get(bookingId) ?? []
}
