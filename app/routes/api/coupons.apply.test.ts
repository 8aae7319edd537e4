import { describe, expect, test } from 'vitest'
import { cartCookieHeader } from '#app/lib/http/cart-id.server'
import { addToCart } from '#app/domain/cart/cart.server'
import { getDb } from '#app/lib/db.server'
import { stockedTyre, uniqueKey } from '#tests/fixtures/booking'
import { call, request } from '#tests/fixtures/checkout-pages'
import { cookieFrom, runAction } from '#tests/helpers/routes'
import { action } from './coupons.apply'

// spec §7, account layer: POST /api/coupons/apply { code, totalAmount } → { discount, finalAmount },
// amounts in dollars.
// With no cart the coupon is quoted on the total the client names; with a cart the server
// prices the cart and the client's total changes nothing.

async function coupon(fields: { discount_type: 'percentage' | 'flat'; discount_value: number; minimum_amount: number; expiry_date?: string }) {
	const code = uniqueKey('Q').replace(/[^A-Za-z0-9]/g, '').slice(0, 20).toUpperCase()
	await getDb()
		.insertInto('coupons')
		.values({ code, expiry_date: '2099-12-31', ...fields })
		.execute()
	return code
}

async function apply(json: unknown, cookie?: string) {
	const response = await runAction(action, '/api/coupons/apply', { json, cookie })
	return { status: response.status, body: (await response.json()) as Record<string, unknown>, response }
}

describe('POST /api/coupons/apply without a cart', () => {
	test('quotes the coupon on totalAmount, in dollars like every amount of the API', async () => {
		const percent = await coupon({ discount_type: 'percentage', discount_value: 10, minimum_amount: 20000 })
		const answer = await apply({ code: percent.toLowerCase(), totalAmount: 760 })
		expect(answer.status).toBe(200)
		expect(answer.body).toEqual({ code: percent, discount: 76, total: 760, finalAmount: 684, currency: 'AUD' })
		expect(answer.response.headers.get('Cache-Control')).toBe('no-store')
		const flat = await coupon({ discount_type: 'flat', discount_value: 2500, minimum_amount: 0 })
		expect((await apply({ code: flat, totalAmount: '15' })).body).toMatchObject({ discount: 15, finalAmount: 0 })
		const anyOrder = await coupon({ discount_type: 'percentage', discount_value: 10, minimum_amount: 0 })
		expect((await apply({ code: anyOrder, totalAmount: 199.95 })).body).toMatchObject({ discount: 20, total: 199.95, finalAmount: 179.95 })
		// the quote stores nothing: no cart was made for it
		expect(cookieFrom(answer.response, 'cart')).toBeUndefined()
	})

	test('refuses with the coupon rules: unknown, expired, under its minimum', async () => {
		const minimum = await coupon({ discount_type: 'percentage', discount_value: 10, minimum_amount: 20000 })
		const expired = await coupon({ discount_type: 'flat', discount_value: 500, minimum_amount: 0, expiry_date: '2000-01-01' })
		expect(await apply({ code: minimum, totalAmount: 199.99 })).toMatchObject({ status: 400, body: { error: 'This coupon needs an order of at least $200.' } })
		expect(await apply({ code: expired, totalAmount: 50 })).toMatchObject({ status: 400, body: { error: 'This coupon has expired.' } })
		expect(await apply({ code: 'NO-SUCH-CODE', totalAmount: 50 })).toMatchObject({ status: 400, body: { error: 'This coupon code is not valid.' } })
	})

	test('a total that is not an amount in dollars is a 400; no total and no cart is still "Your cart is empty."', async () => {
		const code = await coupon({ discount_type: 'flat', discount_value: 500, minimum_amount: 0 })
		for (const totalAmount of [-1, 12.345, '12.345', 'abc', '$100', null, [], 1e12, Number.NaN]) {
			expect(await apply({ code, totalAmount }), JSON.stringify(totalAmount)).toMatchObject({ status: 400, body: { error: 'totalAmount must be an amount in dollars, such as 200 or 199.95.' } })
		}
		expect(await apply({ code })).toMatchObject({ status: 400, body: { error: 'Your cart is empty.' } })
	})
})

test('a client that sends the total it shows ($200 as 200) gets a $15 flat coupon as $15 off', async () => {
	const code = await coupon({ discount_type: 'flat', discount_value: 1500, minimum_amount: 0 })
	expect((await apply({ code, totalAmount: 200 })).body).toEqual({ code, discount: 15, total: 200, finalAmount: 185, currency: 'AUD' })
})

describe('POST /api/coupons/apply with a cart', () => {
	test('the visitor’s cart is priced by the server and the client’s total is ignored', async () => {
		const db = getDb()
		const tyre = await stockedTyre(db, { minStock: 6, offset: 3 })
		const cartId = `cart${uniqueKey('c').replace(/[^A-Za-z0-9]/g, '')}`.slice(0, 40)
		await db.insertInto('carts').values({ id: cartId }).execute()
		await addToCart(db, cartId, { tyreId: tyre.id, quantity: 4, position: null })
		const cookie = (await cartCookieHeader(cartId)).split(';')[0]!
		const code = await coupon({ discount_type: 'flat', discount_value: 1000, minimum_amount: 0 })
		const total = tyre.price_4! * 4 + (tyre.price_4! * 4 < 15000 ? 1000 : 0)
		const answer = await apply({ code, totalAmount: 1 }, cookie)
		expect(answer).toMatchObject({ status: 200, body: { code, discount: 10, total: total / 100, finalAmount: (total - 1000) / 100 } })
	})
})

describe('JSON endpoints', () => {
	test('POST /api/coupons/apply prices the order on the server, whatever total the client sends', async () => {
		const tyre = await stockedTyre(getDb(), { minStock: 4, offset: 5 })
		const answer = await call(action as never, request('/api/coupons/apply', { json: { code: 'WELCOME10', totalAmount: 1, cart: [{ tyre: tyre.id, quantity: 4 }] } }))
		expect(answer.status).toBe(200)
		const body = answer.body as { discount: number; total: number; finalAmount: number }
		expect(body.total).toBe((tyre.price_4! * 4 + (tyre.price_4! * 4 < 15000 ? 1000 : 0)) / 100)
		expect(body.discount).toBe(Math.round(tyre.price_4! * 4 * 0.1) / 100)
		const unknown = await call(action as never, request('/api/coupons/apply', { json: { code: 'NOPE', cart: [{ tyre: tyre.id, quantity: 4 }] } }))
		expect(unknown.status).toBe(400)
		expect((await call(action as never, request('/api/coupons/apply', { json: { code: 'WELCOME10', cart: [{ tyre: tyre.id, quantity: 9 }] } }))).status).toBe(400)
	})
})
