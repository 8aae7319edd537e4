import type Stripe from 'stripe'

// How our bookings are named inside Stripe: the metadata key that carries the booking reference
// on PaymentIntents, Checkout Sessions and Refunds, and the idempotency keys of the calls we make.

/** Stripe's metadata key that carries our booking reference on PaymentIntents and Checkout Sessions. */
export const BOOKING_REFERENCE_KEY = 'booking_reference'

/** The booking reference a PaymentIntent or Checkout Session was created for, if any. */
export function bookingReferenceOf(object: { metadata: Stripe.Metadata | null }) {
	const reference = object.metadata?.[BOOKING_REFERENCE_KEY]
	return typeof reference === 'string' && reference !== '' ? reference : null
}

/**
 * Idempotency keys: one per booking, amount and kind of object, so a double click, a retry or
 * a second tab re-uses the first PaymentIntent/Session instead of charging twice; a changed
 * amount gets a new key (Stripe refuses a key re-used with different parameters).
 * Stripe keeps keys for 24 hours and allows 255 characters.
 */
export function paymentIntentIdempotencyKey(bookingReference: string, amount: number) {
	return idempotencyKey('payment-intent', bookingReference, amount)
}

export function checkoutSessionIdempotencyKey(bookingReference: string, amount: number) {
	return idempotencyKey('checkout-session', bookingReference, amount)
}

/** `refundNumber` counts the refunds of one booking (1, 2 …), so a second partial refund is a new request. */
export function refundIdempotencyKey(bookingReference: string, refundNumber: number) {
	return idempotencyKey('refund', bookingReference, refundNumber)
}

function idempotencyKey(kind: string, bookingReference: string, n: number) {
	if (!/^[A-Za-z0-9_-]{1,100}$/.test(bookingReference)) {
		throw new Error(`A booking reference must be 1 to 100 letters, digits, _ or -: got "${bookingReference}"`)
	}
	if (!Number.isSafeInteger(n) || n < 0) throw new Error(`Expected a whole number, got ${n}`)
	return `${kind}:${bookingReference}:${n}`
}
