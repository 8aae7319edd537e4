import http from 'node:http'
import type { AddressInfo } from 'node:net'
import Stripe from 'stripe'
import { afterAll, beforeAll, beforeEach, describe, expect, test } from 'vitest'
import { parseStripeForm } from './form'
import { startFakeStripe, testWebhookSecret, type FakeStripe } from './index'

let fake: FakeStripe
let stripe: Stripe
let clock = Date.parse('2025-03-07T01:00:00Z')

beforeAll(async () => {
	fake = await startFakeStripe({ now: () => clock })
	stripe = new Stripe('sk_test_fake_key', { ...fake.sdkOptions, maxNetworkRetries: 0 })
})
afterAll(async () => {
	await fake.stop()
})
beforeEach(() => {
	fake.reset()
	fake.setWebhook(null)
	clock = Date.parse('2025-03-07T01:00:00Z')
})

let keyCounter = 0
const key = () => `test-key-${++keyCounter}`

function createIntent(params: Partial<Stripe.PaymentIntentCreateParams> = {}, idempotencyKey = key()) {
	return stripe.paymentIntents.create(
		{ amount: 23_990, currency: 'aud', metadata: { booking_reference: 'BK-7Q2M' }, automatic_payment_methods: { enabled: true }, ...params },
		{ idempotencyKey },
	)
}

const sessionParams: Stripe.Checkout.SessionCreateParams = {
	mode: 'payment',
	line_items: [
		{ price_data: { currency: 'aud', unit_amount: 23_990, product_data: { name: 'Tyre fitting booking BK-7Q2M' } }, quantity: 1 },
	],
	success_url: 'http://localhost:3000/order?session_id={CHECKOUT_SESSION_ID}',
	cancel_url: 'http://localhost:3000/checkout',
	client_reference_id: 'BK-7Q2M',
	metadata: { booking_reference: 'BK-7Q2M' },
	payment_intent_data: { metadata: { booking_reference: 'BK-7Q2M' } },
}

async function rejection(promise: Promise<unknown>) {
	try {
		await promise
	} catch (error) {
		return error
	}
	throw new Error('expected the call to fail')
}

describe('form encoding', () => {
	test('nested keys and indexed arrays, as the SDK writes them', () => {
		const body =
			'amount=23990&metadata[booking_reference]=BK-1&metadata[phone]=0412+345+678' +
			'&line_items[0][price_data][unit_amount]=100&line_items[0][quantity]=2&line_items[1][quantity]=1&expand[0]=payment_intent'
		expect(parseStripeForm(body)).toEqual({
			amount: '23990',
			metadata: { booking_reference: 'BK-1', phone: '0412 345 678' },
			line_items: [{ price_data: { unit_amount: '100' }, quantity: '2' }, { quantity: '1' }],
			expand: ['payment_intent'],
		})
		expect(parseStripeForm('a[]=x&a[]=y')).toEqual({ a: ['x', 'y'] })
	})

	test('refuses duplicates, value/hash clashes and prototype keys', () => {
		expect(() => parseStripeForm('amount=1&amount=2')).toThrow(/duplicate parameter: amount/)
		expect(() => parseStripeForm('metadata=x&metadata[a]=b')).toThrow(/mixes a value and a hash/)
		expect(() => parseStripeForm('metadata[__proto__][x]=1')).toThrow(/Invalid parameter name/)
		expect(() => parseStripeForm('a]b=1')).toThrow(/Invalid parameter name/)
	})
})

describe('PaymentIntents', () => {
	test('create and retrieve through the SDK, with the booking reference in metadata', async () => {
		const created = await createIntent()
		expect(created).toMatchObject({
			object: 'payment_intent',
			amount: 23_990,
			currency: 'aud',
			status: 'requires_payment_method',
			metadata: { booking_reference: 'BK-7Q2M' },
			automatic_payment_methods: { enabled: true },
		})
		expect(created.id).toMatch(/^pi_/)
		expect(created.client_secret).toMatch(new RegExp(`^${created.id}_secret_`))
		expect(created.payment_method_types).toEqual(expect.arrayContaining(['card', 'afterpay_clearpay', 'zip']))
		const retrieved = await stripe.paymentIntents.retrieve(created.id)
		expect(retrieved.id).toBe(created.id)
		expect(retrieved.lastResponse.statusCode).toBe(200)
		expect(fake.paymentIntents().map((intent) => intent.id)).toEqual([created.id])
		expect(fake.requests().map((r) => `${r.method} ${r.path} ${r.status}`)).toEqual([
			'POST /v1/payment_intents 200',
			`GET /v1/payment_intents/${created.id} 200`,
		])
	})

	test.each<[string, Record<string, unknown>, string, string | undefined]>([
		['no amount', { amount: undefined }, 'amount', 'parameter_missing'],
		['no currency', { currency: undefined }, 'currency', 'parameter_missing'],
		['a zero amount', { amount: 0 }, 'amount', 'parameter_invalid_integer'],
		['a negative amount', { amount: -500 }, 'amount', 'parameter_invalid_integer'],
		['a fractional amount', { amount: 239.9 }, 'amount', 'parameter_invalid_integer'],
		['an amount under $0.50', { amount: 49 }, 'amount', 'amount_too_small'],
		['an unknown currency', { currency: 'xyz' }, 'currency', undefined],
		['an unknown parameter', { amuont: 100 }, 'amuont', 'parameter_unknown'],
		['a metadata key over 40 characters', { metadata: { ['k'.repeat(41)]: 'v' } }, `metadata[${'k'.repeat(41)}]`, undefined],
	])('refuses %s with a StripeInvalidRequestError', async (_name, change, param, code) => {
		const error = await rejection(createIntent(change as Partial<Stripe.PaymentIntentCreateParams>))
		expect(error).toBeInstanceOf(Stripe.errors.StripeInvalidRequestError)
		expect(error).toMatchObject({ param, statusCode: 400, ...(code ? { code } : {}) })
		expect(fake.paymentIntents()).toEqual([])
	})

	test('refuses a create without our own Idempotency-Key, including the SDK\'s automatic one', async () => {
		const none = await rejection(
			stripe.paymentIntents.create({ amount: 23_990, currency: 'aud' }),
		)
		expect(none).toBeInstanceOf(Stripe.errors.StripeInvalidRequestError)
		expect(none).toMatchObject({ code: 'idempotency_key_required', message: expect.stringMatching(/Idempotency-Key/) })

		const retrying = new Stripe('sk_test_fake_key', { ...fake.sdkOptions, maxNetworkRetries: 1 })
		const automatic = await rejection(retrying.paymentIntents.create({ amount: 23_990, currency: 'aud' }))
		expect(automatic).toMatchObject({ code: 'idempotency_key_required' })
		expect(fake.requests().map((r) => r.idempotencyKey)).toEqual([null, expect.stringMatching(/^stripe-node-retry-/)])
		expect(fake.paymentIntents()).toEqual([])
	})

	test('the same Idempotency-Key with the same params returns the same PaymentIntent', async () => {
		const first = await createIntent({}, 'payment-intent:BK-7Q2M:23990')
		const again = await createIntent({}, 'payment-intent:BK-7Q2M:23990')
		expect(again.id).toBe(first.id)
		expect(again.client_secret).toBe(first.client_secret)
		expect(again.lastResponse.headers['idempotent-replayed']).toBe('true')
		expect(fake.paymentIntents()).toHaveLength(1)
	})

	test('the same Idempotency-Key with different params is an idempotency error', async () => {
		await createIntent({}, 'payment-intent:BK-7Q2M')
		const error = await rejection(createIntent({ amount: 13_990 }, 'payment-intent:BK-7Q2M'))
		expect(error).toBeInstanceOf(Stripe.errors.StripeIdempotencyError)
		expect(fake.paymentIntents()).toHaveLength(1)
	})

	test('a wrong API key is an authentication error; an unknown id is resource_missing', async () => {
		const stranger = new Stripe('sk_live_not_accepted', { ...fake.sdkOptions, maxNetworkRetries: 0 })
		expect(await rejection(stranger.paymentIntents.retrieve('pi_123'))).toBeInstanceOf(Stripe.errors.StripeAuthenticationError)
		const missing = await rejection(stripe.paymentIntents.retrieve('pi_missing'))
		expect(missing).toBeInstanceOf(Stripe.errors.StripeInvalidRequestError)
		expect(missing).toMatchObject({ statusCode: 404, code: 'resource_missing', message: "No such payment_intent: 'pi_missing'" })
	})

	test('a test can make the payment succeed, or fail with Stripe\'s message and a retry', async () => {
		const intent = await createIntent()
		const failed = fake.failPaymentIntent(intent.id, 'Your card has insufficient funds.')
		expect(failed.status).toBe('requires_payment_method')
		expect(failed.last_payment_error).toMatchObject({ type: 'card_error', code: 'card_declined', message: 'Your card has insufficient funds.' })
		expect((await stripe.paymentIntents.retrieve(intent.id)).last_payment_error?.message).toBe('Your card has insufficient funds.')

		fake.succeedPaymentIntent(intent.id)
		const paid = await stripe.paymentIntents.retrieve(intent.id)
		expect(paid).toMatchObject({ status: 'succeeded', amount_received: 23_990, last_payment_error: null })
		expect(paid.latest_charge).toMatch(/^ch_/)
		expect(fake.events().map((event) => [event.type, event.data.object.id])).toEqual([
			['payment_intent.payment_failed', intent.id],
			['payment_intent.succeeded', intent.id],
		])
		expect(() => fake.failPaymentIntent(intent.id)).toThrow(/succeeded/)
	})

	test('cancel stops an unpaid intent and refuses a paid one', async () => {
		const unpaid = await createIntent()
		expect((await stripe.paymentIntents.cancel(unpaid.id, { cancellation_reason: 'abandoned' })).status).toBe('canceled')
		expect(() => fake.succeedPaymentIntent(unpaid.id)).toThrow(/canceled/)
		const paid = await createIntent()
		fake.succeedPaymentIntent(paid.id)
		expect(await rejection(stripe.paymentIntents.cancel(paid.id))).toMatchObject({ code: 'payment_intent_unexpected_state' })
	})
})

describe('Checkout Sessions', () => {
	test('create, pay on the hosted page (a test control) and retrieve with its PaymentIntent', async () => {
		const session = await stripe.checkout.sessions.create(sessionParams, { idempotencyKey: key() })
		expect(session).toMatchObject({
			object: 'checkout.session',
			mode: 'payment',
			status: 'open',
			payment_status: 'unpaid',
			amount_total: 23_990,
			currency: 'aud',
			client_reference_id: 'BK-7Q2M',
			metadata: { booking_reference: 'BK-7Q2M' },
			payment_intent: null,
			expires_at: Date.parse('2025-03-08T01:00:00Z') / 1000,
		})
		expect(session.url).toBe(`${fake.url}/c/pay/${session.id}`)

		const { paymentIntent } = fake.completeCheckoutSession(session.id)
		const retrieved = await stripe.checkout.sessions.retrieve(session.id, { expand: ['payment_intent'] })
		expect(retrieved).toMatchObject({ status: 'complete', payment_status: 'paid' })
		expect(retrieved.payment_intent).toMatchObject({
			id: paymentIntent.id,
			status: 'succeeded',
			amount: 23_990,
			amount_received: 23_990,
			currency: 'aud',
			metadata: { booking_reference: 'BK-7Q2M' },
		})
		expect((await stripe.checkout.sessions.retrieve(session.id)).payment_intent).toBe(paymentIntent.id)
		expect(fake.events().map((event) => event.type)).toEqual(['payment_intent.succeeded', 'checkout.session.completed'])
	})

	test('the total is the sum of the line items', async () => {
		const session = await stripe.checkout.sessions.create(
			{
				...sessionParams,
				line_items: [
					{ price_data: { currency: 'aud', unit_amount: 18_900, product_data: { name: 'Tyre' } }, quantity: 4 },
					{ price_data: { currency: 'aud', unit_amount: 1_000, product_data: { name: 'Shipping' } }, quantity: 1 },
				],
			},
			{ idempotencyKey: key() },
		)
		expect(session.amount_total).toBe(76_600)
	})

	test.each<[string, Partial<Stripe.Checkout.SessionCreateParams>, string]>([
		['no mode', { mode: undefined }, 'mode'],
		['no line items', { line_items: undefined }, 'line_items'],
		['no success_url', { success_url: undefined }, 'success_url'],
		['a line item without quantity', { line_items: [{ price_data: { currency: 'aud', unit_amount: 100, product_data: { name: 'x' } } }] }, 'line_items[0][quantity]'],
		['a line item without an amount', { line_items: [{ price_data: { currency: 'aud', product_data: { name: 'x' } }, quantity: 1 }] }, 'line_items[0][price_data][unit_amount]'],
		['a line item without a currency', { line_items: [{ price_data: { unit_amount: 100, product_data: { name: 'x' } } as Stripe.Checkout.SessionCreateParams.LineItem.PriceData, quantity: 1 }] }, 'line_items[0][price_data][currency]'],
		['a product without a name', { line_items: [{ price_data: { currency: 'aud', unit_amount: 100, product_data: { description: 'x' } as Stripe.Checkout.SessionCreateParams.LineItem.PriceData.ProductData }, quantity: 1 }] }, 'line_items[0][price_data][product_data][name]'],
		['an expiry under 30 minutes', { expires_at: Date.parse('2025-03-07T01:29:00Z') / 1000 }, 'expires_at'],
		['an expiry over 24 hours', { expires_at: Date.parse('2025-03-08T01:01:00Z') / 1000 }, 'expires_at'],
		['a success_url that is not a URL', { success_url: 'not a url' }, 'success_url'],
	])('refuses %s', async (_name, change, param) => {
		const error = await rejection(stripe.checkout.sessions.create({ ...sessionParams, ...change }, { idempotencyKey: key() }))
		expect(error).toBeInstanceOf(Stripe.errors.StripeInvalidRequestError)
		expect(error).toMatchObject({ param })
		expect(fake.checkoutSessions()).toEqual([])
	})

	test('refuses a create without our own Idempotency-Key and replays one with it', async () => {
		expect(await rejection(stripe.checkout.sessions.create(sessionParams))).toMatchObject({ code: 'idempotency_key_required' })
		const first = await stripe.checkout.sessions.create(sessionParams, { idempotencyKey: 'checkout-session:BK-7Q2M:23990' })
		const again = await stripe.checkout.sessions.create(sessionParams, { idempotencyKey: 'checkout-session:BK-7Q2M:23990' })
		expect(again.id).toBe(first.id)
		const changed = await rejection(
			stripe.checkout.sessions.create({ ...sessionParams, client_reference_id: 'BK-OTHER' }, { idempotencyKey: 'checkout-session:BK-7Q2M:23990' }),
		)
		expect(changed).toBeInstanceOf(Stripe.errors.StripeIdempotencyError)
	})

	test('a session expires at expires_at, or when expired through the API, and then cannot be paid', async () => {
		const expiresAt = Date.parse('2025-03-07T01:31:00Z') / 1000
		const session = await stripe.checkout.sessions.create({ ...sessionParams, expires_at: expiresAt }, { idempotencyKey: key() })
		clock = expiresAt * 1000
		expect((await stripe.checkout.sessions.retrieve(session.id)).status).toBe('expired')
		expect(() => fake.completeCheckoutSession(session.id)).toThrow(/expired/)

		clock = Date.parse('2025-03-07T01:00:00Z')
		const other = await stripe.checkout.sessions.create(sessionParams, { idempotencyKey: key() })
		expect((await stripe.checkout.sessions.expire(other.id)).status).toBe('expired')
		expect(await rejection(stripe.checkout.sessions.expire(other.id))).toMatchObject({ code: 'checkout_session_unexpected_state' })
	})

	test('the hosted page takes the payment without JavaScript and returns to success_url', async () => {
		const session = await stripe.checkout.sessions.create(sessionParams, { idempotencyKey: key() })
		const pageHtml = await (await fetch(session.url!)).text()
		expect(pageHtml).toContain('Tyre fitting booking BK-7Q2M')
		expect(pageHtml).toContain('<button type="submit">Pay $239.90</button>')
		const paid = await fetch(session.url!, { method: 'POST', redirect: 'manual' })
		expect(paid.status).toBe(303)
		expect(paid.headers.get('location')).toBe(`http://localhost:3000/order?session_id=${session.id}`)
		expect(fake.checkoutSession(session.id).payment_status).toBe('paid')
		expect((await fetch(session.url!)).status).toBe(410)
	})
})

describe('Refunds', () => {
	test('a full refund by default, then partial ones up to what was paid', async () => {
		const intent = await createIntent()
		fake.succeedPaymentIntent(intent.id)
		const part = await stripe.refunds.create({ payment_intent: intent.id, amount: 6_000, reason: 'requested_by_customer' }, { idempotencyKey: key() })
		expect(part).toMatchObject({ object: 'refund', amount: 6_000, currency: 'aud', payment_intent: intent.id, status: 'succeeded' })
		const tooMuch = await rejection(stripe.refunds.create({ payment_intent: intent.id, amount: 20_000 }, { idempotencyKey: key() }))
		expect(tooMuch).toMatchObject({ code: 'amount_too_large' })
		const rest = await stripe.refunds.create({ payment_intent: intent.id }, { idempotencyKey: key() })
		expect(rest.amount).toBe(17_990)
		expect(await rejection(stripe.refunds.create({ payment_intent: intent.id }, { idempotencyKey: key() }))).toMatchObject({
			code: 'charge_already_refunded',
		})
		expect(fake.refunds().map((refund) => refund.amount)).toEqual([6_000, 17_990])
	})

	test('refuses to refund an unpaid intent, and a refund without a payment or key', async () => {
		const intent = await createIntent()
		expect(await rejection(stripe.refunds.create({ payment_intent: intent.id }, { idempotencyKey: key() }))).toMatchObject({
			code: 'charge_not_refundable',
		})
		expect(await rejection(stripe.refunds.create({}, { idempotencyKey: key() }))).toBeInstanceOf(Stripe.errors.StripeInvalidRequestError)
		fake.succeedPaymentIntent(intent.id)
		expect(await rejection(stripe.refunds.create({ payment_intent: intent.id }))).toMatchObject({ code: 'idempotency_key_required' })
		expect(fake.refunds()).toEqual([])
	})
})

describe('webhook delivery', () => {
	test('events are posted signed, in order, and can be delivered again', async () => {
		const received: { signature: string; body: string }[] = []
		const receiver = http.createServer((req, res) => {
			let body = ''
			req.on('data', (chunk: Buffer) => (body += chunk.toString('utf8')))
			req.on('end', () => {
				received.push({ signature: String(req.headers['stripe-signature']), body })
				res.writeHead(200).end('{"received":true}')
			})
		})
		await new Promise<void>((resolve) => receiver.listen(0, '127.0.0.1', resolve))
		const secret = testWebhookSecret()
		fake.setWebhook({ url: `http://127.0.0.1:${(receiver.address() as AddressInfo).port}/api/stripe/webhook`, secret })
		clock = Date.now()
		try {
			const intent = await createIntent()
			fake.succeedPaymentIntent(intent.id)
			const [event] = fake.events()
			fake.redeliver(event!.id)
			await fake.webhooksDelivered()
			expect(received).toHaveLength(2)
			for (const delivery of received) {
				const verified = stripe.webhooks.constructEvent(delivery.body, delivery.signature, secret)
				expect(verified).toMatchObject({ id: event!.id, type: 'payment_intent.succeeded', data: { object: { id: intent.id, status: 'succeeded' } } })
			}
			expect(fake.deliveries()).toEqual([
				{ eventId: event!.id, type: 'payment_intent.succeeded', status: 200 },
				{ eventId: event!.id, type: 'payment_intent.succeeded', status: 200 },
			])
		} finally {
			receiver.closeAllConnections()
			await new Promise((resolve) => receiver.close(resolve))
		}
	})
})
