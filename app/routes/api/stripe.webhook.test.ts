import { describe, expect, test } from 'vitest'
import { currentTimeMs } from '#app/lib/clock.server'
import { getDb } from '#app/lib/db.server'
import { NOW } from '#tests/fixtures/booking'
import { bookingRow, cardBooking, confirmationMails } from '#tests/fixtures/card-payments'
import { BASE, routeResult, runAction } from '#tests/helpers/routes'
import { stripeWebhook } from '#tests/helpers/webhooks'
import { action } from './stripe.webhook'

// Stripe's events as it posts them, signed with the webhook secret: applied once however often
// they arrive, in any order; a forged one is refused. Against the local Stripe fake.

const webhook = stripeWebhook(action, '/api/stripe/webhook')

describe('POST /api/stripe/webhook', () => {
	async function deliver(event: unknown, signatureSecret = webhook.payments.webhookSecret) {
		const body = JSON.stringify(event)
		const signature = webhook.payments.stripe.webhooks.generateTestHeaderString({ payload: body, secret: signatureSecret, timestamp: Math.floor(currentTimeMs() / 1000) })
		const response = await runAction(action, '/api/stripe/webhook', { body, headers: { 'Stripe-Signature': signature } })
		return { status: response.status, body: (await response.json()) as Record<string, unknown> }
	}

	test('the same succeeded event five times, after a failure event, gives one paid booking; a forged one is refused', async () => {
		const { booking, p } = await cardBooking(webhook.payments.stripe, 6, 'afternoon')
		await p.begin(booking, { db: getDb(), now: NOW, publicUrl: 'http://localhost:3000', javascript: true })
		const intentId = (await bookingRow(booking.reference)).payment_ref!
		webhook.payments.fake.failPaymentIntent(intentId, 'Your card was declined.')
		const failed = webhook.payments.fake.events().at(-1)!
		expect((await deliver(failed)).status).toBe(200)
		expect((await bookingRow(booking.reference)).payment_status).toBe('failed')

		webhook.payments.fake.succeedPaymentIntent(intentId)
		const succeeded = webhook.payments.fake.events().at(-1)!
		expect(succeeded.type).toBe('payment_intent.succeeded')
		expect((await deliver(succeeded, 'whsec_forged_secret_0000000000')).status).toBe(400)
		expect((await bookingRow(booking.reference)).confirmed_at).toBeNull()
		for (let i = 0; i < 5; i++) expect(await deliver(succeeded)).toEqual({ status: 200, body: { received: true } })
		// the failure arriving late (out of order) changes nothing
		expect((await deliver(failed)).status).toBe(200)
		expect(await bookingRow(booking.reference)).toMatchObject({ payment_status: 'paid' })
		expect(await confirmationMails(booking.reference)).toHaveLength(1)
	})

	test('checkout.session.completed confirms a no-JS booking; /order verifies the return URL the same way', async () => {
		const { booking, p } = await cardBooking(webhook.payments.stripe, 7, 'afternoon')
		await p.begin(booking, { db: getDb(), now: NOW, publicUrl: 'http://localhost:3000', javascript: false })
		const sessionId = (await bookingRow(booking.reference)).stripe_checkout_session_id!
		webhook.payments.fake.completeCheckoutSession(sessionId)
		const { orderLinkPath } = await import('#app/domain/booking/order-link.server')
		const order = await import('#app/routes/booking/order')
		const page = (await routeResult(order.loader, new Request(`${BASE}${await orderLinkPath(getDb(), booking.reference)}&session_id=${sessionId}`))) as { data: { booking: { paymentStatus: string; confirmedAt: string | null } } }
		expect(page.data.booking).toMatchObject({ paymentStatus: 'paid' })
		expect(page.data.booking.confirmedAt).not.toBeNull()
		const completed = webhook.payments.fake.events().find((e) => e.type === 'checkout.session.completed' && (e.data.object as { id: string }).id === sessionId)!
		expect((await deliver(completed)).status).toBe(200)
		expect(await confirmationMails(booking.reference)).toHaveLength(1)
	})
})

