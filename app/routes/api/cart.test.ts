import { describe, expect, test } from 'vitest'
import { getDb } from '#app/lib/db.server'
import { cookieFrom, runAction, runLoader } from '#tests/helpers/routes'
import { loader as cartLoader, action as cartAction } from './cart'
import { action as itemAction, loader as itemLoader } from './cart.items'
import { action as lineAction } from './cart.items.$lineId'
import { action as pairAction } from './cart.pair'

interface Cart {
	items: { lineId: number; tyre: number; quantity: number; price: number; lineTotal: number; position: string | null; SIZE: string }[]
	quantity: number
	total: number
	shipping: number
	shippingNotice: string | null
}

async function tyre(minStock: number, extra: (q: any) => any = (q) => q) {
	return extra(getDb().selectFrom('tyres').selectAll().where('stock', '>=', minStock).where('price_1', 'is not', null).where('price_5', 'is not', null).where('model', '!=', 'Antarctica 5'))
		.orderBy('id')
		.executeTakeFirstOrThrow() as Promise<{ id: number; price_2: number; price_4: number; price_5: number; slug: string; stock: number }>
}

describe('cart JSON endpoints', () => {
	test('GET /api/cart without a cart is an empty cart', async () => {
		const response = await runLoader(cartLoader, '/api/cart')
		expect(response.status).toBe(200)
		expect(response.headers.get('Cache-Control')).toBe('private, no-store')
		expect(await response.json()).toEqual({ items: [], services: [], quantity: 0, total: 0, shipping: 0, shippingNotice: null, staggeredNotice: null, staggeredSearch: null })
	})

	test('add sets the cookie; adding the same tyre replaces its quantity and price; quantity change; remove; clear', async () => {
		const t = await tyre(5)
		const added = await runAction(itemAction, '/api/cart/items', { json: { tyreId: t.id, quantity: 4 } })
		expect(added.status).toBe(200)
		const cookie = cookieFrom(added, 'cart')!
		expect(cookie).toBeDefined()
		let cart = (await added.json()) as Cart
		expect(cart).toMatchObject({ quantity: 4, total: (t.price_4 * 4) / 100 })
		expect(cart.items[0]).toMatchObject({ tyre: t.id, quantity: 4, price: t.price_4 / 100 })

		const again = await runAction(itemAction, '/api/cart/items', { json: { tyreId: t.id, quantity: 2 }, cookie })
		expect(cookieFrom(again, 'cart')).toBeUndefined() // same cart
		cart = (await again.json()) as Cart
		expect(cart.items).toHaveLength(1)
		expect(cart.items[0]).toMatchObject({ quantity: 2, price: t.price_2 / 100, lineTotal: (t.price_2 * 2) / 100 })

		const lineId = String(cart.items[0]!.lineId)
		const changed = await runAction(lineAction, `/api/cart/items/${lineId}`, { method: 'PATCH', json: { quantity: 5 }, params: { lineId }, cookie })
		expect(((await changed.json()) as Cart).items[0]).toMatchObject({ quantity: 5, price: t.price_5 / 100 })

		const fetched = (await (await runLoader(cartLoader, '/api/cart', { headers: { Cookie: cookie } })).json()) as Cart
		expect(fetched.quantity).toBe(5)

		const removed = await runAction(lineAction, `/api/cart/items/${lineId}`, { method: 'DELETE', params: { lineId }, cookie })
		expect(((await removed.json()) as Cart).items).toEqual([])
		expect((await runAction(lineAction, `/api/cart/items/${lineId}`, { method: 'DELETE', params: { lineId }, cookie })).status).toBe(404)

		await runAction(itemAction, '/api/cart/items', { json: { tyreId: t.id, quantity: 1 }, cookie })
		expect(cart.shipping).toBe(0)
		// a cheap tyre alone is under $150: the $10 fee is said before checkout (spec §9)
		const cheap = await tyre(1, (q) => q.where('price_1', '<', 15000))
		const one = (await (await runAction(itemAction, '/api/cart/items', { json: { tyreId: cheap.id, quantity: 1 } })).json()) as Cart
		expect(one).toMatchObject({ shipping: 10, shippingNotice: expect.stringMatching(/^A \$10 shipping fee applies to orders under \$150: add \$[\d.]+ more/) })
		const cleared = await runAction(cartAction, '/api/cart', { method: 'DELETE', cookie })
		expect(await cleared.json()).toEqual({ items: [], services: [], quantity: 0, total: 0, shipping: 0, shippingNotice: null, staggeredNotice: null, staggeredSearch: null })
	})

	test.each([
		[{ json: { tyreId: 1, quantity: 6 } }, 400, 'Choose a quantity from 1 to 5.'],
		[{ json: { tyreId: 1, quantity: 0 } }, 400, 'Choose a quantity from 1 to 5.'],
		[{ json: { tyreId: 1, quantity: 2.5 } }, 400, 'Choose a quantity from 1 to 5.'],
		[{ json: { tyreId: 'abc', quantity: 1 } }, 400, 'tyreId must be a number.'],
		[{ json: { tyreId: 999999, quantity: 1 } }, 404, 'That tyre is no longer available.'],
		[{ json: { tyreId: 1, quantity: 1, position: 'spare' } }, 400, 'position is front or rear.'],
		[{ json: { tyreId: 1, quantity: 1, staggeredFront: '225/40', staggeredRear: '255/35R18' } }, 400, 'A staggered size is written like 225/40R18.'],
		[{ body: '{"tyreId":' }, 400, 'The request body is not valid JSON.'],
		[{ body: 'null' }, 400, 'The request body must be a JSON object.'],
	])('POST /api/cart/items %j answers %s', async (input, status, error) => {
		const response = await runAction(itemAction, '/api/cart/items', input)
		expect(response.status).toBe(status)
		expect(await response.json()).toEqual({ error })
		expect(cookieFrom(response, 'cart')).toBeUndefined()
	})

	test('never more than the stock, never the hidden model, never a GET', async () => {
		const low = await getDb().selectFrom('tyres').selectAll().where('stock', '=', 2).where('price_3', 'is not', null).executeTakeFirstOrThrow()
		const tooMany = await runAction(itemAction, '/api/cart/items', { json: { tyreId: low.id, quantity: 3 } })
		expect(tooMany.status).toBe(400)
		expect(await tooMany.json()).toEqual({ error: 'Only 2 of this tyre are in stock.' })
		const hidden = await getDb().selectFrom('tyres').select('id').where('model', '=', 'Antarctica 5').where('stock', '>', 0).executeTakeFirstOrThrow()
		expect((await runAction(itemAction, '/api/cart/items', { json: { tyreId: hidden.id, quantity: 1 } })).status).toBe(404)
		expect((await runLoader(itemLoader, '/api/cart/items')).status).toBe(405)
		expect((await runAction(cartAction, '/api/cart', { method: 'POST' })).status).toBe(405)
	})

	test('a quantity change above the stock or on a line of another cart is refused', async () => {
		const t = await tyre(1, (q) => q.where('stock', '<', 5))
		const added = await runAction(itemAction, '/api/cart/items', { json: { tyreId: t.id, quantity: 1 } })
		const cookie = cookieFrom(added, 'cart')!
		const lineId = String(((await added.json()) as Cart).items[0]!.lineId)
		const over = await runAction(lineAction, '/', { method: 'PATCH', json: { quantity: 5 }, params: { lineId }, cookie })
		expect(over.status).toBe(400)
		const stranger = await runAction(lineAction, '/', { method: 'PATCH', json: { quantity: 1 }, params: { lineId } })
		expect(stranger.status).toBe(404)
		expect((await runAction(lineAction, '/', { method: 'PATCH', json: { quantity: 1 }, params: { lineId: 'abc' }, cookie })).status).toBe(400)
	})

	test('POST /api/cart/pair adds the front and rear tyres as two lines, both or neither', async () => {
		const db = getDb()
		const pick = (size: string) =>
			db.selectFrom('tyres').select(['id', 'price_2']).where('brand', '=', 'Michelin').where('model', '=', 'Pilot Sport 4').where('size', '=', size).executeTakeFirstOrThrow()
		const front = await pick('225/40R18')
		const rear = await pick('255/35R18')
		await db.updateTable('tyres').set({ stock: 10 }).where('id', 'in', [front.id, rear.id]).execute()
		const response = await runAction(pairAction, '/api/cart/pair', { json: { frontTyreId: front.id, rearTyreId: rear.id } })
		expect(response.status).toBe(200)
		const cart = (await response.json()) as Cart
		expect(cart.items.map((i) => [i.SIZE, i.position, i.quantity])).toEqual([
			['225/40R18', 'front', 2],
			['255/35R18', 'rear', 2],
		])
		expect(cart.total).toBe(((front.price_2! + rear.price_2!) * 2) / 100)

		await db.updateTable('tyres').set({ stock: 1 }).where('id', '=', rear.id).execute()
		const refused = await runAction(pairAction, '/api/cart/pair', { json: { frontTyreId: front.id, rearTyreId: rear.id } })
		expect(refused.status).toBe(400)
		expect(await refused.json()).toEqual({ error: 'Rear tyre: Only 1 of this tyre is in stock.' })
		expect(cookieFrom(refused, 'cart')).toBeUndefined()
		const same = await runAction(pairAction, '/api/cart/pair', { json: { frontTyreId: front.id, rearTyreId: front.id } })
		expect(same.status).toBe(400)
	})
})
