import { z } from 'zod'
import type { Db } from '#app/lib/db.server'
import { readCart, type CartChange } from '#app/domain/cart/cart.server'
import { toApiCart } from '#app/domain/cart/cart-json'
import { StaggeredFields } from '#app/domain/cart/staggered-cart'
import { cartCookieHeader } from '#app/lib/http/cart-id.server'

// Shared by the cart JSON endpoints (api.cart*.ts): their input schemas and their answers.

const QUANTITY_MESSAGE = 'Choose a quantity from 1 to 5.'
const id = (what: string) => z.coerce.number({ error: `${what} must be a number.` }).int(`${what} must be a whole number.`).positive(`${what} must be positive.`).max(2 ** 31, `${what} is too large.`)
export const quantityField = z.coerce.number({ error: QUANTITY_MESSAGE }).int(QUANTITY_MESSAGE).min(1, QUANTITY_MESSAGE).max(5, QUANTITY_MESSAGE)

export const AddItemBody = z.object({
	tyreId: id('tyreId'),
	quantity: quantityField,
	position: z.enum(['front', 'rear'], { error: 'position is front or rear.' }).nullish(),
	...StaggeredFields,
})

export const AddPairBody = z.object({
	frontTyreId: id('frontTyreId'),
	rearTyreId: id('rearTyreId'),
	quantity: quantityField.default(2),
	...StaggeredFields,
})

export const SetQuantityBody = z.object({ quantity: quantityField })

const NOT_A_LINE = 'That is not a cart line.'
export const LineParams = z.object({ lineId: z.coerce.number({ error: NOT_A_LINE }).int(NOT_A_LINE).positive(NOT_A_LINE).max(2 ** 31, NOT_A_LINE) })

const noStore = { 'Cache-Control': 'private, no-store' }

function cartError(message: string, status: number) {
	return Response.json({ error: message }, { status, headers: noStore })
}

/** The cart after a change (or the refusal), with the cookie when the change created the cart. */
export async function cartChangeResponse(db: Db, change: CartChange, previousCartId: string | null) {
	if (!change.ok) return cartError(change.message, change.reason === 'not-found' ? 404 : 400)
	const headers = new Headers(noStore)
	if (change.cartId && change.cartId !== previousCartId) headers.append('Set-Cookie', await cartCookieHeader(change.cartId))
	return Response.json(toApiCart(await readCart(db, change.cartId || null)), { headers })
}

export async function cartResponse(db: Db, cartId: string | null) {
	return Response.json(toApiCart(await readCart(db, cartId)), { headers: noStore })
}
