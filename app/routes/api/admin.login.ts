import { createAdminToken } from '#app/lib/admin-auth.server'
import { AdminLoginSchema, LOGIN_FAILED } from '#app/lib/admin-login-schema'
import { AdminLoginError, authenticateAdmin, knownAdminDevice, rememberAdminDevice } from '#app/lib/auth.server'
import { apiRoute, problem, problemFrom, reply } from '#app/lib/http/api-route.server'
import { AdminTokenAnswer } from './api-answers'

// spec §7: POST /api/admin/login {username, password} → {token}; the error is in field error.
// The token is sent afterwards as 'Authorization: Bearer <token>' and expires (expiresAt).
// Like the login page, the answer remembers the client (admin_device cookie), and a client that
// sends it back keeps its own count of mistakes: guesses from elsewhere never lock it out.
export const action = apiRoute({
	method: 'POST',
	summary: 'The admin logs in and gets a bearer token',
	answer: AdminTokenAnswer,
	body: AdminLoginSchema,
	invalid: (error) => problem(400, error.issues[0]?.message ?? LOGIN_FAILED),
	handler: async ({ db, body, clientIp, request }) => {
		try {
			const device = await knownAdminDevice(request, body.username)
			const admin = await authenticateAdmin(db, { ...body, clientIp, device })
			const { token, expiresAt } = await createAdminToken(db, admin)
			return reply({ token, expiresAt }, { headers: { 'Set-Cookie': await rememberAdminDevice(request, admin.username) } })
		} catch (error) {
			if (!(error instanceof AdminLoginError)) throw error
			return problemFrom(error)
		}
	},
})
export const loader = action
