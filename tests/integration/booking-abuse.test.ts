import { afterEach, describe, expect, test } from 'vitest'
import { getDb } from '#app/lib/db.server'
import { customerLoginCookie } from '#app/lib/customer-session.server'
import { capMessage, clientPeoplePerDay } from '#app/domain/booking/booking-caps.server'
import { getShopSettings } from '#app/domain/settings/settings.server'
import { getEnv } from '#app/lib/env.server'
import { VERIFY_MESSAGES } from '#app/domain/booking/booking-verification.server'
import { addToCart } from '#app/domain/cart/cart.server'
import { cartCookieHeader } from '#app/lib/http/cart-id.server'
import { setTransports, type OutgoingSms } from '#app/lib/outbox.server'
import { takeToast } from '#app/lib/toast.server'
import { setSlotCapacity, stockedTyre, uniqueCustomer, upcomingWednesday } from '#tests/fixtures/booking'
import * as create from '#app/routes/api/bookings.create'
import * as confirm from '#app/routes/api/booking.confirm'
import * as couponsApply from '#app/routes/api/coupons.apply'
import * as checkoutRoute from '#app/routes/booking/checkout'
import * as orderRoute from '#app/routes/booking/order'
import { routeAnswer } from '#tests/helpers/routes'

// Attacks on the booking endpoints, each performed as an attacker would and shown to fail.

type Handler = (args: never) => unknown

/** Calls a route handler with a real Request; answers status, JSON body and headers. */
async function send(handler: Handler, path: string, { json, form, cookie, ip, headers = {} }: { json?: unknown; form?: Record<string, string | string[]>; cookie?: string; ip?: string; headers?: Record<string, string> } = {}) {
	const h = new Headers(headers)
	let body: BodyInit | undefined
	if (json !== undefined) {
		h.set('Content-Type', 'application/json')
		body = JSON.stringify(json)
	} else if (form) {
		const params = new URLSearchParams()
		for (const [k, v] of Object.entries(form)) for (const one of Array.isArray(v) ? v : [v]) params.append(k, one)
		h.set('Content-Type', 'application/x-www-form-urlencoded')
		body = params
	}
	if (cookie) h.set('Cookie', cookie)
	const request = new Request(`http://localhost:3000${path}`, { method: body ? 'POST' : 'GET', headers: h, body })
	// one client address unless a test names another: the setup forgets rate-limit counts between tests
	return routeAnswer(handler, request, ip ?? '203.0.113.1')
}

async function hiddenTyre() {
	return getDb().selectFrom('tyres').selectAll().where('brand', '=', 'Zeta').where('model', '=', 'Antarctica 5').where('stock', '>', 2).executeTakeFirstOrThrow()
}

async function countBookings() {
	const row = await getDb().selectFrom('bookings').select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow()
	return Number(row.n)
}

let phoneSeq = 0
async function customer(name = 'Pat Owner') {
	const db = getDb()
	phoneSeq += 1
	const local = `04${String(30000000 + phoneSeq * 7717 + Math.floor(Math.random() * 1000)).slice(0, 8)}`
	const phone = `+61${local.slice(1)}`
	const { id } = await db.insertInto('users').values({ name, phone, password_hash: `hash-${local}`, is_verified: 1 }).returning('id').executeTakeFirstOrThrow()
	const cookie = (await customerLoginCookie(id, db)).split(';')[0]!
	return { id, phone, local, cookie }
}

function confirmPayload(tyreId: number, date: string, overrides: Record<string, unknown> = {}) {
	return {
		cart: [{ tyre: tyreId, quantity: 2 }],
		form: { vehicleDetails: 'XYZ789', make: 'Mazda', model: '3' },
		formNew: { firstName: 'Sam', lastName: 'Lee', phone: '0400 111 222', email: 'sam@example.com' },
		formData: { address: '1 High St', suburb: 'Berwick', postcode: '3806' },
		selectedTyres: ['front-left', 'front-right'],
		selectedDate: date,
		selectedTime: 'afternoon',
		...overrides,
	}
}

describe('the never-sold Zeta Antarctica 5 cannot be booked through any entry point', () => {
	test('POST /api/booking/confirm, /api/bookings/create and /api/coupons/apply refuse it with a 4xx and write nothing', async () => {
		const db = getDb()
		const hidden = await hiddenTyre()
		const date = upcomingWednesday(new Date(), 3)
		await setSlotCapacity(db, date, 'afternoon', 10)
		const before = await countBookings()
		const stockBefore = hidden.stock

		const viaConfirm = await send(confirm.action as Handler, '/api/booking/confirm', { json: confirmPayload(hidden.id, date, { idempotencyKey: crypto.randomUUID() }) })
		expect(viaConfirm.status).toBeGreaterThanOrEqual(400)
		expect(viaConfirm.status).toBeLessThan(500)
		expect(viaConfirm.body.error).toMatch(/no longer available/)

		const me = await customer()
		const viaCreate = await send(create.action as Handler, '/api/bookings/create', {
			cookie: me.cookie,
			json: { phone: me.local, tyre: hidden.id, quantity: 2, address: { address: '3 Elm St', suburb: 'Clayton', postcode: '3168' }, email: 'pat@example.com', selectedDate: date, selectedTime: 'afternoon', selectedTyres: ['front-left', 'front-right'] },
		})
		expect(viaCreate.status).toBeGreaterThanOrEqual(400)
		expect(viaCreate.status).toBeLessThan(500)
		expect(viaCreate.body.message).toMatch(/no longer available/)

		const viaCoupon = await send(couponsApply.action as Handler, '/api/coupons/apply', { json: { code: 'WELCOME10', cart: [{ tyre: hidden.id, quantity: 4 }] } })
		expect(viaCoupon.status).toBe(400)
		expect(viaCoupon.body.error).toMatch(/no longer available/)

		expect(await countBookings()).toBe(before)
		expect((await db.selectFrom('tyres').select('stock').where('id', '=', hidden.id).executeTakeFirstOrThrow()).stock).toBe(stockBefore)
	})

	test('a cart line whose tyre is the hidden model is not priced, so checkout cannot book it', async () => {
		const db = getDb()
		const { addToCart, readCart } = await import('#app/domain/cart/cart.server')
		const tyre = await stockedTyre(db, { minStock: 2, offset: 2 })
		const added = await addToCart(db, null, { tyreId: tyre.id, quantity: 1 })
		if (!added.ok) throw new Error(added.message)
		// the owner renames the tyre after it went into a cart
		const original = { brand: tyre.brand, model: tyre.model }
		await db.updateTable('tyres').set({ brand: 'Zeta', model: 'Antarctica 5' }).where('id', '=', tyre.id).execute()
		try {
			const cart = await readCart(db, added.cartId)
			expect(cart.lines[0]).toMatchObject({ unitPrice: null, lineTotal: 0 })
		} finally {
			await db.updateTable('tyres').set(original).where('id', '=', tyre.id).execute()
		}
	})
})

describe('idempotency keys never hand out another person’s booking', () => {
	test('POST /api/booking/confirm: a replayed key gets no link unless the client placed it; other content under it is a 409', async () => {
		const db = getDb()
		const tyre = await stockedTyre(db, { minStock: 6, offset: 17 })
		const date = upcomingWednesday(new Date(), 2)
		await setSlotCapacity(db, date, 'afternoon', 10)
		await setSlotCapacity(db, date, 'morning', 10)
		const key = crypto.randomUUID()
		const payload = confirmPayload(tyre.id, date)

		const placed = await send(confirm.action as Handler, '/api/booking/confirm', { json: payload, headers: { 'Idempotency-Key': key } })
		expect(placed.status).toBe(201)
		expect(placed.body.orderUrl).toMatch(/\/order\?ref=/)
		const orderCookie = placed.headers.getSetCookie().find((c) => c.startsWith('order='))!.split(';')[0]!

		// someone else who learnt the key and the content
		const stolen = await send(confirm.action as Handler, '/api/booking/confirm', { json: payload, headers: { 'Idempotency-Key': key } })
		expect(stolen.status).toBe(409)
		expect(stolen.body).toEqual({ error: expect.stringMatching(/already been placed/) })
		expect(JSON.stringify(stolen.body)).not.toContain(placed.body.reference)
		expect(stolen.headers.getSetCookie()).toEqual([])

		const changed = await send(confirm.action as Handler, '/api/booking/confirm', { json: { ...payload, selectedTime: 'morning' }, headers: { 'Idempotency-Key': key } })
		expect(changed.status).toBe(409)
		expect(changed.body.error).toMatch(/other details/)

		// the client that placed it asks again after a lost answer
		const retry = await send(confirm.action as Handler, '/api/booking/confirm', { json: payload, headers: { 'Idempotency-Key': key }, cookie: orderCookie })
		expect(retry.status).toBe(200)
		expect(retry.body).toMatchObject({ reference: placed.body.reference, orderUrl: placed.body.orderUrl })
		expect(await db.selectFrom('bookings').select('id').where('idempotency_key', '=', key).execute()).toHaveLength(1)
	})

	test('POST /api/booking/confirm without a key: the same content from another household member is not that booking', async () => {
		const db = getDb()
		const tyre = await stockedTyre(db, { minStock: 6, offset: 18 })
		const date = upcomingWednesday(new Date(), 2)
		await setSlotCapacity(db, date, 'afternoon', 10)
		const payload = confirmPayload(tyre.id, date, { formNew: { firstName: 'Kim', lastName: 'Lee', phone: '0400 333 444', email: 'kim@example.com' } })
		const placed = await send(confirm.action as Handler, '/api/booking/confirm', { json: payload, ip: '198.51.100.7' })
		expect(placed.status).toBe(201)
		// the same address again (a retry): recognised, but shown only with the order cookie
		const sameAddress = await send(confirm.action as Handler, '/api/booking/confirm', { json: payload, ip: '198.51.100.7' })
		expect(sameAddress.status).toBe(409)
		expect(sameAddress.body.orderUrl).toBeUndefined()
		// a household member elsewhere who knows every detail of it gets nothing of that booking
		const elsewhere = await send(confirm.action as Handler, '/api/booking/confirm', { json: payload, ip: '192.0.2.55' })
		expect(JSON.stringify(elsewhere.body)).not.toContain(placed.body.reference)
		expect(JSON.stringify(elsewhere.body)).not.toContain(placed.body.orderUrl)
	})

	test('POST /api/bookings/create with the key of a booking placed at checkout: 409, and the booking stays out of the caller’s account', async () => {
		const db = getDb()
		const tyre = await stockedTyre(db, { minStock: 6, offset: 19 })
		const date = upcomingWednesday(new Date(), 2)
		await setSlotCapacity(db, date, 'lunch', 10)
		const key = `victimkey${Date.now()}`
		const victim = await send(confirm.action as Handler, '/api/booking/confirm', { json: confirmPayload(tyre.id, date, { selectedTime: 'lunch' }), headers: { 'Idempotency-Key': key } })
		expect(victim.status).toBe(201)

		const eve = await customer('Eve Mallory')
		const claim = await send(create.action as Handler, '/api/bookings/create', {
			cookie: eve.cookie,
			json: { phone: eve.local, tyre: tyre.id, quantity: 2, address: { address: '1 High St', suburb: 'Berwick', postcode: '3806' }, email: 'sam@example.com', selectedDate: date, selectedTime: 'lunch', selectedTyres: ['front-left', 'front-right'], idempotencyKey: key },
		})
		expect(claim.status).toBe(409)
		expect(JSON.stringify(claim.body)).not.toContain(victim.body.reference)
		const row = await db.selectFrom('bookings').select(['user_id']).where('reference', '=', victim.body.reference).executeTakeFirstOrThrow()
		expect(row.user_id).toBeNull()
	})
})

async function cartCookie(offset: number) {
	const db = getDb()
	const tyre = await stockedTyre(db, { minStock: 3, offset })
	const added = await addToCart(db, null, { tyreId: tyre.id, quantity: 1 })
	if (!added.ok) throw new Error(added.message)
	return (await cartCookieHeader(added.cartId)).split(';')[0]!
}

function checkoutForm(date: string, who: { phone: string; email: string }) {
	return {
		intent: 'place-booking',
		selectedDate: date,
		selectedTime: 'morning',
		firstName: 'Mal',
		lastName: 'Lory',
		phone: who.phone,
		email: who.email,
		address: '12 Main Street',
		suburb: 'Clayton',
		postcode: '3168',
		vehicleDetails: 'ABC123',
		make: 'Toyota',
		model: 'Corolla',
		positions: ['front-left'],
		terms: 'on',
		paymentMethod: 'pay_on_the_day',
		idempotencyKey: crypto.randomUUID(),
	}
}

describe('one client cannot book out a day with pay-on-the-day bookings', () => {
	afterEach(() => setTransports({ sms: null }))

	test('/checkout and /api/booking/confirm: one address booking for more people than a household is a 429 that names the phone to call', async () => {
		const db = getDb()
		const date = upcomingWednesday(new Date(), 4)
		await setSlotCapacity(db, date, 'morning', 30)
		await setSlotCapacity(db, date, 'afternoon', 30)
		const ip = '198.51.100.123'
		for (let i = 0; i < clientPeoplePerDay(); i++) {
			// the same connection, written as the proxy may hand it on
			const placed = await send(checkoutRoute.action as Handler, '/checkout', { cookie: await cartCookie(20 + i), form: checkoutForm(date, uniqueCustomer()), ip: i % 2 ? ip : `::ffff:${ip}` })
			expect(placed.status).toBe(303)
		}
		const message = capMessage('client', (await getShopSettings(db, getEnv())).phone)
		const refused = await send(checkoutRoute.action as Handler, '/checkout', { cookie: await cartCookie(20 + clientPeoplePerDay()), form: checkoutForm(date, uniqueCustomer()), ip })
		expect(refused.status).toBe(429)
		expect(refused.body.result.error['']).toEqual([message])

		const tyre = await stockedTyre(db, { minStock: 4, offset: 21 + clientPeoplePerDay() })
		const viaApi = await send(confirm.action as Handler, '/api/booking/confirm', { json: confirmPayload(tyre.id, date, { formNew: uniqueCustomer() }), ip })
		expect(viaApi).toMatchObject({ status: 429, body: { error: message } })
	})

	test('with an SMS provider the booking waits on /order for its code, entered in a plain form', async () => {
		const db = getDb()
		const sent: OutgoingSms[] = []
		setTransports({ sms: { name: 'test', deliver: async (sms) => void sent.push(sms) } })
		const date = upcomingWednesday(new Date(), 4)
		await setSlotCapacity(db, date, 'morning', 30)
		const who = uniqueCustomer()
		const placed = await send(checkoutRoute.action as Handler, '/checkout', { cookie: await cartCookie(26), form: checkoutForm(date, who), ip: '198.51.100.124' })
		expect(placed.status).toBe(303)
		expect(placed.headers.get('Location')).toBe('/order')
		const orderCookie = placed.headers.getSetCookie().find((c) => c.startsWith('order='))!.split(';')[0]!
		const page = await send(orderRoute.loader as Handler, '/order', { cookie: orderCookie })
		expect(page.body.verification).toMatchObject({ channel: 'sms', expired: false })
		expect(page.body.booking).toMatchObject({ paymentStatus: 'unverified', confirmedAt: null })

		const wrong = await send(orderRoute.action as Handler, '/order', { cookie: orderCookie, form: { intent: 'verify-code', code: '12345x' } })
		expect(wrong.headers.get('Location')).toBe('/order#verify')
		const code = /\b(\d{6})\b/.exec(sent.at(-1)!.body)![1]!
		const right = await send(orderRoute.action as Handler, '/order', { cookie: orderCookie, form: { intent: 'verify-code', code } })
		expect(right.status).toBe(303)
		const toast = (await takeToast(new Request('http://x', { headers: { Cookie: right.headers.getSetCookie().map((c) => c.split(';')[0]).join('; ') } }))).toast
		expect(toast).toMatchObject({ type: 'success', title: VERIFY_MESSAGES.confirmed })
		const row = await db.selectFrom('bookings').select(['payment_status', 'confirmed_at']).where('email', '=', who.email).executeTakeFirstOrThrow()
		expect(row.payment_status).toBe('unpaid')
		expect(row.confirmed_at).not.toBeNull()
	})
})
