import type { Route } from './+types/api.auth.verify-otp'
import { completeRegistration, publicUser } from '#app/domain/accounts/accounts.server'
import { VerifyOtpSchema } from '#app/domain/accounts/schema'
import { apiFailure, apiOk, handleJsonPost, methodNotAllowed } from '#app/lib/account-api.server'
import { customerLoginCookie } from '#app/lib/customer-session.server'
import { getDb } from '#app/lib/db.server'

// POST /api/auth/verify-otp {name, phone, password, otp} (spec §7): the right code creates the
// verified user and logs them in.
export const loader = () => methodNotAllowed()

export async function action({ request }: Route.ActionArgs) {
	return handleJsonPost(request, { schema: VerifyOtpSchema, fallbackMessage: 'OTP verification failed' }, async (input) => {
		const db = getDb()
		const result = await completeRegistration(db, input)
		if (!result.ok) return apiFailure(result)
		const cookie = await customerLoginCookie(result.customer.id, db)
		return apiOk({ message: 'Your account is ready.', user: publicUser(result.customer) }, { status: 201, headers: { 'Set-Cookie': cookie } })
	})
}
