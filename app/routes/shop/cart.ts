import { redirect } from 'react-router'
import type { Route } from './+types/cart'
import { CART_CHANGED, CART_INTENT_NOT_UNDERSTOOD, CartIntentSchema } from '#app/domain/cart/cart-intent'
import { changeCart } from '#app/domain/cart/change-cart.server'
import { cartCookieHeader, readCartId } from '#app/lib/http/cart-id.server'
import { getDb } from '#app/lib/db.server'
import { safeRedirect } from '#app/lib/safe-redirect'
import { redirectWithToast } from '#app/lib/toast.server'
import { readPageForm } from '#app/lib/multipart.server'
import { keepFormOnFailedPost } from '#app/ui/forms/weak-signal'

// Every cart change is a plain form post to /cart (intent + fields + redirectTo) that
// answers 303 back to where it came from with a flash toast (STYLE habits 6-8); fetchers
// post the same forms with JavaScript on.

// With JavaScript the cart's forms post here through fetchers; a change that gets no answer
// comes back to the fetcher as a value (the form stays, with Try again), not as an error page.
export const clientAction = (args: Route.ClientActionArgs) => keepFormOnFailedPost(args)

export async function loader() {
	// Nothing to show at /cart itself: the cart lives on /shipping and in the drawer.
	return redirect('/shipping', 303)
}

export async function action({ request }: Route.ActionArgs) {
	const form = await readPageForm(request)
	const redirectTo = safeRedirect(form.get('redirectTo'), '/shipping')
	const parsed = CartIntentSchema.safeParse(Object.fromEntries(form))
	if (!parsed.success) {
		return redirectWithToast(redirectTo, { type: 'error', title: parsed.error.issues[0]?.message ?? CART_INTENT_NOT_UNDERSTOOD })
	}
	const db = getDb()
	const cartId = await readCartId(request)
	const change = await changeCart(db, cartId, parsed.data)
	if (!change.ok) return redirectWithToast(redirectTo, { type: 'error', title: change.message })
	const headers = new Headers()
	if (change.cartId && change.cartId !== cartId) headers.append('Set-Cookie', await cartCookieHeader(change.cartId))
	return redirectWithToast(redirectTo, { type: 'success', title: CART_CHANGED[parsed.data.intent] }, { headers })
}
