import type { Db } from '#app/lib/db.server'
import type { PaymentNext, PaymentProvider } from '#app/lib/payments/types'
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
}

export interface CheckoutContext {
	now: Date
	timeZone: string
	publicUrl: string
	javascript: boolean
}

export type CheckoutResult =
	| { ok: true; booking: PlacedBooking; replayed: boolean; next: PaymentNext }
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
	}
}

export async function checkout(db: Db, order: CheckoutOrder, ctx: CheckoutContext): Promise<CheckoutResult> {
	const placed = await placeBooking(db, bookingRequest(order), { now: ctx.now, timeZone: ctx.timeZone })
	if (!placed.ok) return placed
	const { booking, replayed } = placed
	// The same request again from someone else (a shared or leaked key) learns nothing: no link,
	// no payment secret, no confirmation on their terms.
	if (replayed && !placedByCaller(booking, order.caller)) return { ok: false, problem: { field: 'conflict', message: IDEMPOTENCY_MESSAGES.alreadyPlaced } }
	// A replay of a booking that is already confirmed needs nothing more.
	if (booking.confirmedAt) return { ok: true, booking, replayed, next: { kind: 'confirmed' } }
	const next = await order.provider.begin(booking, { db, now: ctx.now, publicUrl: ctx.publicUrl, javascript: ctx.javascript })
	return { ok: true, booking: { ...booking, confirmedAt: next.kind === 'confirmed' ? ctx.now.toISOString() : booking.confirmedAt }, replayed, next }
}
