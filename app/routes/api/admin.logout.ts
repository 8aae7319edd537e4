import { endAdminCredential, getAdmin } from '#app/lib/auth.server'
import { apiRoute, problem, reply } from '#app/lib/http/api-route.server'
import { MessageAnswer } from './api-answers'

// POST /api/admin/logout: revokes the bearer token it is sent with (or ends the session of the
// cookie it comes with), so a token that leaked can be made useless before it expires.
export const action = apiRoute({
	method: 'POST',
	summary: 'Revoke the admin\'s token (or end the cookie session)',
	answer: MessageAnswer,
	handler: async ({ request }) => {
		if (!(await getAdmin(request))) return problem(401, 'Please log in as the admin to do this.', {}, { 'WWW-Authenticate': 'Bearer' })
		const clearCookie = await endAdminCredential(request)
		return reply({ message: 'You are logged out.' }, { headers: clearCookie ? { 'Set-Cookie': clearCookie } : {} })
	},
})
export const loader = action
