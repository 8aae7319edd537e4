import { z } from 'zod'
import { customerBookings, isOwnPhone } from '#app/domain/accounts/customer-bookings.server'
import { requireCustomer } from '#app/lib/customer-session.server'
import { apiRoute, problem } from '#app/lib/http/api-route.server'

// spec §7: GET /api/bookings/user?phone={phone} → the logged-in customer's own bookings only
// (amounts in cents, as the shop keeps them). Another number is refused, never looked up.
export const loader = apiRoute({
	method: 'GET',
	family: 'message',
	guard: requireCustomer,
	query: z.object({ phone: z.string({ error: 'Send your mobile number as ?phone=.' }).min(1, 'Send your mobile number as ?phone=.').max(30, 'Send your mobile number as ?phone=.') }),
	handler: async ({ db, auth, query }) => {
		if (!isOwnPhone(auth, query.phone)) return problem(403, 'You can only see the bookings of your own phone number.')
		return { bookings: await customerBookings(db, auth) }
	},
})
export const action = loader
