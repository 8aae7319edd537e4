import { listServiceAreas, serviceAreaStrings } from '#app/domain/service-areas/service-area-admin.server'
import { requireAdmin } from '#app/lib/auth.server'
import { apiRoute } from '#app/lib/http/api-route.server'
import { AreaListAnswer } from './api-answers'

// spec §7: GET /api/service → 'postcode,suburb' strings
export const loader = apiRoute({
	method: 'GET',
	summary: 'Service areas as \'postcode,suburb\' (admin)',
	answer: AreaListAnswer,
	guard: requireAdmin,
	handler: async ({ db }) => ({ success: true, data: serviceAreaStrings(await listServiceAreas(db)) }),
})
export const action = loader
