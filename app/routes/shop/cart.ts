import { redirect } from 'react-router'
import { z } from 'zod'
import type { Route } from './+types/cart'
import { addPairToCart, addServiceToCart, addToCart, clearCart, removeLine, removeServiceLine, setLineQuantity, setServiceQuantity, type CartChange } from '#app/domain/cart/cart.server'
import { cartCookieHeader, readCartId } from '#app/lib/http/cart-id.server'
import { staggeredFromFields, StaggeredFields } from '#app/domain/cart/staggered-cart'
import { getDb } from '#app/lib/db.server'
import { safeRedirect } from '#app/lib/safe-redirect'
import { redirectWithToast } from '#app/lib/toast.server'
import { readPageForm } from '#app/lib/multipart.server'
import { keepFormOnFailedPost } from '#app/ui/forms/weak-signal'

// Every cart change is a plain form post to /cart (intent + fields + redirectTo) that
// answers 303 back to where it came from with a flash toast (STYLE habits 6-8); fetchers
// post the same forms with JavaScript on.
const id = z.coerce.number().int().positive()
const quantity = z.coerce.number({ error: 'Choose a quantity from 1 to 5.' }).int('Choose a quantity from 1 to 5.')
export const CartIntentSchema = z.discriminatedUnion('intent', [
	z.object({ intent: z.literal('add'), tyreId: id, quantity, position: z.enum(['front', 'rear']).optional(), ...StaggeredFields }),
	// a staggered fit: the front and the rear tyre in one step, `quantity` of each
	z.object({ intent: z.literal('add-pair'), frontTyreId: id, rearTyreId: id, quantity: quantity.default(2), ...StaggeredFields }),
	z.object({ intent: z.literal('set-quantity'), lineId: id, quantity }),
	z.object({ intent: z.literal('remove'), lineId: id }),
	z.object({ intent: z.literal('clear') }),
	// a bookable service (puncture repair, rotation, …), with tyres or alone
	z.object({ intent: z.literal('add-service'), serviceId: id, quantity: quantity.default(1) }),
	z.object({ intent: z.literal('set-service-quantity'), lineId: id, quantity }),
	z.object({ intent: z.literal('remove-service'), lineId: id }),
])

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
		return redirectWithToast(redirectTo, { type: 'error', title: parsed.error.issues[0]?.message ?? 'That cart change was not understood.' })
	}
	const db = getDb()
	const cartId = await readCartId(request)
	const input = parsed.data
	let change: CartChange
	let title: string
	switch (input.intent) {
		case 'add':
			change = await addToCart(db, cartId, { tyreId: input.tyreId, quantity: input.quantity, position: input.position ?? null, staggered: staggeredFromFields(input) })
			title = 'Added to cart'
			break
		case 'add-pair':
			change = await addPairToCart(db, cartId, {
				frontTyreId: input.frontTyreId,
				rearTyreId: input.rearTyreId,
				quantity: input.quantity,
				staggered: staggeredFromFields(input),
			})
			title = 'Front and rear tyres added to cart'
			break
		case 'set-quantity':
			change = await setLineQuantity(db, cartId, input.lineId, input.quantity)
			title = 'Quantity updated'
			break
		case 'remove':
			change = await removeLine(db, cartId, input.lineId)
			title = 'Removed from cart'
			break
		case 'clear':
			change = await clearCart(db, cartId)
			title = 'Cart cleared'
			break
		case 'add-service':
			change = await addServiceToCart(db, cartId, { serviceId: input.serviceId, quantity: input.quantity })
			title = 'Service added to cart'
			break
		case 'set-service-quantity':
			change = await setServiceQuantity(db, cartId, input.lineId, input.quantity)
			title = 'Quantity updated'
			break
		case 'remove-service':
			change = await removeServiceLine(db, cartId, input.lineId)
			title = 'Removed from cart'
			break
	}
	if (!change.ok) return redirectWithToast(redirectTo, { type: 'error', title: change.message })
	const headers = new Headers()
	if (change.cartId && change.cartId !== cartId) headers.append('Set-Cookie', await cartCookieHeader(change.cartId))
	return redirectWithToast(redirectTo, { type: 'success', title }, { headers })
}
