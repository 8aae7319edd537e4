// spec §9: 'Payment amount is the final total in cents, rounded. Currency AUD.'
// Stripe speaks lower-case ISO currency codes.
export const PAYMENT_CURRENCY = 'aud'

/** Stripe's smallest AUD charge ($0.50); below it Stripe answers amount_too_small. */
export const MIN_CHARGE_CENTS = 50
/** Stripe's largest AUD charge ($999,999.99). */
export const MAX_CHARGE_CENTS = 99_999_999

export type ChargeAmount =
	| { ok: true; amount: number; currency: typeof PAYMENT_CURRENCY }
	| { ok: false; reason: 'not_a_number' | 'too_small' | 'too_large' }

/**
 * What to charge for a booking, from the final amount the pricing module computed (cents).
 * Rounds to a whole cent (the amount a card can be charged); refuses what Stripe would refuse,
 * so a zero-dollar order (a 100 % coupon) goes another way instead of failing at Stripe.
 */
export function chargeAmount(finalAmountCents: number): ChargeAmount {
	if (!Number.isFinite(finalAmountCents)) return { ok: false, reason: 'not_a_number' }
	const amount = Math.round(finalAmountCents)
	if (amount < MIN_CHARGE_CENTS) return { ok: false, reason: 'too_small' }
	if (amount > MAX_CHARGE_CENTS) return { ok: false, reason: 'too_large' }
	return { ok: true, amount, currency: PAYMENT_CURRENCY }
}

/**
 * spec §7: POST /api/stripe/create-payment-intent sends {amount, phone}. The server charges its
 * own computation whatever the client sent; this only says whether the client's figure agreed
 * (a disagreement is worth logging: a stale page or a tampered request).
 */
export function clientAmountAgrees(clientAmount: unknown, serverAmount: number) {
	return typeof clientAmount === 'number' && Number.isFinite(clientAmount) && Math.round(clientAmount) === serverAmount
}

/** Stripe's metadata key that carries our booking reference on PaymentIntents and Checkout Sessions. */
export const BOOKING_REFERENCE_KEY = 'booking_reference'

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
