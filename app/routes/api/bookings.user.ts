import { z } from 'zod'
import { customerBookings, isOwnPhone } from '#app/domain/accounts/customer-bookings.server'
import { PHONE_MESSAGE } from '#app/domain/accounts/phone'
import { requireCustomer } from '#app/lib/customer-session.server'
import { phoneField } from '#app/lib/phone'
import { centsToDollars } from '#app/lib/money'
import { apiRoute, problem } from '#app/lib/http/api-route.server'
import { CustomerBookingsAnswer } from './api-answers'

// spec §7: GET /api/bookings/user?phone={phone} → the logged-in customer's own bookings only
// (amounts in dollars, like the rest of the API). Another number is refused, never looked up.
export const loader = apiRoute({
	method: 'GET',
	summary: 'The logged-in customer\'s bookings',
	answer: CustomerBookingsAnswer,
	family: 'message',
	guard: requireCustomer,
	query: z.object({ phone: phoneField({ kind: 'au-mobile', required: 'Send your mobile number as ?phone=.', tooLong: 'Send your mobile number as ?phone=.', invalid: PHONE_MESSAGE, max: 30 }) }),
	handler: async ({ db, auth, query }) => {
		if (!isOwnPhone(auth, query.phone)) return problem(403, 'You can only see the bookings of your own phone number.')
		return {
			bookings: (await customerBookings(db, auth)).map((b) => ({
				...b,
				total: centsToDollars(b.total),
				finalAmount: centsToDollars(b.finalAmount),
				services: b.services.map((s) => ({ ...s, unitPrice: centsToDollars(s.unitPrice), lineTotal: centsToDollars(s.lineTotal) })),
			})),
		}
	},
})
export const action = loader
