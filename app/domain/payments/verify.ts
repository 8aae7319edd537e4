import type Stripe from 'stripe'
import { BOOKING_REFERENCE_KEY } from '#app/lib/payments/stripe-keys'
import { PAYMENT_CURRENCY } from './amount'

// ARCHITECTURE (Payments): a booking is confirmed only after the server has retrieved the
// payment from Stripe and seen it succeed for exactly the amount and currency it computed.
// These checks are pure: the caller retrieves the object (never trusts a browser or a webhook
// body alone) and passes it in.

/** What the shop expects to have been paid for one booking. */
export interface ExpectedPayment {
	bookingReference: string
	/** cents, as charged (see chargeAmount) */
	amount: number
	currency?: string
}

/** The fields of a PaymentIntent the checks read (a retrieved Stripe.PaymentIntent has them all). */
export type IntentForCheck = Pick<Stripe.PaymentIntent, 'id' | 'status' | 'amount' | 'amount_received' | 'currency' | 'metadata'>

/** The fields of a Checkout Session the checks read. */
export type SessionForCheck = Pick<
	Stripe.Checkout.Session,
	'id' | 'status' | 'payment_status' | 'amount_total' | 'currency' | 'metadata' | 'client_reference_id' | 'payment_intent'
>

export type PaymentCheck =
	| { confirmed: true; paymentIntentId: string }
	| {
			confirmed: false
			/**
			 * other_booking: the payment carries another (or no) booking reference: not ours to act on.
			 * not_paid: nothing taken (yet).
			 * wrong_amount / wrong_currency: money WAS taken but not what this booking costs: never
			 * confirm; refund it and tell the owner.
			 */
			reason: 'other_booking' | 'not_paid' | 'wrong_amount' | 'wrong_currency'
			/** true when the customer's money was taken, so the caller must refund it */
			moneyTaken: boolean
	  }

/** Whether a retrieved PaymentIntent pays for the booking. */
export function checkPaymentIntent(intent: IntentForCheck, expected: ExpectedPayment): PaymentCheck {
	if (intent.metadata?.[BOOKING_REFERENCE_KEY] !== expected.bookingReference) {
		return { confirmed: false, reason: 'other_booking', moneyTaken: false }
	}
	if (intent.status !== 'succeeded') return { confirmed: false, reason: 'not_paid', moneyTaken: false }
	if (!sameCurrency(intent.currency, expected)) return { confirmed: false, reason: 'wrong_currency', moneyTaken: true }
	if (intent.amount !== expected.amount || intent.amount_received !== expected.amount) {
		return { confirmed: false, reason: 'wrong_amount', moneyTaken: true }
	}
	return { confirmed: true, paymentIntentId: intent.id }
}

/** Whether a retrieved Checkout Session (the no-JavaScript path) pays for the booking. */
export function checkCheckoutSession(session: SessionForCheck, expected: ExpectedPayment): PaymentCheck {
	const reference = session.metadata?.[BOOKING_REFERENCE_KEY]
	if (reference !== expected.bookingReference || session.client_reference_id !== expected.bookingReference) {
		return { confirmed: false, reason: 'other_booking', moneyTaken: false }
	}
	const paymentIntentId = idOf(session.payment_intent)
	if (session.status !== 'complete' || session.payment_status !== 'paid' || !paymentIntentId) {
		return { confirmed: false, reason: 'not_paid', moneyTaken: false }
	}
	if (!session.currency || !sameCurrency(session.currency, expected)) {
		return { confirmed: false, reason: 'wrong_currency', moneyTaken: true }
	}
	if (session.amount_total !== expected.amount) return { confirmed: false, reason: 'wrong_amount', moneyTaken: true }
	return { confirmed: true, paymentIntentId }
}

function sameCurrency(currency: string, expected: ExpectedPayment) {
	return currency.toLowerCase() === (expected.currency ?? PAYMENT_CURRENCY).toLowerCase()
}

function idOf(value: string | { id: string } | null) {
	return typeof value === 'string' ? value : (value?.id ?? null)
}

export type IntentOutcome = 'succeeded' | 'failed' | 'pending' | 'canceled'

/**
 * Where a PaymentIntent stands for the customer: a declined attempt puts it back to
 * requires_payment_method with last_payment_error set (the customer may try again);
 * requires_action (3-D Secure), processing and the like are still pending.
 */
export function intentOutcome(intent: Pick<Stripe.PaymentIntent, 'status' | 'last_payment_error'>): IntentOutcome {
	switch (intent.status) {
		case 'succeeded':
			return 'succeeded'
		case 'canceled':
			return 'canceled'
		case 'requires_payment_method':
			return intent.last_payment_error ? 'failed' : 'pending'
		default:
			return 'pending'
	}
}
