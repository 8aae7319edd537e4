import { linesByBooking, servicesByBooking } from '#app/domain/booking/booking-lines.server'
import { listCoupons, toApiCoupon } from '#app/domain/coupons/coupon-admin.server'
import { isSlot, slotLabel } from '#app/domain/slots/slot-rules'
import type { Db } from '#app/lib/db.server'
import type { E164Phone } from '#app/lib/phone'

// A customer's own bookings: those made while logged in (user_id) and those made at checkout
// with the same mobile number, whatever spacing it was typed with (the account's phone and
// bookings.phone_e164 are both E.164). Only confirmed bookings: a card booking still waiting
// for payment is not a booking yet.

export interface CustomerBooking {
	id: number
	reference: string
	selectedDate: string
	selectedTime: string
	slotLabel: string
	status: string
	paymentMethod: string
	paymentStatus: string
	total: number
	finalAmount: number
	tyres: { brand: string; model: string; size: string; quantity: number }[]
	/** the services booked with the tyres, or alone; prices in cents as booked */
	services: { name: string; quantity: number; unitPrice: number; lineTotal: number }[]
}

export async function customerBookings(db: Db, customer: { id: number; phone: E164Phone }): Promise<CustomerBooking[]> {
	const rows = await db
		.selectFrom('bookings')
		.selectAll()
		.where('confirmed_at', 'is not', null)
		.where((eb) => eb.or([eb('user_id', '=', customer.id), eb('phone_e164', '=', customer.phone)]))
		.orderBy('selected_date', 'desc')
		.orderBy('id', 'desc')
		.limit(200)
		.execute()
	if (rows.length === 0) return []
	const ids = rows.map((r) => r.id)
	const [linesOf, servicesOf] = await Promise.all([linesByBooking(db, ids), servicesByBooking(db, ids)])
	return rows.map((b) => ({
		id: b.id,
		reference: b.reference,
		selectedDate: b.selected_date,
		selectedTime: b.selected_slot,
		slotLabel: isSlot(b.selected_slot) ? slotLabel(b.selected_slot) : b.selected_slot,
		status: b.status,
		paymentMethod: b.payment_method,
		paymentStatus: b.payment_status,
		total: b.total,
		finalAmount: b.final_amount,
		tyres: linesOf(b.id).map((l) => ({ brand: l.brand, model: l.model, size: `${l.width}/${l.profile}R${l.rim}`, quantity: l.quantity })),
		services: servicesOf(b.id).map((s) => ({ name: s.name, quantity: s.quantity, unitPrice: s.unit_price, lineTotal: s.line_total })),
	}))
}

/** Whether `phone` is this customer's own number. */
export function isOwnPhone(customer: { phone: E164Phone }, phone: E164Phone): boolean {
	return phone === customer.phone
}

/** Coupons a customer can still use (not expired), in the admin API's shape. */
/** The coupons a customer may still use today, as stored (amounts in cents). */
export async function openCoupons(db: Db, today: string) {
	return (await listCoupons(db)).filter((c) => c.expiry_date >= today)
}

export async function availableCoupons(db: Db, today: string) {
	return (await openCoupons(db, today)).map(toApiCoupon)
}
