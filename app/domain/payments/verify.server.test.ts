import type Stripe from 'stripe'
import { afterAll, beforeAll, beforeEach, describe, expect, test } from 'vitest'
import { createStripeClient } from '#app/lib/payments/stripe-client.server'
import { createBookingCheckoutSession, createBookingPaymentIntent } from '#app/lib/payments/stripe-payments.server'
import { startFakeStripe, type FakeStripe } from '#tests/fakes/stripe/index'
import { verifyBookingCheckoutSession, verifyBookingPaymentIntent } from './verify.server'

let fake: FakeStripe
let stripe: Stripe
const now = Date.parse('2025-03-07T01:00:00Z')

beforeAll(async () => {
	fake = await startFakeStripe({ apiKey: 'sk_test_shop', now: () => now })
	stripe = createStripeClient({ secretKey: 'sk_test_shop', apiBase: fake.url })
})
afterAll(async () => {
	await fake.stop()
})
beforeEach(() => fake.reset())

const charge = { bookingReference: 'BK-7Q2M', amount: 23_990, currency: 'aud', description: 'Tyre fitting booking BK-7Q2M' }
const expected = { bookingReference: 'BK-7Q2M', amount: 23_990 }

describe('PaymentIntent (with JavaScript)', () => {
	test('confirms the booking only once the retrieved intent succeeded for exactly the amount', async () => {
		const { paymentIntentId } = await createBookingPaymentIntent(stripe, charge)
		expect((await verifyBookingPaymentIntent(stripe, paymentIntentId, expected)).check).toEqual({
			confirmed: false,
			reason: 'not_paid',
			moneyTaken: false,
		})
		fake.failPaymentIntent(paymentIntentId)
		expect((await verifyBookingPaymentIntent(stripe, paymentIntentId, expected)).check.confirmed).toBe(false)
		fake.succeedPaymentIntent(paymentIntentId)
		expect((await verifyBookingPaymentIntent(stripe, paymentIntentId, expected)).check).toEqual({ confirmed: true, paymentIntentId })
		expect((await verifyBookingPaymentIntent(stripe, paymentIntentId, { ...expected, amount: 13_990 })).check).toEqual({
			confirmed: false,
			reason: 'wrong_amount',
			moneyTaken: true,
		})
		expect((await verifyBookingPaymentIntent(stripe, paymentIntentId, { ...expected, bookingReference: 'BK-OTHER' })).check).toMatchObject({
			reason: 'other_booking',
		})
	})
})

describe('Checkout Session (without JavaScript)', () => {
	test('confirms only after the customer paid, with the session\'s PaymentIntent', async () => {
		const checkout = {
			...charge,
			expiresAt: new Date('2025-03-07T01:31:00Z'),
			successUrl: 'http://localhost:3000/order?session_id={CHECKOUT_SESSION_ID}',
			cancelUrl: 'http://localhost:3000/checkout',
		}
		const { checkoutSessionId } = await createBookingCheckoutSession(stripe, checkout)
		expect((await verifyBookingCheckoutSession(stripe, checkoutSessionId, expected)).check.confirmed).toBe(false)
		const { paymentIntent } = fake.completeCheckoutSession(checkoutSessionId)
		expect((await verifyBookingCheckoutSession(stripe, checkoutSessionId, expected)).check).toEqual({
			confirmed: true,
			paymentIntentId: paymentIntent.id,
		})
		expect((await verifyBookingCheckoutSession(stripe, checkoutSessionId, { ...expected, amount: 1 })).check).toMatchObject({
			reason: 'wrong_amount',
		})
	})
})
