import { z } from 'zod'
import { quoteCart, readCartChoices } from '#app/domain/booking/checkout-cart.server'
import { CartItemsSchema, cartLines, normalizeSlot } from '#app/domain/booking/confirm-payload'
import { priceOrderLines } from '#app/domain/booking/place-booking.server'
import { readCartId } from '#app/domain/cart/cart-id.server'
import { readCart } from '#app/domain/cart/cart.server'
import { findCoupon } from '#app/domain/coupons/coupons.server'
import { quoteCouponOnTotal, quoteOrder } from '#app/domain/pricing/pricing'
import { shopClock } from '#app/domain/slots/shop-time'
import { currentTime } from '#app/lib/clock.server'
import { getEnv } from '#app/lib/env.server'
import { apiRoute, problem } from '#app/lib/http/api-route.server'

// spec §7: POST /api/coupons/apply { code, totalAmount } → { discount, finalAmount }. Amounts are
// integer cents (AUD). With a cart — the `cart` items in the body ({ tyre, quantity }, plus
// selectedTime for the flexible discount), else the visitor's cart — the server prices the order
// itself and the client's total is ignored. With no cart at all (the account layer's call) the
// coupon is quoted on totalAmount: a quote only, since placing a booking prices everything again.
const TOTAL_MESSAGE = 'totalAmount must be a whole number of cents.'
const Body = z.object({
	code: z.string({ error: 'code is required.' }).trim().min(1, 'code is required.').max(40, 'This coupon code is not valid.'),
	totalAmount: z
		.union([z.number(), z.string().trim().regex(/^\d{1,9}$/, TOTAL_MESSAGE).transform(Number)], { error: TOTAL_MESSAGE })
		.pipe(z.number().int(TOTAL_MESSAGE).min(0, TOTAL_MESSAGE).max(100_000_000, TOTAL_MESSAGE))
		.optional(),
	cart: CartItemsSchema.optional(),
	selectedTime: z.string().max(40).optional(),
})

export const action = apiRoute({
	method: 'POST',
	body: Body,
	handler: async ({ db, request, body: { code, totalAmount, cart: items, selectedTime } }) => {
		const today = shopClock(currentTime(), getEnv().SHOP_TIMEZONE).date
		let quote
		if (items) {
			const lines = cartLines(items)
			if (!lines.ok) return problem(400, lines.error)
			const priced = await priceOrderLines(db, lines.lines)
			if (!priced.ok) return problem(400, priced.message)
			const coupon = await findCoupon(db, code)
			quote = quoteOrder({ lines: priced.lines, flexible: normalizeSlot(selectedTime) === 'flexible', coupon, couponCode: code, today })
		} else {
			const cartId = await readCartId(request)
			const cart = await readCart(db, cartId)
			if (cart.lines.length === 0) {
				if (totalAmount === undefined) return problem(400, 'Your cart is empty.')
				const quoted = quoteCouponOnTotal(await findCoupon(db, code), totalAmount, today)
				if (!quoted.ok) return problem(400, quoted.message)
				return { code: quoted.code, discount: quoted.discount, total: quoted.total, finalAmount: quoted.finalAmount, currency: 'AUD' }
			}
			const choices = await readCartChoices(db, cartId)
			quote = (await quoteCart(db, cart, { slot: choices.selectedSlot, couponCode: code, today })).quote
		}
		if (quote.couponMessage || !quote.couponCode) return problem(400, quote.couponMessage ?? 'This coupon code is not valid.')
		return { code: quote.couponCode, discount: quote.couponDiscount, total: quote.total, finalAmount: quote.finalAmount, currency: 'AUD' }
	},
})
export const loader = action
