import type { Route } from './+types/api.bookings.user'
import { customerBookings, isOwnPhone } from '#app/domain/accounts/customer-bookings.server'
import { apiMessage, apiOk } from '#app/lib/account-api.server'
import { requireCustomer } from '#app/lib/customer-session.server'
import { getDb } from '#app/lib/db.server'

// spec §7: GET /api/bookings/user?phone={phone} → the logged-in customer's own bookings only
// (amounts in cents, as the shop keeps them). Another number is refused, never looked up.
export async function loader({ request }: Route.LoaderArgs) {
	const customer = await requireCustomer(request)
	const phone = new URL(request.url).searchParams.get('phone')
	if (!phone || phone.length > 30) return apiMessage('Send your mobile number as ?phone=.', 400)
	if (!isOwnPhone(customer, phone)) return apiMessage('You can only see the bookings of your own phone number.', 403)
	return apiOk({ bookings: await customerBookings(getDb(), customer) })
}
