import { cartChangeResponse, LineParams, SetQuantityBody } from './cart-http.server'
import { readCartId } from '#app/lib/http/cart-id.server'
import { removeLine, setLineQuantity } from '#app/domain/cart/cart.server'
import { apiMethods, apiRoute } from '#app/lib/http/api-route.server'
import { CartAnswer } from './api-answers'

/** PATCH /api/cart/items/{lineId} {quantity}: change a quantity (1 to 5, never above stock). DELETE: remove the line. */
export const action = apiMethods(
	apiRoute({
		method: 'PATCH',
		summary: 'Set a cart line\'s quantity (1 to 5)',
		answer: CartAnswer,
		params: LineParams,
		body: SetQuantityBody,
		handler: async ({ db, request, params, body }) => {
			const cartId = await readCartId(request)
			return cartChangeResponse(db, await setLineQuantity(db, cartId, params.lineId, body.quantity), cartId)
		},
	}),
	apiRoute({
		method: 'DELETE',
		summary: 'Remove a cart line',
		answer: CartAnswer,
		params: LineParams,
		handler: async ({ db, request, params }) => {
			const cartId = await readCartId(request)
			return cartChangeResponse(db, await removeLine(db, cartId, params.lineId), cartId)
		},
	}),
)
export const loader = action
