import type { Route } from './+types/api.admin.logout'
import { apiError, apiOk, methodNotAllowed } from '#app/lib/admin-api.server'
import { endAdminCredential, getAdmin } from '#app/lib/auth.server'

/** Only POST is served here (a GET is answered 405, never an error page). */
export async function loader({ request }: Route.LoaderArgs) {
	return methodNotAllowed(request, ['POST'])
}

// POST /api/admin/logout: revokes the bearer token it is sent with (or ends the session of the
// cookie it comes with), so a token that leaked can be made useless before it expires.
export async function action({ request }: Route.ActionArgs) {
	const wrongMethod = methodNotAllowed(request, ['POST'])
	if (wrongMethod) return wrongMethod
	if (!(await getAdmin(request))) {
		const refused = apiError(401, 'Please log in as the admin to do this.')
		refused.headers.set('WWW-Authenticate', 'Bearer')
		return refused
	}
	const clearCookie = await endAdminCredential(request)
	const response = apiOk({ message: 'You are logged out.' })
	if (clearCookie) response.headers.append('Set-Cookie', clearCookie)
	return response
}
