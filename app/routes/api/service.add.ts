import { SERVICE_AREA_MESSAGES, ServiceAreaSchema } from '#app/domain/service-areas/service-area-schema'
import { addServiceArea } from '#app/domain/service-areas/service-area-admin.server'
import { requireAdmin } from '#app/lib/auth.server'
import { apiRoute, problem, reply } from '#app/lib/http/api-route.server'
import { AreaAddedAnswer } from './api-answers'

// spec §7: POST /api/service/add { postcode, suburb }
export const action = apiRoute({
	method: 'POST',
	summary: 'Add a service area (admin)',
	answer: AreaAddedAnswer,
	guard: requireAdmin,
	body: ServiceAreaSchema,
	invalid: (error) => problem(400, `${SERVICE_AREA_MESSAGES.addFailed}: ${error.issues[0]?.message}`),
	handler: async ({ db, body }) => {
		const result = await addServiceArea(db, body)
		if (!result.ok) return problem(result.status, `${SERVICE_AREA_MESSAGES.addFailed}: ${result.message}`)
		return reply({ success: true, message: SERVICE_AREA_MESSAGES.added, data: `${result.area.postcode},${result.area.suburb}` }, { status: 201 })
	},
})
export const loader = action
