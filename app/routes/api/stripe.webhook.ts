import { apiRoute, problem } from '#app/lib/http/api-route.server'
import { getLogger } from '#app/lib/logger.server'
import { readBytes } from '#app/lib/multipart.server'
import { getStripe, stripeSettings } from '#app/lib/payments/stripe-client.server'
import { readStripeWebhook } from '#app/lib/payments/stripe-webhook.server'
import { recordPaymentFailure, settleStripePayment } from '#app/domain/payments/card-payments.server'
import { WebhookAnswer } from './api-answers'

// POST /api/stripe/webhook: payment_intent.succeeded, checkout.session.completed and
// payment_intent.payment_failed. The signature is checked over the raw body; a success is
// believed only after the PaymentIntent (or Checkout Session) is retrieved from Stripe and
// checked against the booking. The same event five times, or events out of order, change the
// booking once (confirmBooking confirms once; a failure never undoes a payment).

/** Stripe's events are a few KB; this is the largest body any non-upload request may have. */
const WEBHOOK_BODY_BYTES = 1024 * 1024

export const action = apiRoute({
	method: 'POST',
	summary: 'Stripe\'s signed payment events',
	answer: WebhookAnswer,
	before: () => (stripeSettings() && getStripe() ? null : problem(404, 'Card payments are not set up.')),
	handler: async ({ db, request }) => {
		const settings = stripeSettings()!
		const stripe = getStripe()!
		// the signature is over the exact bytes sent, so the body is read raw, not parsed
		const rawBody = Buffer.from(await readBytes(request, { maxBytes: WEBHOOK_BODY_BYTES }))
		const reading = readStripeWebhook({ stripe, rawBody, signature: request.headers.get('Stripe-Signature'), secret: settings.webhookSecret })
		if (!reading.ok) return problem(400, `Webhook refused: ${reading.reason}.`)
		const { webhook } = reading
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
			return problem(503, 'The webhook could not be handled now; please retry.')
		}
		return { received: true }
	},
})
export const loader = action
