import { availableCoupons } from '#app/domain/accounts/customer-bookings.server'
import { listCoupons, toApiCoupon } from '#app/domain/coupons/coupon-admin.server'
import { shopToday } from '#app/domain/slots/shop-time'
import { getAdmin } from '#app/lib/auth.server'
import { currentTime } from '#app/lib/clock.server'
import { getCustomer, LOGIN_FIRST_MESSAGE } from '#app/lib/customer-session.server'
import { getEnv } from '#app/lib/env.server'
import { apiRoute, problem } from '#app/lib/http/api-route.server'
import { CouponListAnswer } from './api-answers'

// spec §7: GET /api/coupons/all → coupons (amounts in dollars). One URL for two callers: the
// admin sees every coupon; a logged-in customer the ones still valid; anyone else a 401.
export const loader = apiRoute({
	method: 'GET',
	summary: 'Coupons: all for the admin, the valid ones for a customer',
	answer: CouponListAnswer,
	handler: async ({ db, request }) => {
		if (await getAdmin(request)) return { success: true, coupons: (await listCoupons(db)).map(toApiCoupon) }
		if (await getCustomer(request, db)) return { success: true, coupons: await availableCoupons(db, shopToday(getEnv().SHOP_TIMEZONE, currentTime())) }
		return problem(401, LOGIN_FIRST_MESSAGE)
	},
})
export const action = loader
