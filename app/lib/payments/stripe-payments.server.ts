import Stripe from 'stripe'
import { BOOKING_REFERENCE_KEY, checkoutSessionIdempotencyKey, paymentIntentIdempotencyKey, refundIdempotencyKey } from './stripe-keys'

// The Stripe calls a card booking makes, each with the booking reference in metadata and an
// idempotency key derived from the booking, so a repeat returns the first object. The card
// payment lifecycle (app/domain/payments) decides what to charge, when, and what a retrieved
// payment means; these know nothing of the database, of Requests or of the shop's rules.

export interface BookingCharge {
	bookingReference: string
	/** cents, from chargeAmount(quote.finalAmount) */
	amount: number
	/** lower-case ISO code, as Stripe speaks it ('aud') */
	currency: string
	/** shown on the Stripe receipt and in the dashboard, e.g. 'Tyre fitting booking BK-7Q2M' */
	description: string
	receiptEmail?: string | null
}

/** With JavaScript: a PaymentIntent the Payment Element confirms (cards, Afterpay/Clearpay, Zip where the account has them). */
export async function createBookingPaymentIntent(stripe: Stripe, charge: BookingCharge) {
	const intent = await stripe.paymentIntents.create(
		{
			amount: charge.amount,
			currency: charge.currency,
			automatic_payment_methods: { enabled: true },
			description: charge.description,
			...(charge.receiptEmail ? { receipt_email: charge.receiptEmail } : {}),
			metadata: { [BOOKING_REFERENCE_KEY]: charge.bookingReference },
		},
		{ idempotencyKey: paymentIntentIdempotencyKey(charge.bookingReference, charge.amount) },
	)
	if (!intent.client_secret) throw new Error(`Stripe returned PaymentIntent ${intent.id} without a client secret`)
	return { paymentIntentId: intent.id, clientSecret: intent.client_secret, status: intent.status }
}

export interface BookingCheckout extends BookingCharge {
	/** when Stripe stops taking payment; derived from the hold, so a repeat sends identical parameters */
	expiresAt: Date
	/** absolute URL; may contain {CHECKOUT_SESSION_ID}, which Stripe fills in */
	successUrl: string
	cancelUrl: string
}

/**
 * Without JavaScript: a hosted Checkout Session for the same amount and booking. One line for
 * the whole booking, because the amount must be exactly the final amount (after shipping, the
 * flexible-slot discount and a coupon, which Checkout lines cannot express).
 */
export async function createBookingCheckoutSession(stripe: Stripe, checkout: BookingCheckout) {
	const metadata = { [BOOKING_REFERENCE_KEY]: checkout.bookingReference }
	const session = await stripe.checkout.sessions.create(
		{
			mode: 'payment',
			line_items: [
				{
					price_data: { currency: checkout.currency, unit_amount: checkout.amount, product_data: { name: checkout.description } },
					quantity: 1,
				},
			],
			client_reference_id: checkout.bookingReference,
			metadata,
			payment_intent_data: { metadata, description: checkout.description },
			...(checkout.receiptEmail ? { customer_email: checkout.receiptEmail } : {}),
			success_url: checkout.successUrl,
			cancel_url: checkout.cancelUrl,
			expires_at: Math.floor(checkout.expiresAt.getTime() / 1000),
		},
		{ idempotencyKey: checkoutSessionIdempotencyKey(checkout.bookingReference, checkout.amount) },
	)
	if (!session.url) throw new Error(`Stripe returned Checkout Session ${session.id} without a URL`)
	return { checkoutSessionId: session.id, url: session.url }
}

/** The PaymentIntent as Stripe has it now (never trust a browser's or a webhook body's copy). */
export async function retrievePaymentIntent(stripe: Stripe, paymentIntentId: string): Promise<Stripe.PaymentIntent> {
	return stripe.paymentIntents.retrieve(paymentIntentId)
}

/** The Checkout Session as Stripe has it now, with its PaymentIntent expanded. */
export async function retrieveCheckoutSession(stripe: Stripe, checkoutSessionId: string): Promise<Stripe.Checkout.Session> {
	return stripe.checkout.sessions.retrieve(checkoutSessionId, { expand: ['payment_intent'] })
}

export type StopResult =
	/** nothing can be paid any more: the hold may be released */
	| 'stopped'
	/** the payment went through first: verify and confirm the booking instead of releasing it */
	| 'already_paid'
	/**
	 * the Checkout Session completed with a delayed method (e.g. BECS direct debit, if the owner
	 * ever enables one): money may still arrive, so keep the hold until Stripe says more
	 */
	| 'processing'

/**
 * Hold expiry: make sure Stripe can no longer take money for the booking BEFORE the spot is
 * freed: cancel the PaymentIntent, expire the Checkout Session.
 */
export async function stopBookingPayment(
	stripe: Stripe,
	payment: { paymentIntentId?: string | null; checkoutSessionId?: string | null },
): Promise<StopResult> {
	if (payment.checkoutSessionId) {
		const session = await stripe.checkout.sessions.retrieve(payment.checkoutSessionId)
		if (session.status === 'complete') return session.payment_status === 'paid' ? 'already_paid' : 'processing'
		if (session.status === 'open') {
			try {
				await stripe.checkout.sessions.expire(session.id)
			} catch (error) {
				// completed between our read and the expire
				const again = await stripe.checkout.sessions.retrieve(session.id)
				if (again.status === 'complete') return again.payment_status === 'paid' ? 'already_paid' : 'processing'
				if (again.status !== 'expired') throw error
			}
		}
	}
	if (payment.paymentIntentId) {
		const intent = await stripe.paymentIntents.retrieve(payment.paymentIntentId)
		if (intent.status === 'succeeded') return 'already_paid'
		if (intent.status !== 'canceled') {
			try {
				await stripe.paymentIntents.cancel(intent.id, { cancellation_reason: 'abandoned' })
			} catch (error) {
				const again = await stripe.paymentIntents.retrieve(intent.id)
				if (again.status === 'succeeded') return 'already_paid'
				if (again.status !== 'canceled') throw error
			}
		}
	}
	return 'stopped'
}

export interface BookingRefund {
	paymentIntentId: string
	bookingReference: string
	/** 1 for the booking's first refund, 2 for a second …: part of the idempotency key */
	refundNumber: number
	/** cents; omit for the whole remaining amount */
	amount?: number
	reason?: Stripe.RefundCreateParams.Reason
}

/** Refunds (part of) a booking's payment; the caller records the returned refund by its id. */
export async function refundBookingPayment(stripe: Stripe, refund: BookingRefund): Promise<Stripe.Refund> {
	return stripe.refunds.create(
		{
			payment_intent: refund.paymentIntentId,
			...(refund.amount === undefined ? {} : { amount: refund.amount }),
			reason: refund.reason ?? 'requested_by_customer',
			metadata: { [BOOKING_REFERENCE_KEY]: refund.bookingReference },
		},
		{ idempotencyKey: refundIdempotencyKey(refund.bookingReference, refund.refundNumber) },
	)
}

/**
 * spec §8 'Card provider error: its own message': Stripe's text when it is meant for the
 * customer (a card error), else null so the caller shows the generic message. Never an
 * internal error's text (it may name keys, ids or parameters).
 */
export function customerFacingStripeMessage(error: unknown): string | null {
	if (error instanceof Stripe.errors.StripeCardError && error.message) return error.message
	return null
}
