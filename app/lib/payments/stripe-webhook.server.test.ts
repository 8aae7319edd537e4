import Stripe from 'stripe'
import { afterAll, beforeAll, beforeEach, describe, expect, test } from 'vitest'
import { startFakeStripe, testWebhookSecret, type FakeStripe, type HandledEvent } from '#tests/fakes/stripe/index'
import { readStripeWebhook } from './stripe-webhook.server'

const secret = testWebhookSecret()
let fake: FakeStripe
let stripe: Stripe

beforeAll(async () => {
	fake = await startFakeStripe()
	stripe = new Stripe('sk_test_webhooks', { ...fake.sdkOptions, maxNetworkRetries: 0 })
})
afterAll(async () => {
	await fake.stop()
})
beforeEach(() => fake.reset())

let n = 0
async function paidIntentEvent(): Promise<HandledEvent> {
	const intent = await stripe.paymentIntents.create(
		{ amount: 23_990, currency: 'aud', metadata: { booking_reference: 'BK-7Q2M' } },
		{ idempotencyKey: `webhook-test-${++n}` },
	)
	fake.succeedPaymentIntent(intent.id)
	return fake.events().at(-1)!
}

const nowSeconds = () => Math.floor(Date.now() / 1000)

/** What Stripe would POST: the JSON body and its Stripe-Signature header, made with the SDK. */
function signed(event: unknown, options: { secret?: string; timestamp?: number } = {}) {
	const rawBody = JSON.stringify(event, null, 2)
	const signature = stripe.webhooks.generateTestHeaderString({
		payload: rawBody,
		secret: options.secret ?? secret,
		timestamp: options.timestamp ?? nowSeconds(),
	})
	return { rawBody, signature }
}

function read(delivery: { rawBody: string | Buffer; signature: string | null }, now?: number) {
	return readStripeWebhook({ stripe, secret, ...delivery, ...(now === undefined ? {} : { now }) })
}

describe('signature', () => {
	test('a genuine payment_intent.succeeded is read, from a string or the raw bytes', async () => {
		const event = await paidIntentEvent()
		const delivery = signed(event)
		const reading = read(delivery)
		expect(reading).toMatchObject({
			ok: true,
			webhook: { kind: 'payment_intent.succeeded', eventId: event.id, paymentIntentId: event.data.object.id, bookingReference: 'BK-7Q2M' },
		})
		expect(read({ ...delivery, rawBody: Buffer.from(delivery.rawBody, 'utf8') })).toEqual(reading)
	})

	test('good, wrong secret, tampered body, stale, future, missing and malformed are told apart', async () => {
		const event = await paidIntentEvent()
		const good = signed(event)
		const tampered = { ...good, rawBody: good.rawBody.replace('"amount": 23990', '"amount": 100') }
		expect(tampered.rawBody).not.toBe(good.rawBody)
		const cases: [string, { rawBody: string; signature: string | null }, string][] = [
			['good', good, 'ok'],
			['another secret', signed(event, { secret: testWebhookSecret() }), 'signature_mismatch'],
			['tampered body', tampered, 'signature_mismatch'],
			['re-serialised body', { ...good, rawBody: JSON.stringify(JSON.parse(good.rawBody)) }, 'signature_mismatch'],
			['six minutes old', signed(event, { timestamp: nowSeconds() - 360 }), 'stale_timestamp'],
			['six minutes ahead', signed(event, { timestamp: nowSeconds() + 360 }), 'stale_timestamp'],
			['no header', { ...good, signature: null }, 'missing_signature'],
			['empty header', { ...good, signature: '' }, 'missing_signature'],
			['a header without v1', { ...good, signature: `t=${nowSeconds()}` }, 'malformed_signature'],
			['a header without t', { ...good, signature: 'v1=abc' }, 'malformed_signature'],
			['garbage', { ...good, signature: 'garbage' }, 'malformed_signature'],
		]
		expect(cases.map(([name, delivery]) => [name, (r => (r.ok ? 'ok' : r.reason))(read(delivery))])).toEqual(
			cases.map(([name, , outcome]) => [name, outcome]),
		)
	})

	test('four minutes old is still inside Stripe\'s five-minute tolerance', async () => {
		const event = await paidIntentEvent()
		expect(read(signed(event, { timestamp: nowSeconds() - 240 })).ok).toBe(true)
		const at = Date.parse('2025-03-07T01:00:00Z')
		expect(read(signed(event, { timestamp: at / 1000 - 299 }), at).ok).toBe(true)
		expect(read(signed(event, { timestamp: at / 1000 - 301 }), at)).toEqual({ ok: false, reason: 'stale_timestamp' })
	})

	test('a correctly signed body that is not an event is refused', () => {
		expect(read(signed('{not json'))).toEqual({ ok: false, reason: 'invalid_payload' })
		const notJson = { rawBody: '{not json', signature: stripe.webhooks.generateTestHeaderString({ payload: '{not json', secret }) }
		expect(read(notJson)).toEqual({ ok: false, reason: 'invalid_payload' })
		expect(read(signed({ id: 'evt_1', type: 'payment_intent.succeeded' }))).toEqual({ ok: false, reason: 'invalid_payload' })
	})
})

describe('events', () => {
	test('payment_intent.payment_failed carries Stripe\'s message', async () => {
		const intent = await stripe.paymentIntents.create(
			{ amount: 23_990, currency: 'aud', metadata: { booking_reference: 'BK-7Q2M' } },
			{ idempotencyKey: `webhook-test-${++n}` },
		)
		fake.failPaymentIntent(intent.id, 'Your card has expired.')
		expect(read(signed(fake.events().at(-1)))).toMatchObject({
			ok: true,
			webhook: { kind: 'payment_intent.payment_failed', paymentIntentId: intent.id, bookingReference: 'BK-7Q2M', failureMessage: 'Your card has expired.' },
		})
	})

	test('checkout.session.completed carries the session, its PaymentIntent and the booking', async () => {
		const session = await stripe.checkout.sessions.create(
			{
				mode: 'payment',
				line_items: [{ price_data: { currency: 'aud', unit_amount: 23_990, product_data: { name: 'Booking BK-7Q2M' } }, quantity: 1 }],
				success_url: 'http://localhost:3000/order',
				client_reference_id: 'BK-7Q2M',
				metadata: { booking_reference: 'BK-7Q2M' },
			},
			{ idempotencyKey: `webhook-test-${++n}` },
		)
		const { paymentIntent } = fake.completeCheckoutSession(session.id)
		const completed = fake.events().find((event) => event.type === 'checkout.session.completed')
		expect(read(signed(completed))).toMatchObject({
			ok: true,
			webhook: { kind: 'checkout.session.completed', checkoutSessionId: session.id, paymentIntentId: paymentIntent.id, bookingReference: 'BK-7Q2M' },
		})
	})

	test('a genuine event we do not handle is ignored (answered 2xx, nothing done)', async () => {
		const event = await paidIntentEvent()
		const refunded = { ...event, id: 'evt_refund', type: 'charge.refunded' }
		expect(read(signed(refunded))).toEqual({ ok: true, webhook: { kind: 'ignored', eventId: 'evt_refund', type: 'charge.refunded' } })
	})
})

describe('replay and idempotency', () => {
	test('the same event delivered five times reads as the same event each time', async () => {
		// Acting on it once is the payment state machine's job (app/domain/payments/payment-state.test.ts).
		const event = await paidIntentEvent()
		const readings = Array.from({ length: 5 }, () => read(signed(event)))
		for (const reading of readings) expect(reading).toEqual(readings[0])
		expect(readings[0]!.ok && readings[0]!.webhook).toMatchObject({ kind: 'payment_intent.succeeded', eventId: event.id })
	})

	test('a captured delivery replayed later is refused', async () => {
		const event = await paidIntentEvent()
		const captured = signed(event)
		expect(read(captured).ok).toBe(true)
		expect(read(captured, Date.now() + 10 * 60_000)).toEqual({ ok: false, reason: 'stale_timestamp' })
	})
})
