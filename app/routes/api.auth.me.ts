import type { Route } from './+types/api.auth.me'
import { publicUser } from '#app/domain/accounts/accounts.server'
import { apiOk } from '#app/lib/account-api.server'
import { requireCustomer } from '#app/lib/customer-session.server'

// GET /api/auth/me: who is logged in ({user}), or 401 'Please login first'.
export async function loader({ request }: Route.LoaderArgs) {
	const customer = await requireCustomer(request)
	return apiOk({ user: publicUser(customer) })
}
