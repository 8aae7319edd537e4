import type { Route } from './+types/api.auth.verify-reset-otp'
import { completePasswordReset } from '#app/domain/accounts/accounts.server'
import { VerifyResetOtpSchema } from '#app/domain/accounts/schema'
import { apiFailure, apiOk, handleJsonPost, methodNotAllowed } from '#app/lib/account-api.server'
import { getDb } from '#app/lib/db.server'

// POST /api/auth/verify-reset-otp {phone, otp, newPassword} (spec §7). The customer then logs in
// with the new password; sessions made with the old one stop working.
export const loader = () => methodNotAllowed()

export async function action({ request }: Route.ActionArgs) {
	return handleJsonPost(request, { schema: VerifyResetOtpSchema, fallbackMessage: 'Reset failed' }, async (input) => {
		const result = await completePasswordReset(getDb(), input)
		if (!result.ok) return apiFailure(result)
		return apiOk({ message: 'Your password has been changed. Log in with your new password.' })
	})
}
