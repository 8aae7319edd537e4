import { describe, expect, test } from 'vitest'
import { getDb } from '#app/lib/db.server'
import { customerLoginCookie } from '#app/lib/customer-session.server'
import { setSlotCapacity, stockedTyre, upcomingWednesday } from '#tests/fixtures/booking'
import * as create from './api.bookings.create'
import * as confirm from './api.booking.confirm'
import * as couponsApply from './api.coupons.apply'

// Attacks on the booking endpoints, each performed as an attacker would and shown to fail.

type Handler = (args: never) => unknown
let addresses = 0

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
	addresses += 1
	const request = new Request(`http://localhost:3000${path}`, { method: body ? 'POST' : 'GET', headers: h, body })
	let result: unknown
	try {
		result = await handler({ request, params: {}, context: { clientIp: ip ?? `203.0.113.${addresses % 250}` } } as never)
	} catch (thrown) {
		result = thrown
	}
	if (result instanceof Response) {
		const text = await result.text()
		let parsed: unknown = text
		try {
			parsed = JSON.parse(text)
		} catch {
			/* a redirect or HTML */
		}
		return { status: result.status, body: parsed as Record<string, any>, headers: result.headers }
	}
	const withInit = result as { type?: string; data?: unknown; init?: { status?: number; headers?: HeadersInit } | null }
	if (withInit?.type === 'DataWithResponseInit') return { status: withInit.init?.status ?? 200, body: withInit.data as Record<string, any>, headers: new Headers(withInit.init?.headers) }
	return { status: 200, body: result as Record<string, any>, headers: new Headers() }
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
