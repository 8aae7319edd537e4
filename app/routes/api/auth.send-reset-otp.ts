import { RESET_SENT_MESSAGE, startPasswordReset } from '#app/domain/accounts/accounts.server'
import { SendResetOtpSchema } from '#app/domain/accounts/schema'
import { apiRoute, problemFrom } from '#app/lib/http/api-route.server'
import { CodeSentAnswer } from './api-answers'

// POST /api/auth/send-reset-otp {phone} (spec §7). Same answer whether or not the number has an
// account.
export const action = apiRoute({
	method: 'POST',
	summary: 'Password reset: text a one-time code',
	answer: CodeSentAnswer,
	family: 'message',
	fallback: 'Failed to send reset OTP',
	body: SendResetOtpSchema,
	handler: async ({ db, body, clientIp }) => {
		const result = await startPasswordReset(db, body, { ip: clientIp })
		if (!result.ok) return problemFrom(result)
		return { message: RESET_SENT_MESSAGE, phone: body.phone, expiresAt: result.expiresAt }
	},
})
export const loader = action
