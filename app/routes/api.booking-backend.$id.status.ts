import type { Route } from './+types/api.booking-backend.$id.status'
import { requireAdmin } from '#app/lib/auth.server'
import { notForGet, setStatusCall } from '#app/lib/booking-admin-api.server'

export async function loader({ request }: Route.LoaderArgs) {
	await requireAdmin(request)
	return notForGet(request, ['PUT'])
}

// spec §7: PUT /api/booking-backend/{id}/status { status: 'delivered' } (admin)
export async function action({ request, params }: Route.ActionArgs) {
	await requireAdmin(request)
	return setStatusCall(request, params.id, 'PUT')
}
