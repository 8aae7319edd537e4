import { sql, type Selectable } from 'kysely'
import type { BookingsTable } from '#db/schema'
import { cancelFollowUpsOnUndo, scheduleFollowUps } from '#app/domain/follow-ups/follow-ups.server'
import { isSlot, slotLabel } from '#app/domain/slots/slot-rules'
import { nowIso, writeTransaction, type Db } from '#app/lib/db.server'
import { caseInsensitiveLike } from '#app/lib/db/dialect.server'
import { getEnv } from '#app/lib/env.server'
import { BOOKING_ADMIN_MESSAGES, type AdminBookingTab, type SettableStatus } from './booking-admin'
import { linesByBooking, servicesByBooking } from './booking-lines.server'
import { bookingBasics, parsePositions, type BookingBasics } from './booking-view.server'
import { releaseBooking } from './place-booking.server'

// The owner's view of bookings (spec §2 Admin dashboard, booking tab; §3 Booking (admin view);
// §7 /api/bookings/* and /api/booking-backend/*): list by status, mark delivered, delete.

export { ADMIN_BOOKING_TABS, BOOKING_ADMIN_MESSAGES, SETTABLE_STATUSES, type AdminBookingTab, type SettableStatus } from './booking-admin'

export const ADMIN_BOOKINGS_PAGE_SIZE = 20

/** One booking for the admin (amounts in cents). */
export interface AdminBooking extends BookingBasics {
	selectedDate: string
	selectedTime: string
	slotLabel: string
	vehicle: { vehicleDetails: string | null; state: string | null; colour: string | null; make: string | null; model: string | null }
	appliedCoupon: string | null
	couponDiscount: number
	total: number
	finalAmount: number
	selectedTyres: string[]
	cart: { brand: string; model: string; width: number; profile: number; rimSize: number; quantity: number; Marking: string | null; RunFlat: 'YES' | 'NO'; rating: string | null; unitPrice: number }[]
	/** the services booked (puncture repair, rotation, …), as booked */
	services: { name: string; quantity: number; unitPrice: number; lineTotal: number; minutes: number }[]
}

type BookingRow = Selectable<BookingsTable>

function selectBookings(db: Db) {
	return db.selectFrom('bookings').selectAll()
}

async function withLines(db: Db, rows: BookingRow[]): Promise<AdminBooking[]> {
	if (rows.length === 0) return []
	const [linesOf, servicesOf] = await Promise.all([linesByBooking(db, rows.map((r) => r.id)), servicesByBooking(db, rows.map((r) => r.id))])
	return rows.map((b) => ({
		...bookingBasics(b),
		selectedDate: b.selected_date,
		selectedTime: b.selected_slot,
		slotLabel: isSlot(b.selected_slot) ? slotLabel(b.selected_slot) : b.selected_slot,
		vehicle: { vehicleDetails: b.vehicle_rego, state: b.vehicle_state, colour: b.vehicle_colour, make: b.vehicle_make, model: b.vehicle_model },
		appliedCoupon: b.coupon_code,
		couponDiscount: b.coupon_discount,
		total: b.total,
		finalAmount: b.final_amount,
		selectedTyres: parsePositions(b.positions),
		cart: linesOf(b.id).map((l) => ({
				brand: l.brand,
				model: l.model,
				width: l.width,
				profile: l.profile,
				rimSize: l.rim,
				quantity: l.quantity,
				Marking: l.marking,
				RunFlat: l.runflat === 1 ? 'YES' : 'NO',
				rating: l.load_speed_rating,
				unitPrice: l.unit_price,
			})),
		services: servicesOf(b.id).map((l) => ({ name: l.name, quantity: l.quantity, unitPrice: l.unit_price, lineTotal: l.line_total, minutes: l.minutes })),
	}))
}

/**
 * Bookings with this status, soonest fitting first for pending ones and latest first otherwise.
 * Only confirmed bookings are listed: a card booking still waiting for its payment is not work
 * for the fitter yet. `q` matches the reference, name, phone, e-mail or suburb.
 */
export async function listAdminBookings(
	db: Db,
	{ status, q, page = 1, pageSize = ADMIN_BOOKINGS_PAGE_SIZE }: { status?: AdminBookingTab; q?: string; page?: number; pageSize?: number } = {},
): Promise<{ bookings: AdminBooking[]; total: number; page: number; pageCount: number }> {
	let query = db.selectFrom('bookings').where('confirmed_at', 'is not', null)
	if (status) query = query.where('status', '=', status)
	const term = q?.trim().slice(0, 80)
	if (term) {
		const like = `%${term.replace(/[\\%_]/g, (c) => `\\${c}`)}%`
		// a number typed in any form, matched against the E.164 column without its +61 or trunk 0
		const typed = term.replace(/\D/g, '')
		const digits = typed.replace(/^(?:61|0)/, '')
		const matches = caseInsensitiveLike(db)
		query = query.where((eb) =>
			eb.or([
				eb('reference', matches, sql<string>`${like} escape '\\'`),
				eb(sql<string>`first_name || ' ' || last_name`, matches, sql<string>`${like} escape '\\'`),
				eb('email', matches, sql<string>`${like} escape '\\'`),
				eb('suburb', matches, sql<string>`${like} escape '\\'`),
				...(typed.length >= 4 && digits ? [eb('phone_e164', 'like', `%${digits}%`)] : []),
			]),
		)
	}
	const { n } = await query.select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow()
	const pageCount = Math.max(1, Math.ceil(Number(n) / pageSize))
	const current = Math.min(Math.max(1, Math.floor(page)), pageCount)
	const ordered =
		status === 'pending'
			? query.orderBy('selected_date', 'asc').orderBy(sql`case selected_slot when 'morning' then 0 when 'lunch' then 1 when 'afternoon' then 2 else 3 end`).orderBy('id', 'asc')
			: query.orderBy('selected_date', 'desc').orderBy('id', 'desc')
	const rows = await ordered
		.selectAll()
		.limit(pageSize)
		.offset((current - 1) * pageSize)
		.execute()
	return { bookings: await withLines(db, rows), total: Number(n), page: current, pageCount }
}

export async function findAdminBooking(db: Db, id: number): Promise<AdminBooking | null> {
	const row = await selectBookings(db).where('id', '=', id).executeTakeFirst()
	return row ? ((await withLines(db, [row]))[0] ?? null) : null
}

type ChangeResult = { ok: true; booking: AdminBooking } | { ok: false; status: 404 | 409; message: string }

/** Sets a booking's status (pending ⇄ delivered). A cancelled booking cannot change. */
export async function setBookingStatus(db: Db, id: number, status: SettableStatus, now = new Date()): Promise<ChangeResult> {
	const outcome = await writeTransaction(db, async (tx) => {
		const row = await tx.selectFrom('bookings').select(['status', 'confirmed_at']).where('id', '=', id).executeTakeFirst()
		if (!row || row.confirmed_at === null) return { ok: false as const, status: 404 as const, message: BOOKING_ADMIN_MESSAGES.notFound }
		if (row.status === 'cancelled') return { ok: false as const, status: 409 as const, message: BOOKING_ADMIN_MESSAGES.cancelled }
		if (row.status !== status) {
			await tx.updateTable('bookings').set({ status, updated_at: nowIso(now) }).where('id', '=', id).execute()
			// delivered through the API is a Done like the day view's, and back to pending its Undo
			if (status === 'delivered') await scheduleFollowUps(tx, id, { now, timeZone: getEnv().SHOP_TIMEZONE })
			else await cancelFollowUpsOnUndo(tx, id, { now })
		}
		return { ok: true as const }
	})
	if (!outcome.ok) return outcome
	return { ok: true, booking: (await findAdminBooking(db, id))! }
}

/** spec §2: Mark Delivered, for pending bookings only. */
export async function markDelivered(db: Db, id: number, now = new Date()): Promise<ChangeResult> {
	const row = await db.selectFrom('bookings').select(['status', 'confirmed_at']).where('id', '=', id).executeTakeFirst()
	if (!row || row.confirmed_at === null) return { ok: false, status: 404, message: BOOKING_ADMIN_MESSAGES.notFound }
	if (row.status !== 'pending') return { ok: false, status: 409, message: BOOKING_ADMIN_MESSAGES.notPending }
	return setBookingStatus(db, id, 'delivered', now)
}

/** A card payment that still holds the customer's money: refund it before the booking may go. */
export async function holdsCardMoney(db: Db, id: number): Promise<boolean> {
	const row = await db.selectFrom('bookings').select(['payment_method', 'payment_status']).where('id', '=', id).executeTakeFirst()
	return row?.payment_method === 'card' && (row.payment_status === 'paid' || row.payment_status === 'partially_refunded')
}

/**
 * Deletes a booking and its lines in one transaction. A pending booking first gives its slot
 * spot and stock back (the inverse of placing it); a delivered one was fitted, so neither comes
 * back. Answers the booking as it was, or null when there was none.
 */
export async function deleteBooking(db: Db, id: number, now = new Date()): Promise<AdminBooking | null> {
	const before = await findAdminBooking(db, id)
	if (!before) return null
	const deleted = await writeTransaction(db, async (tx) => {
		const row = await tx.selectFrom('bookings').select(['status']).where('id', '=', id).executeTakeFirst()
		if (!row) return false
		if (row.status === 'pending') await releaseBooking(tx, id, { now })
		await tx.deleteFrom('booking_lines').where('booking_id', '=', id).execute()
		await tx.deleteFrom('booking_services').where('booking_id', '=', id).execute()
		await tx.deleteFrom('bookings').where('id', '=', id).execute()
		return true
	})
	return deleted ? before : null
}

/**
 * The owner's Delete (admin page and API alike): refused while card money is still held for the
 * booking (refund it first), otherwise deleteBooking. Answers the booking as it was.
 */
export async function deleteBookingByOwner(db: Db, id: number, now = new Date()): Promise<ChangeResult> {
	if (await holdsCardMoney(db, id)) return { ok: false, status: 409, message: BOOKING_ADMIN_MESSAGES.refundFirst }
	const deleted = await deleteBooking(db, id, now)
	if (!deleted) return { ok: false, status: 404, message: BOOKING_ADMIN_MESSAGES.notFound }
	return { ok: true, booking: deleted }
}

const dollars = (cents: number) => Math.round(cents) / 100

/** spec §3 Booking (admin view) as the API answers it: amounts in dollars, like the spec's other calls. */
export function toApiBooking(b: AdminBooking) {
	return {
		_id: b.id,
		orderId: b.reference,
		customer: b.customer,
		address: b.address,
		selectedDate: b.selectedDate,
		selectedTime: b.selectedTime,
		vehicle: { vehicleDetails: b.vehicle.vehicleDetails, colour: b.vehicle.colour, make: b.vehicle.make, model: b.vehicle.model, state: b.vehicle.state },
		appliedCoupon: b.appliedCoupon,
		total: dollars(b.total),
		finalAmount: dollars(b.finalAmount),
		selectedTyres: b.selectedTyres,
		cart: b.cart.map(({ unitPrice, ...line }) => ({ ...line, price: dollars(unitPrice) })),
		services: b.services.map((line) => ({ name: line.name, quantity: line.quantity, price: dollars(line.unitPrice), lineTotal: dollars(line.lineTotal), minutes: line.minutes })),
		status: b.status,
		paymentMethod: b.paymentMethod,
		paymentStatus: b.paymentStatus,
		createdAt: b.createdAt,
	}
}
