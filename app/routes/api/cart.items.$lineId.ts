import { cartChangeResponse, LineParams, SetQuantityBody } from './cart-http.server'
import { readCartId } from '#app/lib/http/cart-id.server'
import { removeLine, setLineQuantity } from '#app/domain/cart/cart.server'
import { apiMethods, apiRoute } from '#app/lib/http/api-route.server'
import { keepFormOnFailedPost } from '#app/ui/forms/weak-signal'
import type { Route } from './+types/cart.items.$lineId'
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

// With JavaScript the cards, the product page and the cart drawer post here through fetchers: a
// change that gets no answer (offline, a timeout, a 5xx) comes back to the fetcher as a NotSent
// value that the button or drawer says in place, never as the error page.
export const clientAction = (args: Route.ClientActionArgs) => keepFormOnFailedPost(args)

