import type { Route } from './+types/api.admin.login'
import { createAdminToken } from '#app/domain/admin/admin-auth.server'
import { AdminLoginSchema, LOGIN_FAILED } from '#app/domain/admin/login-schema'
import { apiError, apiOk, methodNotAllowed, withBodyErrors } from '#app/lib/admin-api.server'
import { AdminLoginError, authenticateAdmin } from '#app/lib/auth.server'
import { getDb } from '#app/lib/db.server'
import { readFields } from '#app/lib/multipart.server'

/** Only POST is served here (a GET is answered 405, never an error page). */
export async function loader({ request }: Route.LoaderArgs) {
	return methodNotAllowed(request, ['POST'])
}

// spec §7: POST /api/admin/login {username, password} → {token}; the error is in field error.
// The token is sent afterwards as 'Authorization: Bearer <token>' and expires (expiresAt).
export async function action({ request, context }: Route.ActionArgs) {
	const wrongMethod = methodNotAllowed(request, ['POST'])
	if (wrongMethod) return wrongMethod
	return withBodyErrors(async () => {
		const parsed = AdminLoginSchema.safeParse(await readFields(request))
		if (!parsed.success) return apiError(400, parsed.error.issues[0]?.message ?? LOGIN_FAILED)
		const db = getDb()
		try {
			const admin = await authenticateAdmin(db, { ...parsed.data, clientIp: context?.clientIp ?? 'unknown' })
			const { token, expiresAt } = await createAdminToken(db, admin)
			return apiOk({ token, expiresAt })
		} catch (error) {
			if (error instanceof AdminLoginError) {
				const response = apiError(error.status, error.message)
				if (error.retryAfterSeconds) response.headers.set('Retry-After', String(error.retryAfterSeconds))
				return response
			}
			throw error
		}
	})
}
