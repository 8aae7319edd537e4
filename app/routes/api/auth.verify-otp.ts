import { completeRegistration, publicUser } from '#app/domain/accounts/accounts.server'
import { VerifyOtpSchema } from '#app/domain/accounts/schema'
import { customerLoginCookie } from '#app/lib/customer-session.server'
import { apiRoute, problemFrom, reply } from '#app/lib/http/api-route.server'
import { AccountCreatedAnswer } from './api-answers'

// POST /api/auth/verify-otp {name, phone, password, otp} (spec §7): the right code creates the
// verified user and logs them in.
export const action = apiRoute({
	method: 'POST',
	summary: 'Register: verify the code and create the account',
	answer: AccountCreatedAnswer,
	family: 'message',
	fallback: 'OTP verification failed',
	body: VerifyOtpSchema,
	handler: async ({ db, body }) => {
		const result = await completeRegistration(db, body)
		if (!result.ok) return problemFrom(result)
		const cookie = await customerLoginCookie(result.customer.id, db)
		return reply({ message: 'Your account is ready.', user: publicUser(result.customer) }, { status: 201, headers: { 'Set-Cookie': cookie } })
	},
})
export const loader = action
