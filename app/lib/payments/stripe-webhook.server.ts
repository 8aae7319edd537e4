import Stripe from 'stripe'
import { currentTimeMs } from '#app/lib/clock.server'
import { bookingReferenceOf } from './stripe-keys'

// Stripe webhooks: verify the signature over the RAW body (the exact bytes Stripe sent; a
// re-serialised JSON object never verifies), then reduce the three events we act on to a small
// typed result. What to do with it (retrieve the PaymentIntent, run the payment state machine)
// is the caller's job; this module only answers "is it Stripe, and what does it say".

export const WEBHOOK_TOLERANCE_SECONDS = 300 // Stripe's default: 5 minutes

/** What the two PaymentIntent events say alike: which intent, for which booking. */
interface IntentWebhook {
	eventId: string
	paymentIntentId: string
	bookingReference: string | null
	paymentIntent: Stripe.PaymentIntent
}

export type StripeWebhook =
	| ({ kind: 'payment_intent.succeeded' } & IntentWebhook)
	| ({
			kind: 'payment_intent.payment_failed'
			/** Stripe's own text for the decline, e.g. 'Your card was declined.' */
			failureMessage: string | null
	  } & IntentWebhook)
	| {
			kind: 'checkout.session.completed'
			eventId: string
			checkoutSessionId: string
			paymentIntentId: string | null
			bookingReference: string | null
			session: Stripe.Checkout.Session
	  }
	/** a genuine Stripe event we do not act on: answer 2xx so Stripe stops sending it */
	| { kind: 'ignored'; eventId: string; type: string }

export type WebhookRejection =
	/** no Stripe-Signature header */
	| 'missing_signature'
	/** a header without t= or v1= */
	| 'malformed_signature'
	/** signed with another secret, or the body was changed on the way (the two look the same) */
	| 'signature_mismatch'
	/** correctly signed, but too long ago (or in the future): a replay */
	| 'stale_timestamp'
	/** correctly signed but not an event we can read */
	| 'invalid_payload'

export type WebhookReading = { ok: true; webhook: StripeWebhook } | { ok: false; reason: WebhookRejection }

export interface ReadWebhookInput {
	stripe: Stripe
	/** the request body exactly as received: `Buffer.from(await request.arrayBuffer())` */
	rawBody: string | Buffer
	/** the Stripe-Signature header */
	signature: string | null
	/** STRIPE_WEBHOOK_SECRET (whsec_…) */
	secret: string
	toleranceSeconds?: number
	/** milliseconds, for tests; default Date.now() */
	now?: number
}

export function readStripeWebhook({
	stripe,
	rawBody,
	signature,
	secret,
	toleranceSeconds = WEBHOOK_TOLERANCE_SECONDS,
	now = currentTimeMs(),
}: ReadWebhookInput): WebhookReading {
	if (!signature) return { ok: false, reason: 'missing_signature' }
	const timestamp = signedAt(signature)
	if (timestamp === null) return { ok: false, reason: 'malformed_signature' }

	let event: Stripe.Event
	try {
		// The SDK checks the signature; its age is checked below, so a stale but genuine event is told
		// apart from a forged one (the SDK checks age only after the signature, with one message each).
		event = stripe.webhooks.constructEvent(rawBody, signature, secret, toleranceSeconds, undefined, timestamp * 1000)
	} catch (error) {
		if (error instanceof Stripe.errors.StripeSignatureVerificationError) return { ok: false, reason: 'signature_mismatch' }
		if (error instanceof SyntaxError) return { ok: false, reason: 'invalid_payload' }
		throw error
	}
	if (Math.abs(Math.floor(now / 1000) - timestamp) > toleranceSeconds) return { ok: false, reason: 'stale_timestamp' }
	if (!isEvent(event)) return { ok: false, reason: 'invalid_payload' }
	return { ok: true, webhook: describeEvent(event) }
}

/** The t= of a Stripe-Signature header, when it also has a v1 signature. */
function signedAt(header: string): number | null {
	let timestamp: number | null = null
	let hasSignature = false
	for (const part of header.split(',')) {
		const [name, value] = part.trim().split('=', 2)
		if (name === 't' && value && /^\d{1,12}$/.test(value)) timestamp = Number(value)
		if (name === 'v1' && value) hasSignature = true
	}
	return hasSignature ? timestamp : null
}

function isEvent(event: unknown): event is Stripe.Event {
	if (typeof event !== 'object' || event === null) return false
	const { id, type, data } = event as Record<string, unknown>
	if (typeof id !== 'string' || typeof type !== 'string' || typeof data !== 'object' || data === null) return false
	const object = (data as Record<string, unknown>).object
	return typeof object === 'object' && object !== null && typeof (object as Record<string, unknown>).id === 'string'
}

function intentWebhook(eventId: string, intent: Stripe.PaymentIntent): IntentWebhook {
	return { eventId, paymentIntentId: intent.id, bookingReference: bookingReferenceOf(intent), paymentIntent: intent }
}

function describeEvent(event: Stripe.Event): StripeWebhook {
	switch (event.type) {
		case 'payment_intent.succeeded':
			return { kind: event.type, ...intentWebhook(event.id, event.data.object) }
		case 'payment_intent.payment_failed': {
			const intent = event.data.object
			return { kind: event.type, ...intentWebhook(event.id, intent), failureMessage: intent.last_payment_error?.message ?? null }
		}
		case 'checkout.session.completed': {
			const session = event.data.object
			const intent = session.payment_intent
			return {
				kind: event.type,
				eventId: event.id,
				checkoutSessionId: session.id,
				paymentIntentId: typeof intent === 'string' ? intent : (intent?.id ?? null),
				bookingReference: bookingReferenceOf(session),
				session,
			}
		}
		default:
			return { kind: 'ignored', eventId: event.id, type: event.type }
	}
}
