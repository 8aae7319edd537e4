import { completePasswordReset } from '#app/domain/accounts/accounts.server'
import { VerifyResetOtpSchema } from '#app/domain/accounts/schema'
import { apiRoute, problemFrom } from '#app/lib/http/api-route.server'
import { MessageAnswer } from './api-answers'

// POST /api/auth/verify-reset-otp {phone, otp, newPassword} (spec §7). The customer then logs in
// with the new password; sessions made with the old one stop working.
export const action = apiRoute({
	method: 'POST',
	summary: 'Password reset: verify the code and set the new password',
	answer: MessageAnswer,
	family: 'message',
	fallback: 'Reset failed',
	body: VerifyResetOtpSchema,
	handler: async ({ db, body }) => {
		const result = await completePasswordReset(db, body)
		if (!result.ok) return problemFrom(result)
		return { message: 'Your password has been changed. Log in with your new password.' }
	},
})
export const loader = action
