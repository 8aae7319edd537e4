import { cartChangeResponse, cartResponse } from '#app/domain/cart/cart-http.server'
import { readCartId } from '#app/domain/cart/cart-id.server'
import { clearCart } from '#app/domain/cart/cart.server'
import { apiRoute } from '#app/lib/http/api-route.server'

/** GET /api/cart: the visitor's cart (items, quantity, total). */
export const loader = apiRoute({
	method: 'GET',
	allow: ['GET', 'DELETE'],
	handler: async ({ db, request }) => cartResponse(db, await readCartId(request)),
})

/** DELETE /api/cart: clear the cart. */
export const action = apiRoute({
	method: 'DELETE',
	allow: ['GET', 'DELETE'],
	handler: async ({ db, request }) => {
		const cartId = await readCartId(request)
		return cartChangeResponse(db, await clearCart(db, cartId), cartId)
	},
})
