import type Stripe from 'stripe'
import { retrieveCheckoutSession, retrievePaymentIntent } from '#app/lib/payments/stripe-payments.server'
import { checkCheckoutSession, checkPaymentIntent, type ExpectedPayment, type PaymentCheck } from './verify'

// The return URL and the webhook alike retrieve the payment from Stripe and run the pure checks
// of verify.ts on what Stripe answers.

/** Retrieves the PaymentIntent from Stripe and checks it pays for the booking. */
export async function verifyBookingPaymentIntent(
	stripe: Stripe,
	paymentIntentId: string,
	expected: ExpectedPayment,
): Promise<{ check: PaymentCheck; intent: Stripe.PaymentIntent }> {
	const intent = await retrievePaymentIntent(stripe, paymentIntentId)
	return { check: checkPaymentIntent(intent, expected), intent }
}

/** Retrieves the Checkout Session with its PaymentIntent and checks both. */
export async function verifyBookingCheckoutSession(
	stripe: Stripe,
	checkoutSessionId: string,
	expected: ExpectedPayment,
): Promise<{ check: PaymentCheck; session: Stripe.Checkout.Session }> {
	const session = await retrieveCheckoutSession(stripe, checkoutSessionId)
	const check = checkCheckoutSession(session, expected)
	if (check.confirmed && typeof session.payment_intent === 'object' && session.payment_intent !== null) {
		// belt and braces: the charge itself must agree with the session
		const intentCheck = checkPaymentIntent(session.payment_intent, expected)
		if (!intentCheck.confirmed) return { check: intentCheck, session }
	}
	return { check, session }
}
