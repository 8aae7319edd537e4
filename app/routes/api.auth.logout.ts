import type { Route } from './+types/api.auth.logout'
import { apiOk, methodNotAllowed } from '#app/lib/account-api.server'
import { customerLogoutCookie } from '#app/lib/customer-session.server'

// POST /api/auth/logout: clears the customer's session cookie (spec §4: logout clears the user).
export const loader = () => methodNotAllowed()

export async function action({ request }: Route.ActionArgs) {
	if (request.method !== 'POST') return methodNotAllowed()
	return apiOk({ message: 'You have logged out.' }, { headers: { 'Set-Cookie': await customerLogoutCookie(request) } })
}
