import type { Route } from './+types/api.service._index'
import { listServiceAreas, serviceAreaStrings } from '#app/domain/service-areas/service-area-admin.server'
import { apiOk } from '#app/lib/admin-api.server'
import { requireAdmin } from '#app/lib/auth.server'
import { getDb } from '#app/lib/db.server'

// spec §7: GET /api/service → 'postcode,suburb' strings
export async function loader({ request }: Route.LoaderArgs) {
	await requireAdmin(request)
	return apiOk({ success: true, data: serviceAreaStrings(await listServiceAreas(getDb())) })
}
