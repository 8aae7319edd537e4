import { SERVICE_AREA_MESSAGES, ServiceAreaSchema } from '#app/domain/service-areas/service-area-schema'
import { removeServiceArea } from '#app/domain/service-areas/service-area-admin.server'
import { requireAdmin } from '#app/lib/auth.server'
import { apiRoute, problem } from '#app/lib/http/api-route.server'
import { DoneAnswer } from './api-answers'

// spec §7: POST /api/service/delete { postcode, suburb }
export const action = apiRoute({
	method: 'POST',
	summary: 'Remove a service area (admin)',
	answer: DoneAnswer,
	guard: requireAdmin,
	body: ServiceAreaSchema,
	invalid: (error) => problem(400, `${SERVICE_AREA_MESSAGES.removeFailed}: ${error.issues[0]?.message}`),
	handler: async ({ db, body }) => {
		const result = await removeServiceArea(db, body)
		if (!result.ok) return problem(result.status, `${SERVICE_AREA_MESSAGES.removeFailed}: ${result.message}`)
		return { success: true, message: SERVICE_AREA_MESSAGES.removed }
	},
})
export const loader = action
