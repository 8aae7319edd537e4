import { z } from 'zod'
import type { Route } from './+types/api.coupons.apply'
import { readCart } from '#app/domain/cart/cart.server'
import { readCartId } from '#app/domain/cart/cart-id.server'
import { quoteCart, readCartChoices } from '#app/domain/booking/checkout-cart.server'
import { CartItemsSchema, cartLines, normalizeSlot } from '#app/domain/booking/confirm-payload'
import { priceOrderLines } from '#app/domain/booking/place-booking.server'
import { findCoupon } from '#app/domain/coupons/coupons.server'
import { quoteOrder } from '#app/domain/pricing/pricing'
import { shopClock } from '#app/domain/slots/shop-time'
import { getDb } from '#app/lib/db.server'
import { getEnv } from '#app/lib/env.server'
import { jsonError, jsonOk, methodNotAllowed, readBody } from '#app/lib/json-request.server'
import { currentTime } from '#app/lib/clock.server'

// spec §7: POST /api/coupons/apply { code, totalAmount } → { discount, finalAmount }. The total
// a client sends is ignored: the server prices the order itself, from the `cart` items in the
// body ({ tyre, quantity }, plus selectedTime for the flexible discount) or else from the
// visitor's cart. Amounts are integer cents (AUD).
const Body = z.object({
	code: z.string({ error: 'code is required.' }).trim().min(1, 'code is required.').max(40, 'This coupon code is not valid.'),
	totalAmount: z.unknown().optional(),
	cart: CartItemsSchema.optional(),
	selectedTime: z.string().max(40).optional(),
})

export async function action({ request }: Route.ActionArgs) {
	if (request.method !== 'POST') return methodNotAllowed('POST')
	const body = await readBody(request)
	if (!body.ok) return body.response
	const parsed = Body.safeParse(body.value)
	if (!parsed.success) return jsonError(parsed.error.issues[0]!.message)
	const { code, cart: items, selectedTime } = parsed.data
	const db = getDb()
	const today = shopClock(currentTime(), getEnv().SHOP_TIMEZONE).date

	let quote
	if (items) {
		const lines = cartLines(items)
		if (!lines.ok) return jsonError(lines.error)
		const priced = await priceOrderLines(db, lines.lines)
		if (!priced.ok) return jsonError(priced.message)
		const coupon = await findCoupon(db, code)
		quote = quoteOrder({ lines: priced.lines, flexible: normalizeSlot(selectedTime) === 'flexible', coupon, couponCode: code, today })
	} else {
		const cartId = await readCartId(request)
		const cart = await readCart(db, cartId)
		if (cart.lines.length === 0) return jsonError('Your cart is empty.')
		const choices = await readCartChoices(db, cartId)
		quote = (await quoteCart(db, cart, { slot: choices.selectedSlot, couponCode: code, today })).quote
	}
	if (quote.couponMessage || !quote.couponCode) return jsonError(quote.couponMessage ?? 'This coupon code is not valid.')
	return jsonOk({ code: quote.couponCode, discount: quote.couponDiscount, total: quote.total, finalAmount: quote.finalAmount, currency: 'AUD' })
}

export function loader() {
	return methodNotAllowed('POST')
}
