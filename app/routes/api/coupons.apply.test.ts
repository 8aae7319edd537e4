import { describe, expect, test } from 'vitest'
import { cartCookieHeader } from '#app/domain/cart/cart-id.server'
import { addToCart } from '#app/domain/cart/cart.server'
import { getDb } from '#app/lib/db.server'
import { stockedTyre, uniqueKey } from '#tests/fixtures/booking'
import { cookieFrom, runAction } from '#tests/helpers/routes'
import { action } from './coupons.apply'

// spec §7, account layer: POST /api/coupons/apply { code, totalAmount } → { discount, finalAmount }.
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
	test('quotes the coupon on totalAmount (integer cents)', async () => {
		const percent = await coupon({ discount_type: 'percentage', discount_value: 10, minimum_amount: 20000 })
		const answer = await apply({ code: percent.toLowerCase(), totalAmount: 76000 })
		expect(answer.status).toBe(200)
		expect(answer.body).toEqual({ code: percent, discount: 7600, total: 76000, finalAmount: 68400, currency: 'AUD' })
		expect(answer.response.headers.get('Cache-Control')).toBe('no-store')
		const flat = await coupon({ discount_type: 'flat', discount_value: 2500, minimum_amount: 0 })
		expect((await apply({ code: flat, totalAmount: '1500' })).body).toMatchObject({ discount: 1500, finalAmount: 0 })
		// the quote stores nothing: no cart was made for it
		expect(cookieFrom(answer.response, 'cart')).toBeUndefined()
	})

	test('refuses with the coupon rules: unknown, expired, under its minimum', async () => {
		const minimum = await coupon({ discount_type: 'percentage', discount_value: 10, minimum_amount: 20000 })
		const expired = await coupon({ discount_type: 'flat', discount_value: 500, minimum_amount: 0, expiry_date: '2000-01-01' })
		expect(await apply({ code: minimum, totalAmount: 19999 })).toMatchObject({ status: 400, body: { error: 'This coupon needs an order of at least $200.' } })
		expect(await apply({ code: expired, totalAmount: 5000 })).toMatchObject({ status: 400, body: { error: 'This coupon has expired.' } })
		expect(await apply({ code: 'NO-SUCH-CODE', totalAmount: 5000 })).toMatchObject({ status: 400, body: { error: 'This coupon code is not valid.' } })
	})

	test('a total that is not a whole number of cents is a 400; no total and no cart is still "Your cart is empty."', async () => {
		const code = await coupon({ discount_type: 'flat', discount_value: 500, minimum_amount: 0 })
		for (const totalAmount of [-1, 12.5, 'abc', '$100', null, [], 1e12]) {
			expect(await apply({ code, totalAmount }), JSON.stringify(totalAmount)).toMatchObject({ status: 400, body: { error: 'totalAmount must be a whole number of cents.' } })
		}
		expect(await apply({ code })).toMatchObject({ status: 400, body: { error: 'Your cart is empty.' } })
	})
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
		expect(answer).toMatchObject({ status: 200, body: { code, discount: 1000, total, finalAmount: total - 1000 } })
	})
})
