import { z } from 'zod'
import { COUPON_MESSAGES, couponSchema } from '#app/domain/coupons/coupon-schema'
import { fieldErrorsOf, withoutBlanks } from '#app/lib/form-fields'
import { addCoupon, toApiCoupon } from '#app/domain/coupons/coupon-admin.server'
import { shopToday } from '#app/domain/slots/shop-time'
import { requireAdmin } from '#app/lib/auth.server'
import { currentTime } from '#app/lib/clock.server'
import { getEnv } from '#app/lib/env.server'
import { apiRoute, problem, reply } from '#app/lib/http/api-route.server'
import { CouponAddedAnswer } from './api-answers'

// spec §7: POST /api/coupons/add (multipart or JSON: code, discountType, discountValue,
// minimumAmount, expiryDate) → coupon. The expiry must be after today in the shop's time zone.
export const action = apiRoute({
	method: 'POST',
	summary: 'Add a coupon (admin, multipart or JSON)',
	answer: CouponAddedAnswer,
	guard: requireAdmin,
	body: () => z.preprocess((fields) => withoutBlanks(fields as Record<string, unknown>), couponSchema(shopToday(getEnv().SHOP_TIMEZONE, currentTime()))),
	invalid: (error) => problem(400, error.issues[0]?.message ?? COUPON_MESSAGES.addFailed, { fieldErrors: fieldErrorsOf(error) }),
	handler: async ({ db, body }) => {
		const result = await addCoupon(db, body)
		if (!result.ok) return problem(result.status, result.message)
		return reply({ success: true, message: COUPON_MESSAGES.added, coupon: toApiCoupon(result.coupon) }, { status: 201 })
	},
})
export const loader = action
