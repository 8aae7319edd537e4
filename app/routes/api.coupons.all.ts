import type { Route } from './+types/api.coupons.all'
import { availableCoupons } from '#app/domain/accounts/customer-bookings.server'
import { shopToday } from '#app/domain/slots/shop-time'
import { listCoupons, toApiCoupon } from '#app/domain/coupons/coupon-admin.server'
import { currentTime } from '#app/lib/clock.server'
import { apiError, apiOk } from '#app/lib/admin-api.server'
import { getAdmin } from '#app/lib/auth.server'
import { getCustomer, LOGIN_FIRST_MESSAGE } from '#app/lib/customer-session.server'
import { getDb } from '#app/lib/db.server'
import { getEnv } from '#app/lib/env.server'

// spec §7: GET /api/coupons/all → coupons (amounts in dollars). One URL for two callers: the
// admin sees every coupon; a logged-in customer the ones still valid; anyone else a 401.
export async function loader({ request }: Route.LoaderArgs) {
	const db = getDb()
	if (await getAdmin(request)) return apiOk({ success: true, coupons: (await listCoupons(db)).map(toApiCoupon) })
	if (await getCustomer(request, db)) return apiOk({ success: true, coupons: await availableCoupons(db, shopToday(getEnv().SHOP_TIMEZONE, currentTime())) })
	return apiError(401, LOGIN_FIRST_MESSAGE)
}
