import { describe, expect, test } from 'vitest'
import { readCartChoices } from '#app/domain/booking/checkout-cart.server'
import { call, cartWith, openDate, request } from '#tests/fixtures/checkout-pages'
import * as shippingRoute from './shipping'

// Called as React Router calls it: a real Request in, a Response (or thrown redirect) out,
// against this file's own seeded database.

describe('/shipping', () => {
	test('an empty cart goes Home', async () => {
		const answer = await call(shippingRoute.loader as never, request('/shipping'))
		expect(answer).toMatchObject({ status: 303, location: '/' })
	})

	test('shows the cart, the week of days and the quotes; a bad link is a 400', async () => {
		const { cookie, tyre } = await cartWith(4)
		const answer = await call(shippingRoute.loader as never, request('/shipping', { cookie }))
		expect(answer.status).toBe(200)
		const body = answer.body as { lines: { tyreId: number; quantity: number }[]; days: unknown[]; quotes: { standard: { finalAmount: number }; flexible: { finalAmount: number } } }
		expect(body.lines.map((l) => [l.tyreId, l.quantity])).toEqual([[tyre.id, 4]])
		expect(body.days.length).toBeGreaterThan(0)
		expect(body.quotes.standard.finalAmount - body.quotes.flexible.finalAmount).toBe(1000) // 'I'm flexible': $10 off
		expect((await call(shippingRoute.loader as never, request('/shipping?week=99', { cookie }))).status).toBe(400)
	})

	test('Continue needs a day and a time; a good choice is kept on the cart and goes to /checkout', async () => {
		const { cookie, cartId, db } = await cartWith(2)
		const missing = await call(shippingRoute.action as never, request('/shipping', { cookie, form: { date: await openDate() } }))
		expect(missing).toMatchObject({ status: 400, body: { error: 'Please choose a time for your fitting.' } })
		const bad = await call(shippingRoute.action as never, request('/shipping', { cookie, form: { date: '2026-02-31', slot: 'morning' } }))
		expect(bad.status).toBe(400)
		const past = await call(shippingRoute.action as never, request('/shipping', { cookie, form: { date: '2020-01-07', slot: 'morning' } }))
		expect(past.status).toBe(409)
		expect(await readCartChoices(db, cartId)).toMatchObject({ selectedDate: null, selectedSlot: null })

		const date = await openDate()
		const ok = await call(shippingRoute.action as never, request('/shipping', { cookie, form: { date, slot: 'lunch' } }))
		expect(ok).toMatchObject({ status: 303, location: '/checkout' })
		expect(await readCartChoices(db, cartId)).toMatchObject({ selectedDate: date, selectedSlot: 'lunch' })
	})
})
