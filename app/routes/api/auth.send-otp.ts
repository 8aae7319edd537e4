import { startRegistration } from '#app/domain/accounts/accounts.server'
import { formatAuMobile } from '#app/domain/accounts/phone'
import { SendOtpSchema } from '#app/domain/accounts/schema'
import { apiRoute, problemFrom } from '#app/lib/http/api-route.server'
import { CodeSentAnswer } from './api-answers'

// POST /api/auth/send-otp {name, phone, password} (spec §7): texts a registration code.
export const action = apiRoute({
	method: 'POST',
	summary: 'Register: text a one-time code to the phone',
	answer: CodeSentAnswer,
	family: 'message',
	fallback: 'OTP send failed',
	body: SendOtpSchema,
	handler: async ({ db, body, clientIp }) => {
		const result = await startRegistration(db, body, { ip: clientIp })
		if (!result.ok) return problemFrom(result)
		return { message: `We have sent a code to ${formatAuMobile(body.phone)}.`, phone: body.phone, expiresAt: result.expiresAt }
	},
})
export const loader = action
