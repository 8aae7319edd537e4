import { logIn, publicUser } from '#app/domain/accounts/accounts.server'
import { LoginSchema } from '#app/domain/accounts/schema'
import { customerLoginCookie, knownCustomerDevice, rememberCustomerDevice } from '#app/lib/customer-session.server'
import { apiRoute, problemFrom, reply } from '#app/lib/http/api-route.server'
import { UserAnswer } from './api-answers'

// POST /api/auth/login {phone, password} → {user: {_id, phone, name, isVerified}} (spec §7).
export const action = apiRoute({
	method: 'POST',
	summary: 'A customer logs in with phone and password',
	answer: UserAnswer,
	family: 'message',
	fallback: 'Login failed',
	body: LoginSchema,
	handler: async ({ db, request, body, clientIp }) => {
		const device = await knownCustomerDevice(request, body.phone)
		const result = await logIn(db, body, { ip: clientIp, device })
		if (!result.ok) return problemFrom(result)
		const headers = new Headers()
		headers.append('Set-Cookie', await customerLoginCookie({ id: result.customer.id, sessionVersion: result.sessionVersion }, db, { replacing: request }))
		headers.append('Set-Cookie', await rememberCustomerDevice(request, result.customer.phone))
		return reply({ user: publicUser(result.customer) }, { headers })
	},
})
export const loader = action
