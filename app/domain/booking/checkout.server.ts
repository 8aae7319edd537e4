import type { PaymentNext, PaymentProvider } from '#app/domain/payments/provider'
import { availablePaymentProviders, findPaymentProvider } from '#app/domain/payments/providers.server'
import { getShopSettings } from '#app/domain/settings/settings.server'
import type { Db } from '#app/lib/db.server'
import { getEnv } from '#app/lib/env.server'
import { noticeBookingBurst } from './booking-caps.server'
import { bookingLimitLeft, takeBookingAttempt, tooManyBookingsMessage } from './booking-limits.server'
import { CODE_HOLD_MINUTES, codeChannelFor, sendBookingCode } from './booking-verification.server'
import type { CheckoutInput } from './checkout-schema'
import {
	type BookingCaller,
	type BookingProblem,
	type BookingProblemField,
	type BookingRequest,
	IDEMPOTENCY_MESSAGES,
	placeBooking,
	placedByCaller,
	type PlacedBooking,
} from './place-booking.server'

// The one path from a validated checkout to a booking, for every entry point (the /checkout
// form, POST /api/booking/confirm, POST /api/bookings/create): count the attempt against the
// client's booking limit, find the payment method the shop offers now, place the booking (with
// the daily caps on unverified bookings and, for a logged-in customer, the account, in its one
// transaction), then hand it to the payment provider. A refusal comes back typed, with the HTTP
// status that fits it; the entry points only put it into their own answer format.

export interface CheckoutOrder {
	/** the validated checkout; input.paymentMethod is the way the customer chose to pay */
	input: CheckoutInput
	lines: BookingRequest['lines']
	services?: BookingRequest['services']
	couponCode: string | null
	cartId: string | null
	idempotencyKey: string
	/** the logged-in customer booking for themselves, if any */
	userId?: number | null
	/** who sends this request: on a replay, only the one who placed the booking sees it again */
	caller: BookingCaller
	/** the client's network address, for the booking limit and the daily caps on unverified bookings */
	clientAddress?: string | null
}

export interface CheckoutContext {
	now: Date
	timeZone: string
	publicUrl: string
	javascript: boolean
	/** the ways to pay on offer; by default the shop's own (settings and Stripe keys) */
	providers?: PaymentProvider[]
}

/** verify-code: the booking holds its spot until the customer enters the code sent to them (on /order) */
export type CheckoutNext = PaymentNext | { kind: 'verify-code' }

/** payment: the chosen way to pay is not on offer now; rate: too many bookings from this client */
export type CheckoutProblemField = BookingProblemField | 'payment' | 'rate'
export interface CheckoutProblem extends Omit<BookingProblem, 'field'> {
	field: CheckoutProblemField
	/** rate: seconds until this client may book again */
	retryAfterSeconds?: number
}

export type CheckoutStatus = 400 | 409 | 429

export type CheckoutResult =
	| { ok: true; booking: PlacedBooking; replayed: boolean; next: CheckoutNext }
	| { ok: false; problem: CheckoutProblem; status: CheckoutStatus }

/**
 * The HTTP status for a problem: 429 for a limit, 409 when the state of the shop (or of the
 * idempotency key) refuses it (the slot, stock, a way to pay that is switched off), else 400.
 */
export function checkoutProblemStatus(problem: Pick<CheckoutProblem, 'field'>): CheckoutStatus {
	switch (problem.field) {
		case 'limit':
		case 'rate':
			return 429
		case 'slot':
		case 'lines':
		case 'conflict':
		case 'payment':
			return 409
		default:
			return 400
	}
}

function refused(problem: CheckoutProblem): CheckoutResult {
	return { ok: false, problem, status: checkoutProblemStatus(problem) }
}

export type CheckoutRefusal = Extract<CheckoutResult, { ok: false }>

/**
 * A client already over its booking limit, refused before its request is even read (nothing is
 * counted; checkout() counts the attempts it takes). Null while the client may still try.
 */
export async function refusedBeforeReading(clientAddress: string | null | undefined): Promise<CheckoutRefusal | null> {
	const left = await bookingLimitLeft(clientAddress)
	if (left.ok) return null
	return { ok: false, status: 429, problem: { field: 'rate', message: tooManyBookingsMessage(left.retryAfterSeconds), retryAfterSeconds: left.retryAfterSeconds } }
}

export const PAYMENT_UNAVAILABLE = {
	card: 'Card payment is not available.',
	payOnTheDay: (phone: string) => `Pay on the day is not available at the moment. Please call ${phone}.`,
} as const

async function paymentProvider(db: Db, order: CheckoutOrder, ctx: CheckoutContext): Promise<{ ok: true; provider: PaymentProvider } | { ok: false; problem: CheckoutProblem }> {
	const settings = ctx.providers ? null : await getShopSettings(db, getEnv())
	const providers = ctx.providers ?? (settings ? availablePaymentProviders({ settings }) : [])
	const provider = findPaymentProvider(providers, order.input.paymentMethod)
	if (provider) return { ok: true, provider }
	if (order.input.paymentMethod === 'card') return { ok: false, problem: { field: 'payment', message: PAYMENT_UNAVAILABLE.card } }
	const { phone } = settings ?? (await getShopSettings(db, getEnv()))
	return { ok: false, problem: { field: 'payment', message: PAYMENT_UNAVAILABLE.payOnTheDay(phone) } }
}

export function bookingRequest(order: CheckoutOrder, provider: Pick<PaymentProvider, 'method' | 'newBooking'>): BookingRequest {
	const { input } = order
	return {
		lines: order.lines,
		services: order.services ?? [],
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
		paymentMethod: provider.method,
		idempotencyKey: order.idempotencyKey,
		cartId: order.cartId,
		payment: provider.newBooking,
		userId: order.userId ?? null,
		clientAddress: order.clientAddress ?? null,
	}
}

export async function checkout(db: Db, order: CheckoutOrder, ctx: CheckoutContext): Promise<CheckoutResult> {
	const attempt = await takeBookingAttempt(order.clientAddress, ctx.now)
	if (!attempt.ok) return refused({ field: 'rate', message: tooManyBookingsMessage(attempt.retryAfterSeconds), retryAfterSeconds: attempt.retryAfterSeconds })
	const payment = await paymentProvider(db, order, ctx)
	if (!payment.ok) return refused(payment.problem)
	const { provider } = payment
	const request = bookingRequest(order, provider)
	// With SMS or SMTP set, pay on the day is confirmed by a code (a logged-in customer's phone
	// is already proven); the spot is held meanwhile.
	const channel = request.paymentMethod === 'pay_on_the_day' && !request.userId ? codeChannelFor(request.customer.phone.e164) : null
	if (channel) request.payment = { paymentStatus: 'unverified', holdMinutes: CODE_HOLD_MINUTES }
	const placed = await placeBooking(db, request, { now: ctx.now, timeZone: ctx.timeZone })
	if (!placed.ok) {
		if (placed.problem.field === 'limit') await noticeBookingBurst(db, request.customer, { now: ctx.now, timeZone: ctx.timeZone })
		return refused(placed.problem)
	}
	const { booking, replayed } = placed
	// The same request again from someone else (a shared or leaked key) learns nothing: no link,
	// no payment secret, no confirmation on their terms.
	if (replayed && !placedByCaller(booking, order.caller)) return refused({ field: 'conflict', message: IDEMPOTENCY_MESSAGES.alreadyPlaced })
	// A replay of a booking that is already confirmed needs nothing more.
	if (booking.confirmedAt) return { ok: true, booking, replayed, next: { kind: 'confirmed' } }
	if (booking.paymentStatus === 'unverified') {
		if (!replayed && channel) await sendBookingCode(db, booking.reference, channel, { now: ctx.now })
		return { ok: true, booking, replayed, next: { kind: 'verify-code' } }
	}
	const next = await provider.begin(booking, { db, now: ctx.now, publicUrl: ctx.publicUrl, javascript: ctx.javascript })
	return { ok: true, booking: { ...booking, confirmedAt: next.kind === 'confirmed' ? ctx.now.toISOString() : booking.confirmedAt }, replayed, next }
}
