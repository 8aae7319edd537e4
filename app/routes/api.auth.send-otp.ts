import type { Route } from './+types/api.auth.send-otp'
import { startRegistration } from '#app/domain/accounts/accounts.server'
import { formatAuMobile } from '#app/domain/accounts/phone'
import { SendOtpSchema } from '#app/domain/accounts/schema'
import { apiFailure, apiOk, clientIp, handleJsonPost, methodNotAllowed } from '#app/lib/account-api.server'
import { getDb } from '#app/lib/db.server'

// POST /api/auth/send-otp {name, phone, password} (spec §7): texts a registration code.
export const loader = () => methodNotAllowed()

export async function action({ request, context }: Route.ActionArgs) {
	return handleJsonPost(request, { schema: SendOtpSchema, fallbackMessage: 'OTP send failed' }, async (input) => {
		const result = await startRegistration(getDb(), input, { ip: clientIp(context) })
		if (!result.ok) return apiFailure(result)
		return apiOk({ message: `We have sent a code to ${formatAuMobile(input.phone)}.`, phone: input.phone, expiresAt: result.expiresAt })
	})
}
