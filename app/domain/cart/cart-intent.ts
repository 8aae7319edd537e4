import { z } from 'zod'
import { StaggeredFields } from './staggered-cart'

// Every change to the cart a page can post (STYLE habit 6): one intent a change, tyres and
// services alike, parsed by this one union on the server.
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

export type CartIntent = z.infer<typeof CartIntentSchema>

/** What the customer is told after each change went through. */
export const CART_CHANGED: Record<CartIntent['intent'], string> = {
	add: 'Added to cart',
	'add-pair': 'Front and rear tyres added to cart',
	'set-quantity': 'Quantity updated',
	remove: 'Removed from cart',
	clear: 'Cart cleared',
	'add-service': 'Service added to cart',
	'set-service-quantity': 'Quantity updated',
	'remove-service': 'Removed from cart',
}

export const CART_INTENT_NOT_UNDERSTOOD = 'That cart change was not understood.'
