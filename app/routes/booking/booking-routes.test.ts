import { describe, expect, test } from 'vitest'
import { addToCart } from '#app/domain/cart/cart.server'
import { cartCookieHeader } from '#app/lib/http/cart-id.server'
import { readCartChoices } from '#app/domain/booking/checkout-cart.server'
import { CHECKOUT_MESSAGES, firstCheckoutError } from '#app/domain/booking/checkout-schema'
import { orderLinkPath } from '#app/domain/booking/order-link.server'
import { addDays, shopClock, weekdayOf } from '#app/domain/slots/shop-time'
import { getDb } from '#app/lib/db.server'
import { getEnv } from '#app/lib/env.server'
import { honeypotInputProps } from '#app/lib/honeypot.server'
import { checkoutForm, stockedTyre, uniqueKey } from '#tests/fixtures/booking'
import * as checkoutRoute from './checkout'
import * as orderRoute from './order'
import * as shippingRoute from './shipping'
import * as vehicleRoute from '../shop/vehicle'
import * as slotsCheck from '../api/slots.check'
import * as serviceCheck from '../api/service.check'
import * as couponsApply from '../api/coupons.apply'
import * as bookingConfirm from '../api/booking.confirm'
import { routeAnswer } from '#tests/helpers/routes'

// The booking pages and endpoints of issue 4, called as React Router calls them: a real Request
// in, a Response (or thrown redirect) out, against this file's own seeded database.

/** A Tuesday-to-Thursday at least four days ahead (clear of the weekend rules) that is not closed. */
async function openDate(): Promise<string> {
	const db = getDb()
	const closed = new Set((await db.selectFrom('closed_dates').select('date').execute()).map((r) => r.date))
	let date = addDays(shopClock(new Date(), getEnv().SHOP_TIMEZONE).date, 4)
	while (![2, 3, 4].includes(weekdayOf(date)) || closed.has(date)) date = addDays(date, 1)
	return date
}

async function cartWith(quantity = 4, offset = 0, maxPrice2?: number) {
	const db = getDb()
	const tyre = await stockedTyre(db, { minStock: quantity + 2, offset, maxPrice2 })
	const cartId = `cart${uniqueKey('r').replace(/[^A-Za-z0-9]/g, '')}`.slice(0, 40)
	await db.insertInto('carts').values({ id: cartId }).execute()
	await addToCart(db, cartId, { tyreId: tyre.id, quantity, position: null })
	const cookie = (await cartCookieHeader(cartId)).split(';')[0]!
	return { db, tyre, cartId, cookie }
}

function request(path: string, { cookie, form, json, method }: { cookie?: string; form?: Record<string, string | string[]>; json?: unknown; method?: string } = {}) {
	const headers = new Headers(cookie ? { Cookie: cookie } : {})
	let body: BodyInit | undefined
	if (form) {
		const params = new URLSearchParams()
		for (const [k, v] of Object.entries(form)) for (const one of Array.isArray(v) ? v : [v]) params.append(k, one)
		body = params
		headers.set('Content-Type', 'application/x-www-form-urlencoded')
	} else if (json !== undefined) {
		body = typeof json === 'string' ? json : JSON.stringify(json)
		headers.set('Content-Type', 'application/json')
	}
	return new Request(`http://localhost:3000${path}`, { method: method ?? (body ? 'POST' : 'GET'), headers, body })
}

/** Runs a loader or action; a thrown Response (redirect) is returned like an answer. */
function call(fn: (args: never) => unknown, req: Request) {
	return routeAnswer(fn, req, '10.0.0.1')
}

async function validForm(overrides: Record<string, string | string[]> = {}) {
	return {
		intent: 'place-booking',
		...checkoutForm({ selectedDate: await openDate(), positions: ['front-left', 'front-right', 'rear-left', 'rear-right'] }),
		terms: 'on',
		idempotencyKey: uniqueKey('idem').replace(/[^A-Za-z0-9_-]/g, ''),
		...overrides,
	}
}

function formError(body: unknown): string | undefined {
	const result = (body as { result?: { error?: Record<string, string[] | null> } }).result
	return firstCheckoutError(result?.error) ?? undefined
}

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

describe('/order', () => {
	test('only a signed reference opens a booking', async () => {
		expect(await call(orderRoute.loader as never, request('/order'))).toMatchObject({ status: 303, location: '/' })
		// a forged link says it is not valid (404) instead of quietly going home
		expect(await call(orderRoute.loader as never, request('/order?ref=BK-AAAAAAA&sig=forged'))).toMatchObject({ status: 404 })
		expect(await call(orderRoute.loader as never, request('/order', { cookie: 'order=BK-AAAAAAA' }))).toMatchObject({ status: 303, location: '/' })
		const { cookie } = await cartWith(4)
		const form = await validForm()
		await call(checkoutRoute.action as never, request('/checkout', { cookie, form }))
		const booking = await getDb().selectFrom('bookings').select('reference').where('idempotency_key', '=', form.idempotencyKey).executeTakeFirstOrThrow()
		const viaLink = await call(orderRoute.loader as never, request((await orderLinkPath(getDb(), booking.reference))!))
		expect((viaLink.body as { booking: { reference: string } }).booking.reference).toBe(booking.reference)
	})
})

describe('JSON endpoints', () => {
	test('POST /api/slots/check answers the four slots; bad input is a 400 with a message', async () => {
		const ok = await call(slotsCheck.action as never, request('/api/slots/check', { json: { date: await openDate() } }))
		expect(ok.status).toBe(200)
		expect(Object.keys((ok.body as { availability: object }).availability).sort()).toEqual(['afternoon', 'flexible', 'lunch', 'morning'])
		const past = await call(slotsCheck.action as never, request('/api/slots/check', { json: { date: '2020-01-07' } }))
		expect(past.body).toEqual({ availability: { morning: 0, lunch: 0, afternoon: 0, flexible: 0 } })
		for (const json of [{}, { date: 'tomorrow' }, { date: '2026-13-01' }, '{broken', []]) {
			const bad = await call(slotsCheck.action as never, request('/api/slots/check', { json }))
			expect(bad.status, JSON.stringify(json)).toBe(400)
			expect((bad.body as { error: string }).error).toBeTruthy()
		}
		expect((await call(slotsCheck.loader as never, request('/api/slots/check'))).status).toBe(405)
	})

	test('POST /api/service/check answers isServiceable; bad input is a 400', async () => {
		expect((await call(serviceCheck.action as never, request('/api/service/check', { json: { postcode: '3168', suburb: 'clayton' } }))).body).toEqual({ isServiceable: true })
		expect((await call(serviceCheck.action as never, request('/api/service/check', { json: { postcode: 3220, suburb: 'Geelong' } }))).body).toEqual({ isServiceable: false })
		for (const json of [{ postcode: '316', suburb: 'Clayton' }, { postcode: '3168' }, { suburb: 'x'.repeat(61), postcode: '3168' }]) {
			expect((await call(serviceCheck.action as never, request('/api/service/check', { json }))).status).toBe(400)
		}
	})

	test('POST /api/coupons/apply prices the order on the server, whatever total the client sends', async () => {
		const tyre = await stockedTyre(getDb(), { minStock: 4, offset: 5 })
		const answer = await call(couponsApply.action as never, request('/api/coupons/apply', { json: { code: 'WELCOME10', totalAmount: 1, cart: [{ tyre: tyre.id, quantity: 4 }] } }))
		expect(answer.status).toBe(200)
		const body = answer.body as { discount: number; total: number; finalAmount: number }
		expect(body.total).toBe((tyre.price_4! * 4 + (tyre.price_4! * 4 < 15000 ? 1000 : 0)) / 100)
		expect(body.discount).toBe(Math.round(tyre.price_4! * 4 * 0.1) / 100)
		const unknown = await call(couponsApply.action as never, request('/api/coupons/apply', { json: { code: 'NOPE', cart: [{ tyre: tyre.id, quantity: 4 }] } }))
		expect(unknown.status).toBe(400)
		expect((await call(couponsApply.action as never, request('/api/coupons/apply', { json: { code: 'WELCOME10', cart: [{ tyre: tyre.id, quantity: 9 }] } }))).status).toBe(400)
	})

	test('POST /api/booking/confirm books from the spec payload, ignores the client total, and refuses bad input', async () => {
		const db = getDb()
		const tyre = await stockedTyre(db, { minStock: 6, offset: 7 })
		const payload = {
			cart: [{ tyre: tyre.id, quantity: 2 }],
			form: { vehicleDetails: 'XYZ789', make: 'Mazda', model: '3' },
			formNew: { firstName: 'Sam', lastName: 'Lee', phone: '0400 111 222', email: 'sam@example.com' },
			formData: { address: '1 High St', suburb: 'Berwick', postcode: '3806' },
			selectedTyres: ['front-left', 'front-right'],
			selectedDate: await openDate(),
			selectedTime: 'afternoon',
			total: 1,
			finalAmount: 1,
			terms: true,
		}
		const answer = await call(bookingConfirm.action as never, request('/api/booking/confirm', { json: payload }))
		expect(answer.status, JSON.stringify(answer.body)).toBe(201)
		const body = answer.body as { reference: string; finalAmount: number }
		expect(body.finalAmount).toBe((tyre.price_2! * 2 + (tyre.price_2! * 2 < 15000 ? 1000 : 0)) / 100)
		const stored = await db.selectFrom('bookings').selectAll().where('reference', '=', body.reference).executeTakeFirstOrThrow()
		expect(stored.final_amount).toBe(body.finalAmount * 100)

		const bad = await call(bookingConfirm.action as never, request('/api/booking/confirm', { json: { ...payload, selectedDate: 'soon' } }))
		expect(bad.status).toBe(400)
		expect((bad.body as { error: string }).error).toBe(CHECKOUT_MESSAGES.slot)
		expect((await call(bookingConfirm.action as never, request('/api/booking/confirm', { json: '{"cart":' }))).status).toBe(400)
	})
})
