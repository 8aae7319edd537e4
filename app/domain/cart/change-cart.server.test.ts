import { describe, expect, test } from 'vitest'
import { getDb } from '#app/lib/db.server'
import { readCart } from './cart.server'
import { CART_CHANGED, CartIntentSchema } from './cart-intent'
import { changeCart } from './change-cart.server'

function posted(fields: Record<string, string>) {
	return CartIntentSchema.parse(fields)
}

describe('changeCart', () => {
	test('each posted intent changes the tyre or the service lines it names', async () => {
		const db = getDb()
		const tyre = await db.selectFrom('tyres').select('id').where('stock', '>=', 5).where('price_5', 'is not', null).orderBy('id').executeTakeFirstOrThrow()
		const puncture = await db.selectFrom('services').select('id').where('slug', '=', 'puncture-repair').executeTakeFirstOrThrow()

		const added = await changeCart(db, null, posted({ intent: 'add', tyreId: String(tyre.id), quantity: '2' }))
		if (!added.ok) throw new Error(added.message)
		const cartId = added.cartId
		expect(await changeCart(db, cartId, posted({ intent: 'add-service', serviceId: String(puncture.id) }))).toEqual({ ok: true, cartId })
		let cart = await readCart(db, cartId)
		expect(cart.lines.map((l) => l.quantity)).toEqual([2])
		expect(cart.services.map((l) => l.quantity)).toEqual([1])

		await changeCart(db, cartId, posted({ intent: 'set-quantity', lineId: String(cart.lines[0]!.id), quantity: '4' }))
		await changeCart(db, cartId, posted({ intent: 'set-service-quantity', lineId: String(cart.services[0]!.id), quantity: '3' }))
		cart = await readCart(db, cartId)
		expect(cart.lines.map((l) => l.quantity)).toEqual([4])
		expect(cart.services.map((l) => l.quantity)).toEqual([3])

		await changeCart(db, cartId, posted({ intent: 'remove-service', lineId: String(cart.services[0]!.id) }))
		cart = await readCart(db, cartId)
		expect(cart.services).toEqual([])
		expect(cart.lines).toHaveLength(1)

		await changeCart(db, cartId, posted({ intent: 'remove', lineId: String(cart.lines[0]!.id) }))
		expect((await readCart(db, cartId)).lines).toEqual([])
	})

	test("a tyre line's id does not remove a service, nor a service line's id a tyre", async () => {
		const db = getDb()
		const tyre = await db.selectFrom('tyres').select('id').where('stock', '>=', 5).where('price_5', 'is not', null).orderBy('id').executeTakeFirstOrThrow()
		const added = await changeCart(db, null, posted({ intent: 'add', tyreId: String(tyre.id), quantity: '1' }))
		if (!added.ok) throw new Error(added.message)
		const line = (await readCart(db, added.cartId)).lines[0]!
		expect(await changeCart(db, added.cartId, posted({ intent: 'remove-service', lineId: String(line.id) }))).toMatchObject({ ok: false, reason: 'not-found' })
		expect((await readCart(db, added.cartId)).lines).toHaveLength(1)
	})

	test('every intent has its own message and an unknown one is refused', () => {
		expect(Object.keys(CART_CHANGED).sort()).toEqual(CartIntentSchema.options.map((o) => o.shape.intent.value).sort())
		expect(CartIntentSchema.safeParse({ intent: 'empty-everything' }).success).toBe(false)
	})
})
