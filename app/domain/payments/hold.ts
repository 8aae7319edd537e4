// The slot spot of a card booking is held while the customer pays; if the payment never
// completes the hold runs out and frees the spot (15 minutes).
export const PAYMENT_HOLD_MINUTES = 15
const MINUTE = 60_000

/** When a hold taken at `heldAt` runs out. */
export function holdExpiresAt(heldAt: Date): Date {
	return new Date(heldAt.getTime() + PAYMENT_HOLD_MINUTES * MINUTE)
}

/** Whether the hold with this expiry has run out at `now` (the expiry instant itself counts as run out). */
export function isHoldExpired(expiresAt: Date, now: Date): boolean {
	return now.getTime() >= expiresAt.getTime()
}

/**
 * Stripe refuses a Checkout Session that expires sooner than 30 minutes after it is created,
 * so the no-JavaScript session outlives the 15-minute hold: the expiry sweep must expire the
 * session (and cancel a PaymentIntent) at Stripe BEFORE it frees the spot, and a payment that
 * still slips through lands in refund_due (see payment-state.ts).
 * The expiry is derived from the hold, not from "now", so re-creating the session for the same
 * booking sends identical parameters and the idempotency key returns the first session.
 * One minute of margin covers the request's travel time to Stripe.
 */
export const CHECKOUT_SESSION_MIN_MINUTES = 30

export function checkoutSessionExpiresAt(heldAt: Date): Date {
	return new Date(heldAt.getTime() + (CHECKOUT_SESSION_MIN_MINUTES + 1) * MINUTE)
}
