import { describe, expect, test } from 'vitest'
import { getDb } from '#app/lib/db.server'
import { cartBadge } from './cart-count.server'
import { addPairToCart, addToCart, readCart } from './cart.server'
import { tyreIdentityKey } from './identity'

describe('cart identity, badge and pairs', () => {
	test('the identity key ignores the id and a NaN marking, and tells different tyres apart', () => {
		const base = { brand: 'Kumho', model: 'Ecsta PS71', size: '225/45R17', loadSpeedRating: '94Y', marking: 'XL', type: 'Performance', runflat: false }
		expect(tyreIdentityKey(base)).toBe(tyreIdentityKey({ ...base }))
		expect(tyreIdentityKey({ ...base, marking: null })).toBe(tyreIdentityKey({ ...base, marking: 'NaN' }))
		for (const change of [{ size: '225/40R18' }, { loadSpeedRating: '91W' }, { marking: null }, { type: 'Passenger' }, { runflat: true }, { model: 'Ecsta PS91' }]) {
			expect(tyreIdentityKey({ ...base, ...change })).not.toBe(tyreIdentityKey(base))
		}
	})

	test('the badge counts tyres and lists the identity of each line', async () => {
		const db = getDb()
		expect(await cartBadge(db, null)).toEqual({ quantity: 0, keys: [] })
		const [a, b] = await db.selectFrom('tyres').selectAll().where('stock', '>=', 5).where('price_3', 'is not', null).where('price_2', 'is not', null).orderBy('id').limit(2).execute()
		const first = await addToCart(db, null, { tyreId: a!.id, quantity: 3 })
		if (!first.ok) throw new Error(first.message)
		await addToCart(db, first.cartId, { tyreId: b!.id, quantity: 2 })
		const badge = await cartBadge(db, first.cartId)
		expect(badge.quantity).toBe(5)
		const identity = (t: typeof a) => ({ brand: t!.brand, model: t!.model, size: t!.size, loadSpeedRating: t!.load_speed_rating, marking: t!.marking, type: t!.type, runflat: t!.runflat === 1 })
		expect(badge.keys).toEqual([tyreIdentityKey(identity(a)), tyreIdentityKey(identity(b))])
	})

	test('a pair is added whole or not at all', async () => {
		const db = getDb()
		const pick = (size: string) => db.selectFrom('tyres').selectAll().where('brand', '=', 'Continental').where('model', '=', 'SportContact 7').where('size', '=', size).executeTakeFirstOrThrow()
		const [front, rear] = [await pick('225/40R18'), await pick('255/35R18')]
		await db.updateTable('tyres').set({ stock: 6 }).where('id', '=', front.id).execute()
		await db.updateTable('tyres').set({ stock: 0 }).where('id', '=', rear.id).execute()
		const refused = await addPairToCart(db, null, { frontTyreId: front.id, rearTyreId: rear.id, quantity: 2 })
		expect(refused).toMatchObject({ ok: false, cartId: null, message: 'Rear tyre: This tyre is currently out of stock.' })
		await db.updateTable('tyres').set({ stock: 6 }).where('id', '=', rear.id).execute()
		const added = await addPairToCart(db, null, { frontTyreId: front.id, rearTyreId: rear.id, quantity: 2 })
		if (!added.ok) throw new Error(added.message)
		// adding the pair again replaces both lines' quantities
		await addPairToCart(db, added.cartId, { frontTyreId: front.id, rearTyreId: rear.id, quantity: 1 })
		const cart = await readCart(db, added.cartId)
		expect(cart.lines.map((l) => [l.size, l.position, l.quantity])).toEqual([
			['225/40R18', 'front', 1],
			['255/35R18', 'rear', 1],
		])
	})

	test('the hidden house model cannot be added by id', async () => {
		const db = getDb()
		const hidden = await db.selectFrom('tyres').select('id').where('brand', '=', 'Zeta').where('model', '=', 'Antarctica 5').where('stock', '>', 0).executeTakeFirstOrThrow()
		expect(await addToCart(db, null, { tyreId: hidden.id, quantity: 1 })).toMatchObject({ ok: false, message: 'That tyre is no longer available.', reason: 'not-found' })
	})
})
