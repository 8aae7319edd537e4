import { cartChangeResponse, cartResponse } from './cart-http.server'
import { readCartId } from '#app/lib/http/cart-id.server'
import { clearCart } from '#app/domain/cart/cart.server'
import { apiRoute } from '#app/lib/http/api-route.server'
import { CartAnswer } from './api-answers'

/** GET /api/cart: the visitor's cart (items, quantity, total). */
export const loader = apiRoute({
	method: 'GET',
	summary: 'The visitor\'s cart',
	answer: CartAnswer,
	allow: ['GET', 'DELETE'],
	handler: async ({ db, request }) => cartResponse(db, await readCartId(request)),
})

/** DELETE /api/cart: clear the cart. */
export const action = apiRoute({
	method: 'DELETE',
	summary: 'Clear the cart',
	answer: CartAnswer,
	allow: ['GET', 'DELETE'],
	handler: async ({ db, request }) => {
		const cartId = await readCartId(request)
		return cartChangeResponse(db, await clearCart(db, cartId), cartId)
	},
})
