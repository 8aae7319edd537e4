import { z } from 'zod'
import { quoteCart, readCartChoices } from '#app/domain/booking/checkout-cart.server'
import { CartItemsSchema, cartLines, normalizeSlot } from '#app/domain/booking/confirm-payload'
import { priceOrderLines } from '#app/domain/booking/place-booking.server'
import { readCartId } from '#app/lib/http/cart-id.server'
import { readCart } from '#app/domain/cart/cart.server'
import { findCoupon } from '#app/domain/coupons/coupons.server'
import { quoteCouponOnTotal, quoteOrder } from '#app/domain/pricing/pricing'
import { shopClock } from '#app/domain/slots/shop-time'
import { currentTime } from '#app/lib/clock.server'
import { getEnv } from '#app/lib/env.server'
import { centsToDollars, dollarsToCents } from '#app/lib/money'
import { apiRoute, problem } from '#app/lib/http/api-route.server'
import { CouponQuoteAnswer } from './api-answers'

// spec §7: POST /api/coupons/apply { code, totalAmount } → { discount, finalAmount }. Amounts are
// dollars (AUD), as in every other call of the API; the shop computes in integer cents. With a
// cart — the `cart` items in the body ({ tyre, quantity }, plus selectedTime for the flexible
// discount), else the visitor's cart — the server prices the order itself and the client's total is
// ignored. With no cart at all (the account layer's call) the coupon is quoted on totalAmount: a
// quote only, since placing a booking prices everything again.
const TOTAL_MESSAGE = 'totalAmount must be an amount in dollars, such as 200 or 199.95.'
const MAX_TOTAL_DOLLARS = 1_000_000
const CouponApplyBody = z.object({
	code: z.string({ error: 'code is required.' }).trim().min(1, 'code is required.').max(40, 'This coupon code is not valid.'),
	totalAmount: z
		.union([z.number(), z.string().trim().regex(/^\d{1,7}(?:\.\d{1,2})?$/, TOTAL_MESSAGE).transform(Number)], { error: TOTAL_MESSAGE })
		.pipe(
			z
				.number()
				.min(0, TOTAL_MESSAGE)
				.max(MAX_TOTAL_DOLLARS, TOTAL_MESSAGE)
				// whole cents only: 199.95 is an amount, 199.955 is not
				.refine((dollars) => Math.abs(dollars * 100 - Math.round(dollars * 100)) < 1e-6, TOTAL_MESSAGE)
				.transform(dollarsToCents),
		)
		.optional()
		.describe('The order total in dollars, used only when there is no cart'),
	cart: CartItemsSchema.optional(),
	selectedTime: z.string().max(40).optional(),
})

function answer(quote: { code: string; discount: number; total: number; finalAmount: number }): z.infer<typeof CouponQuoteAnswer> {
	return { code: quote.code, discount: centsToDollars(quote.discount), total: centsToDollars(quote.total), finalAmount: centsToDollars(quote.finalAmount), currency: 'AUD' }
}

export const action = apiRoute({
	method: 'POST',
	summary: 'Quote a coupon on the cart, or on totalAmount (dollars) without one',
	answer: CouponQuoteAnswer,
	body: CouponApplyBody,
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
				return answer(quoted)
			}
			const choices = await readCartChoices(db, cartId)
			quote = (await quoteCart(db, cart, { slot: choices.selectedSlot, couponCode: code, today })).quote
		}
		if (quote.couponMessage || !quote.couponCode) return problem(400, quote.couponMessage ?? 'This coupon code is not valid.')
		return answer({ code: quote.couponCode, discount: quote.couponDiscount, total: quote.total, finalAmount: quote.finalAmount })
	},
})
export const loader = action
