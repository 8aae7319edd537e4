import { COUPON_MESSAGES } from '#app/domain/coupons/coupon-schema'
import { deleteCoupon } from '#app/domain/coupons/coupon-admin.server'
import { requireAdmin } from '#app/lib/auth.server'
import { apiRoute, problem } from '#app/lib/http/api-route.server'
import { idParams } from '#app/lib/http/params'
import { DoneAnswer } from './api-answers'

// spec §7: DELETE /api/coupons/delete/{id}
export const action = apiRoute({
	method: 'DELETE',
	summary: 'Delete a coupon (admin)',
	answer: DoneAnswer,
	guard: requireAdmin,
	params: idParams('coupon'),
	handler: async ({ db, params }) => {
		const result = await deleteCoupon(db, params.id)
		if (!result.ok) return problem(result.status, result.message)
		return { success: true, message: COUPON_MESSAGES.deleted }
	},
})
export const loader = action
