import { publicUser } from '#app/domain/accounts/accounts.server'
import { requireCustomer } from '#app/lib/customer-session.server'
import { apiRoute } from '#app/lib/http/api-route.server'
import { UserAnswer } from './api-answers'

// GET /api/auth/me: who is logged in ({user}), or 401 'Please login first'.
export const loader = apiRoute({
	method: 'GET',
	summary: 'The logged-in customer',
	answer: UserAnswer,
	family: 'message',
	guard: requireCustomer,
	handler: ({ auth }) => ({ user: publicUser(auth) }),
})
export const action = loader
