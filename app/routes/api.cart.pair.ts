import type { Route } from './+types/api.cart.pair'
import { AddPairBody, cartChangeResponse, cartError } from '#app/domain/cart/cart-http.server'
import { readCartId } from '#app/domain/cart/cart-id.server'
import { addPairToCart } from '#app/domain/cart/cart.server'
import { getDb } from '#app/lib/db.server'
import { methodNotAllowed, readBody } from '#app/lib/json-body.server'

/** POST /api/cart/pair {frontTyreId, rearTyreId, quantity = 2}: a staggered front and rear pair in one step. */
export async function action({ request }: Route.ActionArgs) {
	if (request.method !== 'POST') return methodNotAllowed(['POST'])
	const read = await readBody(request)
	if (!read.ok) return read.response
	const parsed = AddPairBody.safeParse(read.body)
	if (!parsed.success) return cartError(parsed.error.issues[0]?.message ?? 'That cart change was not understood.', 400)
	const db = getDb()
	const cartId = await readCartId(request)
	return cartChangeResponse(db, await addPairToCart(db, cartId, parsed.data), cartId)
}

export function loader() {
	return methodNotAllowed(['POST'])
}
