import type { Route } from './+types/api.cart.items.$lineId'
import { cartChangeResponse, cartError, LineIdParam, SetQuantityBody } from '#app/domain/cart/cart-http.server'
import { readCartId } from '#app/domain/cart/cart-id.server'
import { removeLine, setLineQuantity } from '#app/domain/cart/cart.server'
import { getDb } from '#app/lib/db.server'
import { methodNotAllowed, readBody } from '#app/lib/json-body.server'

/** PATCH /api/cart/items/{lineId} {quantity}: change a quantity (1 to 5, never above stock). DELETE: remove the line. */
export async function action({ request, params }: Route.ActionArgs) {
	if (request.method !== 'PATCH' && request.method !== 'DELETE') return methodNotAllowed(['PATCH', 'DELETE'])
	const lineId = LineIdParam.safeParse(params.lineId)
	if (!lineId.success) return cartError('That is not a cart line.', 400)
	const db = getDb()
	const cartId = await readCartId(request)
	if (request.method === 'DELETE') return cartChangeResponse(db, await removeLine(db, cartId, lineId.data), cartId)
	const read = await readBody(request)
	if (!read.ok) return read.response
	const parsed = SetQuantityBody.safeParse(read.body)
	if (!parsed.success) return cartError(parsed.error.issues[0]?.message ?? 'Choose a quantity from 1 to 5.', 400)
	return cartChangeResponse(db, await setLineQuantity(db, cartId, lineId.data, parsed.data.quantity), cartId)
}

export function loader() {
	return methodNotAllowed(['PATCH', 'DELETE'])
}
