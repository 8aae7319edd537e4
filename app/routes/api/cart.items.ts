import { AddItemBody, cartChangeResponse } from './cart-http.server'
import { readCartId } from '#app/lib/http/cart-id.server'
import { addToCart } from '#app/domain/cart/cart.server'
import { staggeredFromFields } from '#app/domain/cart/staggered-cart'
import { apiRoute } from '#app/lib/http/api-route.server'
import { keepFormOnFailedPost } from '#app/ui/forms/weak-signal'
import type { Route } from './+types/cart.items'
import { CartAnswer } from './api-answers'

/**
 * POST /api/cart/items {tyreId, quantity, position?, staggeredFront?, staggeredRear?}: add a tyre (an
 * identical line is replaced); the staggered search's two sizes, when it came from one.
 */
export const action = apiRoute({
	method: 'POST',
	summary: 'Add a tyre to the cart',
	answer: CartAnswer,
	body: AddItemBody,
	handler: async ({ db, request, body }) => {
		const cartId = await readCartId(request)
		const change = await addToCart(db, cartId, { tyreId: body.tyreId, quantity: body.quantity, position: body.position ?? null, staggered: staggeredFromFields(body) })
		return cartChangeResponse(db, change, cartId)
	},
})
export const loader = action

// With JavaScript the cards, the product page and the cart drawer post here through fetchers: a
// change that gets no answer (offline, a timeout, a 5xx) comes back to the fetcher as a NotSent
// value that the button or drawer says in place, never as the error page.
export const clientAction = (args: Route.ClientActionArgs) => keepFormOnFailedPost(args)

