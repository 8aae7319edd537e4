import { AddPairBody, cartChangeResponse } from './cart-http.server'
import { readCartId } from '#app/lib/http/cart-id.server'
import { addPairToCart } from '#app/domain/cart/cart.server'
import { staggeredFromFields } from '#app/domain/cart/staggered-cart'
import { apiRoute } from '#app/lib/http/api-route.server'
import { keepFormOnFailedPost } from '#app/ui/forms/weak-signal'
import type { Route } from './+types/cart.pair'
import { CartAnswer } from './api-answers'

/** POST /api/cart/pair {frontTyreId, rearTyreId, quantity = 2}: a staggered front and rear pair in one step. */
export const action = apiRoute({
	method: 'POST',
	summary: 'Add a staggered front and rear pair',
	answer: CartAnswer,
	body: AddPairBody,
	handler: async ({ db, request, body }) => {
		const cartId = await readCartId(request)
		return cartChangeResponse(db, await addPairToCart(db, cartId, { ...body, staggered: staggeredFromFields(body) }), cartId)
	},
})
export const loader = action

// With JavaScript the cards, the product page and the cart drawer post here through fetchers: a
// change that gets no answer (offline, a timeout, a 5xx) comes back to the fetcher as a NotSent
// value that the button or drawer says in place, never as the error page.
export const clientAction = (args: Route.ClientActionArgs) => keepFormOnFailedPost(args)

