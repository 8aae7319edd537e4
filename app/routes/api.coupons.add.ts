import type { Route } from './+types/api.coupons.add'
import { shopToday } from '#app/domain/slots/shop-time'
import { COUPON_MESSAGES, couponSchema } from '#app/domain/admin/coupon-schema'
import { fieldErrorsOf, withoutBlanks } from '#app/domain/admin/fields'
import { addCoupon, toApiCoupon } from '#app/domain/coupons/coupon-admin.server'
import { currentTime } from '#app/lib/clock.server'
import { apiError, apiOk, methodNotAllowed, withBodyErrors } from '#app/lib/admin-api.server'
import { requireAdmin } from '#app/lib/auth.server'
import { getDb } from '#app/lib/db.server'
import { getEnv } from '#app/lib/env.server'
import { readFields } from '#app/lib/multipart.server'

/** Only POST is served here (a GET is answered 405, never an error page). */
export async function loader({ request }: Route.LoaderArgs) {
	await requireAdmin(request)
	return methodNotAllowed(request, ['POST'])
}

// spec §7: POST /api/coupons/add (multipart or JSON: code, discountType, discountValue,
// minimumAmount, expiryDate) → coupon
export async function action({ request }: Route.ActionArgs) {
	await requireAdmin(request)
	const wrongMethod = methodNotAllowed(request, ['POST'])
	if (wrongMethod) return wrongMethod
	return withBodyErrors(async () => {
		const parsed = couponSchema(shopToday(getEnv().SHOP_TIMEZONE, currentTime())).safeParse(withoutBlanks(await readFields(request)))
		if (!parsed.success) return apiError(400, parsed.error.issues[0]?.message ?? COUPON_MESSAGES.addFailed, { fieldErrors: fieldErrorsOf(parsed.error) })
		const result = await addCoupon(getDb(), parsed.data)
		if (!result.ok) return apiError(result.status, result.message)
		return apiOk({ success: true, message: COUPON_MESSAGES.added, coupon: toApiCoupon(result.coupon) }, 201)
	})
}
