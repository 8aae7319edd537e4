import { describe, expect, test } from 'vitest'
import { getDb } from '#app/lib/db.server'
import { dialectOf } from '#app/lib/db/dialect.server'
import { addToCart, clearCart, readCart, removeLine, sameLine, setLineQuantity } from './cart.server'
import { queryPlan } from '#tests/helpers/query-plan'

async function tyreWith(stockAtLeast: number) {
	return getDb()
		.selectFrom('tyres')
		.selectAll()
		.where('stock', '>=', stockAtLeast)
		.where('price_1', 'is not', null)
		.where('price_5', 'is not', null)
		.orderBy('id')
		.executeTakeFirstOrThrow()
}

describe('cart', () => {
	test('adding the same tyre again sets the quantity instead of summing it', async () => {
		const db = getDb()
		const tyre = await tyreWith(5)
		const first = await addToCart(db, null, { tyreId: tyre.id, quantity: 2 })
		if (!first.ok) throw new Error(first.message)
		const again = await addToCart(db, first.cartId, { tyreId: tyre.id, quantity: 4 })
		expect(again).toEqual({ ok: true, cartId: first.cartId })
		const cart = await readCart(db, first.cartId)
		expect(cart.lines).toHaveLength(1)
		expect(cart.lines[0]).toMatchObject({ tyreId: tyre.id, quantity: 4, unitPrice: tyre.price_4, lineTotal: tyre.price_4! * 4 })
		expect(cart.quantity).toBe(4)
		expect(cart.subtotal).toBe(tyre.price_4! * 4)
	})

	test('a tyre with the same identity fields under another id replaces the line', async () => {
		const db = getDb()
		const tyre = await tyreWith(5)
		const { id: _id, slug: _slug, created_at: _c, updated_at: _u, ...copy } = tyre
		const twin = await db.insertInto('tyres').values({ ...copy, slug: `${tyre.slug}-twin` }).returning('id').executeTakeFirstOrThrow()
		const first = await addToCart(db, null, { tyreId: tyre.id, quantity: 1 })
		if (!first.ok) throw new Error(first.message)
		await addToCart(db, first.cartId, { tyreId: twin.id, quantity: 3 })
		const cart = await readCart(db, first.cartId)
		expect(cart.lines.map((l) => [l.tyreId, l.quantity])).toEqual([[twin.id, 3]])
	})

	test('different tyres get their own lines; quantity, remove and clear work', async () => {
		const db = getDb()
		const [a, b] = await db.selectFrom('tyres').selectAll().where('stock', '>=', 5).where('price_5', 'is not', null).orderBy('id').limit(2).execute()
		const added = await addToCart(db, null, { tyreId: a!.id, quantity: 1 })
		if (!added.ok) throw new Error(added.message)
		await addToCart(db, added.cartId, { tyreId: b!.id, quantity: 2 })
		let cart = await readCart(db, added.cartId)
		expect(cart.lines).toHaveLength(2)

		expect(await setLineQuantity(db, added.cartId, cart.lines[0]!.id, 5)).toEqual({ ok: true, cartId: added.cartId })
		expect(await setLineQuantity(db, added.cartId, cart.lines[0]!.id, 6)).toMatchObject({ ok: false, message: 'Choose a quantity from 1 to 5.' })
		expect(await setLineQuantity(db, 'someone-elses-cart-id', cart.lines[0]!.id, 2)).toMatchObject({ ok: false })

		expect(await removeLine(db, added.cartId, cart.lines[1]!.id)).toMatchObject({ ok: true })
		cart = await readCart(db, added.cartId)
		expect(cart.lines.map((l) => l.quantity)).toEqual([5])

		await clearCart(db, added.cartId)
		expect((await readCart(db, added.cartId)).lines).toEqual([])
	})

	test('never more than the stock, never an unknown tyre', async () => {
		const db = getDb()
		const cartsBefore = (await db.selectFrom('carts').select('id').execute()).length
		const low = await db.selectFrom('tyres').selectAll().where('stock', '=', 2).where('price_3', 'is not', null).executeTakeFirstOrThrow()
		expect(await addToCart(db, null, { tyreId: low.id, quantity: 3 })).toEqual({ ok: false, cartId: null, message: 'Only 2 of this tyre are in stock.' })
		expect(await addToCart(db, null, { tyreId: 999_999, quantity: 1 })).toMatchObject({ ok: false, message: 'That tyre is no longer available.' })
		// a refused add creates no cart
		expect((await db.selectFrom('carts').select('id').execute()).length).toBe(cartsBefore)
	})
})

describe('a cart filled from a staggered search', () => {
	test('remembers both sizes and says which axle it has no tyres for, until it has both', async () => {
		const db = getDb()
		const any = await tyreWith(2)
		const other = await db
			.selectFrom('tyres')
			.selectAll()
			.where((eb) => eb.or([eb('width', '!=', any.width), eb('profile', '!=', any.profile), eb('rim', '!=', any.rim)]))
			.where('stock', '>=', 2)
			.where('price_2', 'is not', null)
			.orderBy('id')
			.executeTakeFirstOrThrow()
		const front = `${any.width}/${any.profile}R${any.rim}`
		const rear = `${other.width}/${other.profile}R${other.rim}`

		const added = await addToCart(db, null, { tyreId: any.id, quantity: 2, position: 'front', staggered: { front, rear } })
		if (!added.ok) throw new Error(added.message)
		let cart = await readCart(db, added.cartId)
		expect(cart.staggered).toEqual({ front, rear })
		expect(cart.missingAxle).toEqual({ axle: 'rear', size: rear })

		// an add without a staggered search keeps what the cart remembers
		await addToCart(db, added.cartId, { tyreId: other.id, quantity: 2 })
		cart = await readCart(db, added.cartId)
		expect(cart.staggered).toEqual({ front, rear })
		expect(cart.missingAxle).toBeNull()

		await removeLine(db, added.cartId, cart.lines[0]!.id)
		expect((await readCart(db, added.cartId)).missingAxle).toEqual({ axle: 'front', size: front })

		await clearCart(db, added.cartId)
		cart = await readCart(db, added.cartId)
		expect(cart.staggered).toBeNull()
		expect(cart.missingAxle).toBeNull()
	})
})

describe('finding the line an add replaces', () => {
	test("starts from the cart's own lines and reads each one's tyre by its key, never the tyres of a type", async () => {
		const db = getDb()
		const plan = await queryPlan(db, sameLine(db, 'a-cart', await tyreWith(1)))
		if (dialectOf(db) === 'sqlite') {
			const steps = plan.split('\n')
			expect(steps[0]).toMatch(/^SEARCH l USING (COVERING )?INDEX .*\(cart_id=\?/)
			expect(steps[1]).toMatch(/^SEARCH t USING INTEGER PRIMARY KEY/)
		} else {
			expect(plan).not.toMatch(/Seq Scan on tyres/)
		}
	})
})
