import { describe, expect, test } from 'vitest'
import { readCart } from '#app/domain/cart/cart.server'
import { readCartId } from '#app/lib/http/cart-id.server'
import { getDb } from '#app/lib/db.server'
import { takeToast } from '#app/lib/toast.server'
import { callRoute } from '#tests/helpers/routes'
import { action } from './cart'

function post(fields: Record<string, string>, cookie?: string) {
	return new Request('http://localhost:3000/cart', {
		method: 'POST',
		headers: { 'Content-Type': 'application/x-www-form-urlencoded', ...(cookie ? { Cookie: cookie } : {}) },
		body: new URLSearchParams(fields),
	})
}

async function run(fields: Record<string, string>, cookie?: string) {
	const response = await callRoute(action, post(fields, cookie))
	const setCookies = response.headers.getSetCookie()
	const cookies = setCookies.map((c) => c.split(';')[0]).join('; ')
	const toast = (await takeToast(new Request('http://x', { headers: { Cookie: cookies } }))).toast
	const cartCookie = setCookies.find((c) => c.startsWith('cart='))?.split(';')[0]
	return { response, toast, cartCookie }
}

describe('POST /cart', () => {
	test('add creates the cart cookie and redirects back with a toast; remove and clear work', async () => {
		const db = getDb()
		const tyre = await db.selectFrom('tyres').selectAll().where('stock', '>=', 4).where('price_4', 'is not', null).orderBy('id').executeTakeFirstOrThrow()
		const added = await run({ intent: 'add', tyreId: String(tyre.id), quantity: '4', redirectTo: `/product/${tyre.slug}` })
		expect(added.response.status).toBe(303)
		expect(added.response.headers.get('Location')).toBe(`/product/${tyre.slug}`)
		expect(added.toast).toMatchObject({ type: 'success', title: 'Added to cart' })
		expect(added.cartCookie).toBeDefined()
		const cartId = await readCartId(new Request('http://x', { headers: { Cookie: added.cartCookie! } }))
		const cart = await readCart(db, cartId)
		expect(cart.lines.map((l) => [l.tyreId, l.quantity])).toEqual([[tyre.id, 4]])

		const removed = await run({ intent: 'remove', lineId: String(cart.lines[0]!.id) }, added.cartCookie)
		expect(removed.response.headers.get('Location')).toBe('/shipping')
		expect(removed.toast).toMatchObject({ type: 'success', title: 'Removed from cart' })
		expect(removed.cartCookie).toBeUndefined()
		expect((await readCart(db, cartId)).lines).toEqual([])
	})

	test('bad input redirects with an error and changes nothing', async () => {
		const attempts: Record<string, string>[] = [
			{ intent: 'add', tyreId: 'abc', quantity: '1' },
			{ intent: 'add', tyreId: '1', quantity: '9' },
			{ intent: 'explode' },
			{ intent: 'add', tyreId: '1', quantity: '1', redirectTo: 'https://evil.example/' },
		]
		for (const fields of attempts) {
			const { response, toast } = await run(fields)
			expect(response.status).toBe(303)
			expect(response.headers.get('Location')).toMatch(/^\/(shipping)?$/)
			if (fields.quantity !== '1') expect(toast?.type).toBe('error')
		}
	})

	test('add-pair puts a staggered front and rear pair in the cart in one post', async () => {
		const db = getDb()
		const pick = (size: string) => db.selectFrom('tyres').selectAll().where('brand', '=', 'Pirelli').where('model', '=', 'P Zero').where('size', '=', size).executeTakeFirstOrThrow()
		const [front, rear] = [await pick('225/40R18'), await pick('255/35R18')]
		await db.updateTable('tyres').set({ stock: 8 }).where('id', 'in', [front.id, rear.id]).execute()
		const added = await run({ intent: 'add-pair', frontTyreId: String(front.id), rearTyreId: String(rear.id), quantity: '2', redirectTo: '/?side=front' })
		expect(added.response.headers.get('Location')).toBe('/?side=front')
		expect(added.toast).toMatchObject({ type: 'success', title: 'Front and rear tyres added to cart' })
		const cartId = await readCartId(new Request('http://x', { headers: { Cookie: added.cartCookie! } }))
		const cart = await readCart(db, cartId)
		expect(cart.lines.map((l) => [l.tyreId, l.quantity, l.position])).toEqual([
			[front.id, 2, 'front'],
			[rear.id, 2, 'rear'],
		])
	})
})
