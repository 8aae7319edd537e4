import type { Route } from './+types/api.stripe.webhook'
import { getDb } from '#app/lib/db.server'
import { jsonError, jsonOk, methodNotAllowed } from '#app/lib/json-request.server'
import { getLogger } from '#app/lib/logger.server'
import { getStripe, stripeSettings } from '#app/lib/payments/stripe-client.server'
import { readStripeWebhook } from '#app/lib/payments/stripe-webhook.server'
import { recordPaymentFailure, settleStripePayment } from '#app/lib/payments/stripe.server'

// POST /api/stripe/webhook (issue 5): payment_intent.succeeded, checkout.session.completed and
// payment_intent.payment_failed. The signature is checked over the raw body; a success is
// believed only after the PaymentIntent (or Checkout Session) is retrieved from Stripe and
// checked against the booking. The same event five times, or events out of order, change the
// booking once (confirmBooking confirms once; a failure never undoes a payment).

export function loader() {
	return methodNotAllowed('POST')
}

export async function action({ request }: Route.ActionArgs) {
	if (request.method !== 'POST') return methodNotAllowed('POST')
	const settings = stripeSettings()
	const stripe = getStripe()
	if (!settings || !stripe) return jsonError('Card payments are not set up.', 404)
	const rawBody = Buffer.from(await request.arrayBuffer())
	const reading = readStripeWebhook({ stripe, rawBody, signature: request.headers.get('Stripe-Signature'), secret: settings.webhookSecret })
	if (!reading.ok) return jsonError(`Webhook refused: ${reading.reason}.`, 400)
	const { webhook } = reading
	const db = getDb()
	try {
		if (webhook.kind === 'payment_intent.succeeded' && webhook.bookingReference) {
			await settleStripePayment(db, stripe, webhook.bookingReference, { paymentIntentId: webhook.paymentIntentId })
		} else if (webhook.kind === 'checkout.session.completed' && webhook.bookingReference) {
			await settleStripePayment(db, stripe, webhook.bookingReference, { checkoutSessionId: webhook.checkoutSessionId })
		} else if (webhook.kind === 'payment_intent.payment_failed' && webhook.bookingReference) {
			await recordPaymentFailure(db, webhook.bookingReference)
		}
	} catch (error) {
		// Stripe retries a 5xx for days: right for a passing outage of Stripe's API or ours.
		getLogger().error({ err: error, eventId: webhook.eventId }, 'Stripe webhook could not be handled')
		return jsonError('The webhook could not be handled now; please retry.', 503)
	}
	return jsonOk({ received: true })
}
