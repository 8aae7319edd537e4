import type { Route } from './+types/api.booking-backend.$id'
import { requireAdmin } from '#app/lib/auth.server'
import { deleteBookingCall, notForGet } from '#app/lib/booking-admin-api.server'

export async function loader({ request }: Route.LoaderArgs) {
	await requireAdmin(request)
	return notForGet(request, ['DELETE'])
}

// spec §7: DELETE /api/booking-backend/{id} (admin)
export async function action({ request, params }: Route.ActionArgs) {
	await requireAdmin(request)
	return deleteBookingCall(request, params.id)
}
