import type { Route } from './+types/api.bookings.all'
import { requireAdmin } from '#app/lib/auth.server'
import { listBookingsCall } from '#app/lib/booking-admin-api.server'

// spec §7: GET /api/bookings/all (admin) → { success, bookings, total, page, totalPages }; ?page, ?limit, ?q
export async function loader({ request }: Route.LoaderArgs) {
	await requireAdmin(request)
	return listBookingsCall(request)
}
