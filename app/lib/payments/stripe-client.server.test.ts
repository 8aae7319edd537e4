import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import { parseEnv } from '#app/lib/env.server'
import { startFakeStripe, type FakeStripe } from '#tests/fakes/stripe/index'
import { getStripe, stripeClientConfig, stripeSettings } from './stripe-client.server'

const keys = { STRIPE_SECRET_KEY: 'sk_test_shop', STRIPE_PUBLISHABLE_KEY: 'pk_test_shop', STRIPE_WEBHOOK_SECRET: 'whsec_shop' }

let fake: FakeStripe
beforeAll(async () => {
	fake = await startFakeStripe({ apiKey: 'sk_test_shop' })
})
afterAll(async () => {
	await fake.stop()
})

describe('stripe client', () => {
	test('card payments are off without the keys', () => {
		expect(stripeSettings(parseEnv({}))).toBeNull()
		expect(getStripe(parseEnv({}))).toBeNull()
	})

	test('the keys turn card payments on; the client talks to STRIPE_API_BASE', async () => {
		const env = parseEnv({ ...keys, STRIPE_API_BASE: fake.url })
		expect(stripeSettings(env)).toEqual({
			secretKey: 'sk_test_shop',
			publishableKey: 'pk_test_shop',
			webhookSecret: 'whsec_shop',
			apiBase: fake.url,
		})
		const stripe = getStripe(env)!
		expect(getStripe(env)).toBe(stripe) // one client per process and settings
		await expect(stripe.paymentIntents.retrieve('pi_nothing')).rejects.toMatchObject({ code: 'resource_missing' })
		expect(fake.requests().map((r) => r.path)).toEqual(['/v1/payment_intents/pi_nothing'])
	})

	test('the SDK options follow the base URL, else Stripe itself', () => {
		expect(stripeClientConfig(null)).toEqual({ maxNetworkRetries: 2, timeout: 20_000, appInfo: { name: 'mobile-tyres-shop' } })
		expect(stripeClientConfig('http://127.0.0.1:12111')).toMatchObject({ protocol: 'http', host: '127.0.0.1', port: 12111 })
		expect(stripeClientConfig('https://stripe-mock.test')).toMatchObject({ protocol: 'https', host: 'stripe-mock.test', port: 443 })
		expect(stripeClientConfig('http://[::1]:8080')).toMatchObject({ protocol: 'http', host: '::1', port: 8080 })
	})
})
