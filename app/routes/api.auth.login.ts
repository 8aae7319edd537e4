import type { Route } from './+types/api.auth.login'
import { logIn, publicUser } from '#app/domain/accounts/accounts.server'
import { LoginSchema } from '#app/domain/accounts/schema'
import { apiFailure, apiOk, clientIp, handleJsonPost, methodNotAllowed } from '#app/lib/account-api.server'
import { customerLoginCookie, knownCustomerDevice, rememberCustomerDevice } from '#app/lib/customer-session.server'
import { getDb } from '#app/lib/db.server'

// POST /api/auth/login {phone, password} → {user: {_id, phone, name, isVerified}} (spec §7).
export const loader = () => methodNotAllowed()

export async function action({ request, context }: Route.ActionArgs) {
	return handleJsonPost(request, { schema: LoginSchema, fallbackMessage: 'Login failed' }, async (input) => {
		const db = getDb()
		const device = await knownCustomerDevice(request, input.phone)
		const result = await logIn(db, input, { ip: clientIp(context), device })
		if (!result.ok) return apiFailure(result)
		const headers = new Headers()
		headers.append('Set-Cookie', await customerLoginCookie({ id: result.customer.id, sessionVersion: result.sessionVersion }, db, { replacing: request }))
		headers.append('Set-Cookie', await rememberCustomerDevice(request, result.customer.phone))
		return apiOk({ user: publicUser(result.customer) }, { headers })
	})
}
