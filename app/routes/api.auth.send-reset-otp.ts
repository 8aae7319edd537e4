import type { Route } from './+types/api.auth.send-reset-otp'
import { RESET_SENT_MESSAGE, startPasswordReset } from '#app/domain/accounts/accounts.server'
import { SendResetOtpSchema } from '#app/domain/accounts/schema'
import { apiFailure, apiOk, clientIp, handleJsonPost, methodNotAllowed } from '#app/lib/account-api.server'
import { getDb } from '#app/lib/db.server'

// POST /api/auth/send-reset-otp {phone} (spec §7). Same answer whether or not the number has an
// account.
export const loader = () => methodNotAllowed()

export async function action({ request, context }: Route.ActionArgs) {
	return handleJsonPost(request, { schema: SendResetOtpSchema, fallbackMessage: 'Failed to send reset OTP' }, async (input) => {
		const result = await startPasswordReset(getDb(), input, { ip: clientIp(context) })
		if (!result.ok) return apiFailure(result)
		return apiOk({ message: RESET_SENT_MESSAGE, phone: input.phone, expiresAt: result.expiresAt })
	})
}
