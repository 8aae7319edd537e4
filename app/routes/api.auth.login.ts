import type { Route } from './+types/api.auth.login'
import { logIn, publicUser } from '#app/domain/accounts/accounts.server'
import { LoginSchema } from '#app/domain/accounts/schema'
import { apiFailure, apiOk, clientIp, handleJsonPost, methodNotAllowed } from '#app/lib/account-api.server'
import { customerLoginCookie } from '#app/lib/customer-session.server'
import { getDb } from '#app/lib/db.server'

// POST /api/auth/login {phone, password} → {user: {_id, phone, name, isVerified}} (spec §7).
export const loader = () => methodNotAllowed()

export async function action({ request, context }: Route.ActionArgs) {
	return handleJsonPost(request, { schema: LoginSchema, fallbackMessage: 'Login failed' }, async (input) => {
		const db = getDb()
		const result = await logIn(db, input, { ip: clientIp(context) })
		if (!result.ok) return apiFailure(result)
		const cookie = await customerLoginCookie(result.customer.id, db)
		return apiOk({ user: publicUser(result.customer) }, { headers: { 'Set-Cookie': cookie } })
	})
}
