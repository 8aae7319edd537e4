import type { Db } from '#app/lib/db.server'
import type { PaymentNext, PaymentProvider } from '#app/domain/payments/provider'
import { noticeBookingBurst } from './booking-caps.server'
import { CODE_HOLD_MINUTES, codeChannelFor, sendBookingCode } from './booking-verification.server'
import type { CheckoutInput } from './checkout-schema'
import {
	type BookingCaller,
	type BookingProblem,
	type BookingRequest,
	IDEMPOTENCY_MESSAGES,
	placeBooking,
	placedByCaller,
	type PlacedBooking,
} from './place-booking.server'

// The one path from a validated checkout (the page's form or POST /api/booking/confirm) to a
// booking: place it, then hand it to the chosen payment provider.

export interface CheckoutOrder {
	input: CheckoutInput
	lines: BookingRequest['lines']
	couponCode: string | null
	cartId: string | null
	idempotencyKey: string
	provider: PaymentProvider
	/** the logged-in customer booking for themselves, if any */
	userId?: number | null
	/** who sends this request: on a replay, only the one who placed the booking sees it again */
	caller: BookingCaller
	/** the client's network address, for the daily caps on unverified bookings */
	clientAddress?: string | null
}

export interface CheckoutContext {
	now: Date
	timeZone: string
	publicUrl: string
	javascript: boolean
}

/** verify-code: the booking holds its spot until the customer enters the code sent to them (on /order) */
export type CheckoutNext = PaymentNext | { kind: 'verify-code' }

export type CheckoutResult =
	| { ok: true; booking: PlacedBooking; replayed: boolean; next: CheckoutNext }
	| { ok: false; problem: BookingProblem }

export function bookingRequest(order: CheckoutOrder): BookingRequest {
	const { input } = order
	return {
		lines: order.lines,
		customer: { firstName: input.firstName, lastName: input.lastName, phone: input.phone, email: input.email },
		address: { address: input.address, suburb: input.suburb, postcode: input.postcode },
		vehicle: {
			rego: input.vehicleDetails.toUpperCase(),
			state: input.state ?? null,
			colour: input.colour || null,
			make: input.make,
			model: input.model,
		},
		positions: input.positions,
		selectedDate: input.selectedDate,
		selectedSlot: input.selectedTime,
		couponCode: order.couponCode,
		paymentMethod: order.provider.method,
		idempotencyKey: order.idempotencyKey,
		cartId: order.cartId,
		payment: order.provider.newBooking,
		userId: order.userId ?? null,
		clientAddress: order.clientAddress ?? null,
	}
}

export async function checkout(db: Db, order: CheckoutOrder, ctx: CheckoutContext): Promise<CheckoutResult> {
	const request = bookingRequest(order)
	// With SMS or SMTP set, pay on the day is confirmed by a code (a logged-in customer's phone
	// is already proven); the spot is held meanwhile.
	const channel = request.paymentMethod === 'pay_on_the_day' && !request.userId ? codeChannelFor(request.customer.phone) : null
	if (channel) request.payment = { paymentStatus: 'unverified', holdMinutes: CODE_HOLD_MINUTES }
	const placed = await placeBooking(db, request, { now: ctx.now, timeZone: ctx.timeZone })
	if (!placed.ok) {
		if (placed.problem.field === 'limit') await noticeBookingBurst(db, request.customer, { now: ctx.now, timeZone: ctx.timeZone })
		return placed
	}
	const { booking, replayed } = placed
	// The same request again from someone else (a shared or leaked key) learns nothing: no link,
	// no payment secret, no confirmation on their terms.
	if (replayed && !placedByCaller(booking, order.caller)) return { ok: false, problem: { field: 'conflict', message: IDEMPOTENCY_MESSAGES.alreadyPlaced } }
	// A replay of a booking that is already confirmed needs nothing more.
	if (booking.confirmedAt) return { ok: true, booking, replayed, next: { kind: 'confirmed' } }
	if (booking.paymentStatus === 'unverified') {
		if (!replayed && channel) await sendBookingCode(db, booking.reference, channel, { now: ctx.now })
		return { ok: true, booking, replayed, next: { kind: 'verify-code' } }
	}
	const next = await order.provider.begin(booking, { db, now: ctx.now, publicUrl: ctx.publicUrl, javascript: ctx.javascript })
	return { ok: true, booking: { ...booking, confirmedAt: next.kind === 'confirmed' ? ctx.now.toISOString() : booking.confirmedAt }, replayed, next }
}
