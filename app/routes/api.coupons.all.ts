import type { Route } from './+types/api.coupons.all'
import { listCoupons, toApiCoupon } from '#app/domain/coupons/coupon-admin.server'
import { apiOk } from '#app/lib/admin-api.server'
import { requireAdmin } from '#app/lib/auth.server'
import { getDb } from '#app/lib/db.server'

// spec §7: GET /api/coupons/all → coupons (amounts in dollars)
export async function loader({ request }: Route.LoaderArgs) {
	await requireAdmin(request)
	return apiOk({ success: true, coupons: (await listCoupons(getDb())).map(toApiCoupon) })
}
