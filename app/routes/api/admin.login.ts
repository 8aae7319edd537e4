import { createAdminToken } from '#app/lib/admin-auth.server'
import { AdminLoginSchema, LOGIN_FAILED } from '#app/lib/admin-login-schema'
import { AdminLoginError, authenticateAdmin } from '#app/lib/auth.server'
import { apiRoute, problem, problemFrom } from '#app/lib/http/api-route.server'

// spec §7: POST /api/admin/login {username, password} → {token}; the error is in field error.
// The token is sent afterwards as 'Authorization: Bearer <token>' and expires (expiresAt).
export const action = apiRoute({
	method: 'POST',
	body: AdminLoginSchema,
	invalid: (error) => problem(400, error.issues[0]?.message ?? LOGIN_FAILED),
	handler: async ({ db, body, clientIp }) => {
		try {
			const admin = await authenticateAdmin(db, { ...body, clientIp })
			const { token, expiresAt } = await createAdminToken(db, admin)
			return { token, expiresAt }
		} catch (error) {
			if (!(error instanceof AdminLoginError)) throw error
			return problemFrom(error)
		}
	},
})
export const loader = action
