import Stripe from 'stripe'
import { afterAll, beforeAll, beforeEach, describe, expect, test } from 'vitest'
import { startFakeStripe, type FakeStripe } from '#tests/fakes/stripe/index'
import { createStripeClient } from './stripe-client.server'
import {
	createBookingCheckoutSession,
	createBookingPaymentIntent,
	customerFacingStripeMessage,
	refundBookingPayment,
	retrieveCheckoutSession,
	retrievePaymentIntent,
	stopBookingPayment,
} from './stripe-payments.server'

let fake: FakeStripe
let stripe: Stripe
let clock = Date.parse('2025-03-07T01:00:00Z')

beforeAll(async () => {
	fake = await startFakeStripe({ apiKey: 'sk_test_shop', now: () => clock })
	// the app's own client, with its retries: every create must still carry our own key
	stripe = createStripeClient({ secretKey: 'sk_test_shop', apiBase: fake.url })
})
afterAll(async () => {
	await fake.stop()
})
beforeEach(() => {
	fake.reset()
	clock = Date.parse('2025-03-07T01:00:00Z')
})

const charge = { bookingReference: 'BK-7Q2M', amount: 23_990, currency: 'aud', description: 'Tyre fitting booking BK-7Q2M' }
const checkout = {
	...charge,
	expiresAt: new Date('2025-03-07T01:31:00Z'),
	successUrl: 'http://localhost:3000/order?session_id={CHECKOUT_SESSION_ID}',
	cancelUrl: 'http://localhost:3000/checkout',
}

describe('PaymentIntent (with JavaScript)', () => {
	test('created once per booking and amount, in AUD, with the reference and an idempotency key', async () => {
		const first = await createBookingPaymentIntent(stripe, charge)
		const again = await createBookingPaymentIntent(stripe, charge)
		expect(again).toEqual(first)
		expect(first.clientSecret).toMatch(/^pi_.+_secret_/)
		const [intent] = fake.paymentIntents()
		expect(fake.paymentIntents()).toHaveLength(1)
		expect(intent).toMatchObject({
			amount: 23_990,
			currency: 'aud',
			metadata: { booking_reference: 'BK-7Q2M' },
			automatic_payment_methods: { enabled: true },
			description: 'Tyre fitting booking BK-7Q2M',
		})
		expect(fake.requests().map((r) => r.idempotencyKey)).toEqual(['payment-intent:BK-7Q2M:23990', 'payment-intent:BK-7Q2M:23990'])
	})

	test('is retrieved as Stripe has it now', async () => {
		const { paymentIntentId } = await createBookingPaymentIntent(stripe, charge)
		expect(await retrievePaymentIntent(stripe, paymentIntentId)).toMatchObject({ id: paymentIntentId, status: 'requires_payment_method' })
		fake.succeedPaymentIntent(paymentIntentId)
		expect(await retrievePaymentIntent(stripe, paymentIntentId)).toMatchObject({ status: 'succeeded', amount_received: 23_990 })
	})

	test('an amount Stripe would refuse surfaces as a StripeInvalidRequestError', async () => {
		await expect(createBookingPaymentIntent(stripe, { ...charge, amount: 20 })).rejects.toBeInstanceOf(
			Stripe.errors.StripeInvalidRequestError,
		)
	})
})

describe('Checkout Session (without JavaScript)', () => {
	test('one line for the exact final amount, expiring past Stripe\'s 30-minute floor, created once', async () => {
		const first = await createBookingCheckoutSession(stripe, checkout)
		clock += 60_000 // a second click a minute later sends the same parameters
		const again = await createBookingCheckoutSession(stripe, checkout)
		expect(again).toEqual(first)
		expect(first.url).toBe(`${fake.url}/c/pay/${first.checkoutSessionId}`)
		expect(fake.checkoutSessions()).toEqual([
			expect.objectContaining({
				amount_total: 23_990,
				currency: 'aud',
				client_reference_id: 'BK-7Q2M',
				metadata: { booking_reference: 'BK-7Q2M' },
				expires_at: Date.parse('2025-03-07T01:31:00Z') / 1000,
				success_url: checkout.successUrl,
				cancel_url: checkout.cancelUrl,
			}),
		])
	})

	test('is retrieved with its PaymentIntent, which carries the booking too', async () => {
		const { checkoutSessionId } = await createBookingCheckoutSession(stripe, checkout)
		const { paymentIntent } = fake.completeCheckoutSession(checkoutSessionId)
		const session = await retrieveCheckoutSession(stripe, checkoutSessionId)
		expect(session).toMatchObject({ status: 'complete', payment_status: 'paid' })
		// expanded, so the charge itself can be checked against the session
		expect(session.payment_intent).toMatchObject({ id: paymentIntent.id, metadata: { booking_reference: 'BK-7Q2M' } })
	})
})

describe('hold expiry', () => {
	test('cancels an unpaid PaymentIntent so it can no longer be paid', async () => {
		const { paymentIntentId } = await createBookingPaymentIntent(stripe, charge)
		expect(await stopBookingPayment(stripe, { paymentIntentId })).toBe('stopped')
		expect(fake.paymentIntent(paymentIntentId).status).toBe('canceled')
		expect(() => fake.succeedPaymentIntent(paymentIntentId)).toThrow(/canceled/)
		expect(await stopBookingPayment(stripe, { paymentIntentId })).toBe('stopped') // again: nothing to do
	})

	test('expires an open Checkout Session', async () => {
		const { checkoutSessionId } = await createBookingCheckoutSession(stripe, checkout)
		expect(await stopBookingPayment(stripe, { checkoutSessionId })).toBe('stopped')
		expect(fake.checkoutSession(checkoutSessionId).status).toBe('expired')
	})

	test('says already_paid when the payment won the race, so the booking is confirmed instead', async () => {
		const { paymentIntentId } = await createBookingPaymentIntent(stripe, charge)
		fake.succeedPaymentIntent(paymentIntentId)
		expect(await stopBookingPayment(stripe, { paymentIntentId })).toBe('already_paid')
		const { checkoutSessionId } = await createBookingCheckoutSession(stripe, { ...checkout, bookingReference: 'BK-8R3N' })
		fake.completeCheckoutSession(checkoutSessionId)
		expect(await stopBookingPayment(stripe, { checkoutSessionId })).toBe('already_paid')
	})
})

describe('refunds', () => {
	test('a partial then the rest, each once however often the owner clicks', async () => {
		const { paymentIntentId } = await createBookingPaymentIntent(stripe, charge)
		fake.succeedPaymentIntent(paymentIntentId)
		const first = await refundBookingPayment(stripe, { paymentIntentId, bookingReference: 'BK-7Q2M', refundNumber: 1, amount: 6_000 })
		expect(await refundBookingPayment(stripe, { paymentIntentId, bookingReference: 'BK-7Q2M', refundNumber: 1, amount: 6_000 })).toMatchObject({
			id: first.id,
		})
		const rest = await refundBookingPayment(stripe, { paymentIntentId, bookingReference: 'BK-7Q2M', refundNumber: 2 })
		expect([first.amount, rest.amount]).toEqual([6_000, 17_990])
		expect(fake.refunds().map((refund) => [refund.amount, refund.metadata])).toEqual([
			[6_000, { booking_reference: 'BK-7Q2M' }],
			[17_990, { booking_reference: 'BK-7Q2M' }],
		])
	})
})

test('only a card error\'s text reaches the customer', () => {
	const card = new Stripe.errors.StripeCardError({ message: 'Your card was declined.', type: 'card_error' })
	const internal = new Stripe.errors.StripeInvalidRequestError({ message: 'No such payment_intent: pi_1', type: 'invalid_request_error' })
	expect(customerFacingStripeMessage(card)).toBe('Your card was declined.')
	expect(customerFacingStripeMessage(internal)).toBeNull()
	expect(customerFacingStripeMessage(new Error('boom'))).toBeNull()
})
