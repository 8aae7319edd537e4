import type { Route } from './+types/api.bookings.$id.status'
import { requireAdmin } from '#app/lib/auth.server'
import { notForGet, setStatusCall } from '#app/lib/booking-admin-api.server'

export async function loader({ request }: Route.LoaderArgs) {
	await requireAdmin(request)
	return notForGet(request, ['PATCH'])
}

// spec §7: PATCH /api/bookings/{id}/status { status } → the booking (admin)
export async function action({ request, params }: Route.ActionArgs) {
	await requireAdmin(request)
	return setStatusCall(request, params.id, 'PATCH')
}
