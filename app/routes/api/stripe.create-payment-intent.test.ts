import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import { orderCookieHeader } from '#app/lib/http/order-cookie.server'
import { bookingRow, cardBooking, type CardPayments, startCardPayments } from '#tests/fixtures/card-payments'
import { runAction } from '#tests/helpers/routes'
import { action } from './stripe.create-payment-intent'

// The Payment Element's first call: the client secret for this browser's own booking, at the
// amount the server computed. Against the local Stripe fake.

let payments: CardPayments
beforeAll(async () => {
	payments = await startCardPayments()
})
afterAll(() => payments.stop())

describe('POST /api/stripe/create-payment-intent', () => {
	test('answers the client secret for this browser’s booking at the server’s amount, whatever amount is sent', async () => {
		const { booking } = await cardBooking(payments.stripe, 9, 'lunch')
		const cookie = (await orderCookieHeader(booking.reference)).split(';')[0]!
		const call = async (body: unknown, withCookie = true) => {
			const response = await runAction(action, '/api/stripe/create-payment-intent', { body: typeof body === 'string' ? body : JSON.stringify(body), cookie: withCookie ? cookie : undefined })
			return { status: response.status, body: (await response.json()) as Record<string, unknown> }
		}
		expect((await call({ amount: 1, phone: booking.phone }, false)).status).toBe(409)
		expect((await call({ amount: 1, phone: '0499 999 999' })).status).toBe(403)
		expect((await call('{nope')).status).toBe(400)
		expect((await call({ amount: 'lots' })).status).toBe(400)
		const ok = await call({ amount: 1, phone: booking.phone.replace(/^0/, '+61 ') })
		expect(ok).toMatchObject({ status: 200, body: { clientSecret: expect.stringMatching(/^pi_.+_secret_/), amount: booking.finalAmount } })
		const intent = payments.fake.paymentIntent((await bookingRow(booking.reference)).payment_ref!)!
		expect(intent.amount).toBe(booking.finalAmount)
	})
})

