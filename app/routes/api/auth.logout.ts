import { customerLogoutCookie } from '#app/lib/customer-session.server'
import { apiRoute, reply } from '#app/lib/http/api-route.server'
import { MessageAnswer } from './api-answers'

// POST /api/auth/logout: clears the customer's session cookie (spec §4: logout clears the user).
export const action = apiRoute({
	method: 'POST',
	summary: 'End the customer\'s session',
	answer: MessageAnswer,
	family: 'message',
	handler: async ({ request }) => reply({ message: 'You have logged out.' }, { headers: { 'Set-Cookie': await customerLogoutCookie(request) } }),
})
export const loader = action
