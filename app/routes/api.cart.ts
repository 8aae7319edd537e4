import type { Route } from './+types/api.cart'
import { cartChangeResponse, cartResponse } from '#app/domain/cart/cart-http.server'
import { readCartId } from '#app/domain/cart/cart-id.server'
import { clearCart } from '#app/domain/cart/cart.server'
import { getDb } from '#app/lib/db.server'
import { methodNotAllowed } from '#app/lib/json-body.server'

/** GET /api/cart: the visitor's cart (items, quantity, total). */
export async function loader({ request }: Route.LoaderArgs) {
	return cartResponse(getDb(), await readCartId(request))
}

/** DELETE /api/cart: clear the cart. */
export async function action({ request }: Route.ActionArgs) {
	if (request.method !== 'DELETE') return methodNotAllowed(['GET', 'DELETE'])
	const db = getDb()
	const cartId = await readCartId(request)
	return cartChangeResponse(db, await clearCart(db, cartId), cartId)
}
