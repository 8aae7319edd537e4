import type { Route } from './+types/api.cart.items'
import { AddItemBody, cartChangeResponse, cartError } from '#app/domain/cart/cart-http.server'
import { readCartId } from '#app/domain/cart/cart-id.server'
import { addToCart } from '#app/domain/cart/cart.server'
import { getDb } from '#app/lib/db.server'
import { methodNotAllowed, readBody } from '#app/lib/json-body.server'

/** POST /api/cart/items {tyreId, quantity, position?}: add a tyre (an identical line is replaced). */
export async function action({ request }: Route.ActionArgs) {
	if (request.method !== 'POST') return methodNotAllowed(['POST'])
	const read = await readBody(request)
	if (!read.ok) return read.response
	const parsed = AddItemBody.safeParse(read.body)
	if (!parsed.success) return cartError(parsed.error.issues[0]?.message ?? 'That cart change was not understood.', 400)
	const db = getDb()
	const cartId = await readCartId(request)
	const change = await addToCart(db, cartId, { tyreId: parsed.data.tyreId, quantity: parsed.data.quantity, position: parsed.data.position ?? null })
	return cartChangeResponse(db, change, cartId)
}

export function loader() {
	return methodNotAllowed(['POST'])
}
