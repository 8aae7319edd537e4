import type { CouponRule } from '#app/domain/pricing/pricing'
import type { Db } from '#app/lib/db.server'

// Looking coupons up for the checkout and POST /api/coupons/apply. The rules (expiry, minimum,
// percentage or flat) live in the pricing module (applyCoupon, quoteOrder); creating and
// deleting coupons is the admin's (coupon-admin.server.ts).

export const MAX_COUPON_CODE_LENGTH = 40

/** Codes are stored upper-case; customers type them any way. */
export function normalizeCouponCode(code: string): string {
	return code.trim().toUpperCase()
}

/** The coupon with this code, or null (an unknown code). */
export async function findCoupon(db: Db, code: string | null | undefined): Promise<CouponRule | null> {
	if (!code) return null
	const normalized = normalizeCouponCode(code)
	if (!normalized || normalized.length > MAX_COUPON_CODE_LENGTH) return null
	const row = await db
		.selectFrom('coupons')
		.select(['code', 'discount_type', 'discount_value', 'minimum_amount', 'expiry_date'])
		.where('code', '=', normalized)
		.executeTakeFirst()
	return row ?? null
}
