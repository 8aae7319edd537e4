import type { Route } from './+types/api.booking-backend.status.$status'
import { requireAdmin } from '#app/lib/auth.server'
import { listBookingsCall } from '#app/lib/booking-admin-api.server'

// spec §7: GET /api/booking-backend/status/{status} (admin): pending, delivered or cancelled
export async function loader({ request, params }: Route.LoaderArgs) {
	await requireAdmin(request)
	return listBookingsCall(request, params.status)
}
