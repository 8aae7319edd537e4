import { describe, expect, test } from 'vitest'
import { readCartChoices } from '#app/domain/booking/checkout-cart.server'
import { CHECKOUT_MESSAGES, firstCheckoutError } from '#app/domain/booking/checkout-schema'
import { honeypotInputProps } from '#app/lib/honeypot.server'
import { call, cartWith, formError, request, validForm } from '#tests/fixtures/checkout-pages'
import * as checkoutRoute from './checkout'
import * as orderRoute from './order'
import * as vehicleRoute from '../shop/vehicle'

// Called as React Router calls it: a real Request in, a Response (or thrown redirect) out,
// against this file's own seeded database.

describe('/checkout', () => {
	test('the car found by number plate on /vehicle fills in the vehicle fields; a forged cookie fills in nothing', async () => {
		const found = await call(vehicleRoute.loader as never, request('/vehicle?rego=1hx4kp&state=VIC'))
		expect(found.status).toBe(200)
		const vehicleCookie = found.headers.get('Set-Cookie')!.split(';')[0]!
		expect(vehicleCookie).toMatch(/^vehicle=/)
		const { cookie } = await cartWith(4)
		const page = await call(checkoutRoute.loader as never, request('/checkout', { cookie: `${cookie}; ${vehicleCookie}` }))
		expect(page.body.vehiclePrefill).toEqual({ vehicleDetails: '1HX4KP', state: 'VIC', make: 'Toyota', model: 'Corolla Ascent Sport (2020)' })

		// by make, model and year: no registration to give
		const chosen = await call(vehicleRoute.loader as never, request('/vehicle?make=Mazda&model=CX-5&year=2022'))
		const chosenCookie = chosen.headers.get('Set-Cookie')!.split(';')[0]!
		const byModel = await call(checkoutRoute.loader as never, request('/checkout', { cookie: `${cookie}; ${chosenCookie}` }))
		expect(byModel.body.vehiclePrefill).toMatchObject({ make: 'Mazda', model: expect.stringMatching(/^CX-5 .*\(2022\)$|^CX-5 \(2022\)$/) })
		expect(byModel.body.vehiclePrefill.vehicleDetails).toBeUndefined()

		const forged = `vehicle=${Buffer.from(JSON.stringify({ make: 'Evil', model: 'Car', year: null })).toString('base64')}`
		expect((await call(checkoutRoute.loader as never, request('/checkout', { cookie: `${cookie}; ${forged}` }))).body.vehiclePrefill).toBeNull()
		// a plate not found remembers nothing
		expect((await call(vehicleRoute.loader as never, request('/vehicle?rego=ZZZ999&state=VIC'))).headers.get('Set-Cookie')).toBeNull()
	})

	test('an empty cart goes to /shipping', async () => {
		expect(await call(checkoutRoute.loader as never, request('/checkout'))).toMatchObject({ status: 303, location: '/shipping' })
	})

	test("refuses in the spec's order with its messages, and writes nothing", async () => {
		const { cookie, db } = await cartWith(4)
		const before = (await db.selectFrom('bookings').select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow()).n
		const cases: [Record<string, string | string[]>, string][] = [
			[{ selectedDate: '', selectedTime: '' }, CHECKOUT_MESSAGES.slot],
			[{ firstName: '', phone: '' }, CHECKOUT_MESSAGES.contact],
			[{ postcode: '31680' }, CHECKOUT_MESSAGES.address],
			[{ vehicleDetails: '', make: '' }, CHECKOUT_MESSAGES.vehicle],
			[{ positions: ['front-left', 'front-right'] }, 'Please select exactly 4 tyres.'],
			[{ terms: '' }, CHECKOUT_MESSAGES.terms],
			// several wrong at once: the first in the spec's order wins
			[{ selectedTime: '', firstName: '', terms: '' }, CHECKOUT_MESSAGES.slot],
			[{ email: '', vehicleDetails: '', terms: '' }, CHECKOUT_MESSAGES.contact],
		]
		for (const [overrides, message] of cases) {
			const form = await validForm(overrides)
			if (overrides.terms === '') delete (form as Record<string, unknown>).terms
			const answer = await call(checkoutRoute.action as never, request('/checkout', { cookie, form }))
			expect(answer.status, JSON.stringify(overrides)).toBe(400)
			const result = (answer.body as { result: { error: Record<string, string[] | null>; initialValue: Record<string, unknown> } }).result
			expect(firstCheckoutError(result.error), JSON.stringify(overrides)).toBe(message)
			// the customer's input comes back to re-fill the form
			expect(result.initialValue).toMatchObject({ lastName: 'Citizen' })
		}
		const after = (await db.selectFrom('bookings').select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow()).n
		expect(after).toBe(before)
	})

	test('an address outside the service area is refused with the spec message and nothing is written', async () => {
		const { cookie, db, tyre } = await cartWith(4)
		const stock = (await db.selectFrom('tyres').select('stock').where('id', '=', tyre.id).executeTakeFirstOrThrow()).stock
		const answer = await call(checkoutRoute.action as never, request('/checkout', { cookie, form: await validForm({ suburb: 'Geelong', postcode: '3220' }) }))
		expect(answer.status).toBe(400)
		expect(formError(answer.body)).toBe(CHECKOUT_MESSAGES.notServed)
		expect((answer.body as { notServed: boolean }).notServed).toBe(true)
		expect((await db.selectFrom('tyres').select('stock').where('id', '=', tyre.id).executeTakeFirstOrThrow()).stock).toBe(stock)
		// checked before the vehicle details, as the spec orders it
		const before = await call(checkoutRoute.action as never, request('/checkout', { cookie, form: await validForm({ suburb: 'Geelong', postcode: '3220', make: '' }) }))
		expect(formError(before.body)).toBe(CHECKOUT_MESSAGES.notServed)
		// but after the contact details
		const after = await call(checkoutRoute.action as never, request('/checkout', { cookie, form: await validForm({ suburb: 'Geelong', postcode: '3220', email: '' }) }))
		expect(formError(after.body)).toBe(CHECKOUT_MESSAGES.contact)
	})

	test('a coupon is applied to the cart, refused with a reason, and removed', async () => {
		const { cookie, cartId, db } = await cartWith(1, 0, 15000)
		const refused = await call(checkoutRoute.action as never, request('/checkout', { cookie, form: { intent: 'apply-coupon', couponCode: 'NOPE' } }))
		expect(refused.status).toBe(400)
		expect(formError(refused.body)).toBeTruthy()
		expect((await readCartChoices(db, cartId)).couponCode).toBeNull()
		// WELCOME10 needs $200: a single cheap tyre is under it
		const small = await call(checkoutRoute.action as never, request('/checkout', { cookie, form: { intent: 'apply-coupon', couponCode: 'welcome10' } }))
		expect(small.status).toBe(400)

		const big = await cartWith(4, 3)
		const applied = await call(checkoutRoute.action as never, request('/checkout', { cookie: big.cookie, form: { intent: 'apply-coupon', couponCode: 'welcome10' } }))
		expect(applied.status).toBe(200)
		expect((await readCartChoices(db, big.cartId)).couponCode).toBe('WELCOME10')
		const page = await call(checkoutRoute.loader as never, request('/checkout', { cookie: big.cookie }))
		const quote = (page.body as { quote: { couponDiscount: number; total: number } }).quote
		expect(quote.couponDiscount).toBe(Math.round(quote.total * 0.1))
		await call(checkoutRoute.action as never, request('/checkout', { cookie: big.cookie, form: { intent: 'remove-coupon' } }))
		expect((await readCartChoices(db, big.cartId)).couponCode).toBeNull()
	})

	test('a post with an intent the form does not have is refused with a message, and changes nothing', async () => {
		const { cookie, cartId, db } = await cartWith(4, 3)
		const bookings = async () => (await db.selectFrom('bookings').select('id').execute()).length
		const before = await bookings()
		const unknown = await call(checkoutRoute.action as never, request('/checkout', { cookie, form: { intent: 'empty-cart', couponCode: 'welcome10' } }))
		expect(unknown.status).toBe(400)
		expect(formError(unknown.body)).toBe('Sorry, we could not tell what to do with that form. Please try again.')
		expect((await readCartChoices(db, cartId)).couponCode).toBeNull()
		expect(await bookings()).toBe(before)
	})

	test('places the booking: redirect to /order with the signed cookie, stock taken, cart emptied, e-mails in the outbox; a replay answers the same booking to its browser only', async () => {
		const { cookie, db, tyre, cartId } = await cartWith(4)
		const form = await validForm()
		const answer = await call(checkoutRoute.action as never, request('/checkout', { cookie, form }))
		expect(answer).toMatchObject({ status: 303, location: '/order' })
		const orderCookie = answer.headers.get('Set-Cookie')!.split(';')[0]!
		const booking = await db.selectFrom('bookings').selectAll().where('idempotency_key', '=', form.idempotencyKey).executeTakeFirstOrThrow()
		expect(booking).toMatchObject({ email: 'jane@example.com', payment_method: 'pay_on_the_day', selected_date: form.selectedDate, selected_slot: 'morning' })
		expect((await db.selectFrom('tyres').select('stock').where('id', '=', tyre.id).executeTakeFirstOrThrow()).stock).toBe(tyre.stock - 4)
		expect(await db.selectFrom('cart_lines').select('id').where('cart_id', '=', cartId).execute()).toEqual([])
		const mails = await db.selectFrom('outbox').select(['recipient', 'subject']).where('subject', 'like', `%${booking.reference}%`).execute()
		expect(mails.map((m) => m.recipient)).toContain('jane@example.com')
		expect(mails.length).toBeGreaterThanOrEqual(2) // the customer and the owner

		const order = await call(orderRoute.loader as never, request('/order', { cookie: orderCookie }))
		expect((order.body as { booking: { reference: string } }).booking.reference).toBe(booking.reference)

		// the same form again from the browser that placed it (double click, refresh): no second
		// booking, back to it; the same form from another browser learns nothing about it
		const again = await cartWith(4)
		const replay = await call(checkoutRoute.action as never, request('/checkout', { cookie: `${again.cookie}; ${orderCookie}`, form }))
		expect(replay).toMatchObject({ status: 303, location: '/order' })
		const stranger = await call(checkoutRoute.action as never, request('/checkout', { cookie: again.cookie, form }))
		expect(stranger.status).toBe(409)
		expect(stranger.headers.get('Set-Cookie')).toBeNull()
		expect(await db.selectFrom('bookings').select('id').where('idempotency_key', '=', form.idempotencyKey).execute()).toHaveLength(1)
	})

	test('the answer lost (a server stopped after the booking was placed): the same form from its emptied cart goes to that booking; from another empty cart, to /shipping', async () => {
		const { cookie, db, cartId } = await cartWith(4)
		// a customer and a slot of its own, so neither the day's cap per customer nor the morning's spots are spent
		const form = await validForm({ email: 'lost.answer@example.com', phone: '0412 345 600', selectedTime: 'afternoon' })
		expect(await call(checkoutRoute.action as never, request('/checkout', { cookie, form }))).toMatchObject({ status: 303, location: '/order' })
		expect(await db.selectFrom('cart_lines').select('id').where('cart_id', '=', cartId).execute()).toEqual([])

		// the browser never got the order cookie, only posts the same form again with its cart
		const retry = await call(checkoutRoute.action as never, request('/checkout', { cookie, form }))
		expect(retry).toMatchObject({ status: 303, location: '/order' })
		const orderCookie = retry.headers.get('Set-Cookie')!.split(';')[0]!
		const order = await call(orderRoute.loader as never, request('/order', { cookie: orderCookie }))
		const reference = (await db.selectFrom('bookings').select('reference').where('idempotency_key', '=', form.idempotencyKey).executeTakeFirstOrThrow()).reference
		expect((order.body as { booking: { reference: string } }).booking.reference).toBe(reference)

		// another browser whose cart is empty learns nothing from the key
		const other = await cartWith(1)
		await db.deleteFrom('cart_lines').where('cart_id', '=', other.cartId).execute()
		const stranger = await call(checkoutRoute.action as never, request('/checkout', { cookie: other.cookie, form }))
		expect(stranger).toMatchObject({ status: 303, location: '/shipping' })
		expect(stranger.headers.get('Set-Cookie')).toBeNull()
		expect(await db.selectFrom('bookings').select('id').where('idempotency_key', '=', form.idempotencyKey).execute()).toHaveLength(1)
	})
})

describe('/checkout honeypot', () => {
	test('a bot’s post (the field filled, or a forged render time) books nothing; the rendered form books', async () => {
		const { cookie, db } = await cartWith(4)
		const props = await honeypotInputProps()
		const filled = await validForm({ website: 'http://spam.example', website_from: props.encryptedValidFrom })
		const refused = await call(checkoutRoute.action as never, request('/checkout', { cookie, form: filled }))
		expect(refused.status).toBe(400)
		expect(formError(refused.body) ?? (refused.body as { result: { error: Record<string, string[]> } }).result.error['']?.[0]).toBe('Sorry, we could not take that booking. Please call us.')
		const forged = await validForm({ website: '', website_from: 'bm90IG91cnM' })
		expect((await call(checkoutRoute.action as never, request('/checkout', { cookie, form: forged }))).status).toBe(400)
		for (const form of [filled, forged]) {
			expect(await db.selectFrom('bookings').select('id').where('idempotency_key', '=', form.idempotencyKey).execute()).toEqual([])
		}
		const honest = await validForm({ website: '', website_from: props.encryptedValidFrom })
		expect(await call(checkoutRoute.action as never, request('/checkout', { cookie, form: honest }))).toMatchObject({ status: 303, location: '/order' })
	})
})
