import { cartChangeResponse, cartResponse } from './cart-http.server'
import { readCartId } from '#app/lib/http/cart-id.server'
import { clearCart } from '#app/domain/cart/cart.server'
import { apiRoute } from '#app/lib/http/api-route.server'
import { keepFormOnFailedPost, type NotSent } from '#app/ui/forms/weak-signal'
import type { Route } from './+types/cart'
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

// With JavaScript the cards, the product page and the cart drawer post here through fetchers: a
// change that gets no answer (offline, a timeout, a 5xx) comes back to the fetcher as a NotSent
// value that the button or drawer says in place, never as the error page.
export const clientAction = (args: Route.ClientActionArgs) => keepFormOnFailedPost(args)

// Opening the drawer reads the cart here: with no answer the drawer says so, not the error page.
export const clientLoader = async ({ request, serverLoader }: Route.ClientLoaderArgs) => {
	const answer = await keepFormOnFailedPost({ request, serverAction: serverLoader })
	return answer !== null && typeof answer === 'object' && 'notSent' in answer ? ({ ...(answer as NotSent), intent: 'load' } satisfies NotSent) : answer
}
