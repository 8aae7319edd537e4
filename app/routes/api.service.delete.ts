import type { Route } from './+types/api.service.delete'
import { SERVICE_AREA_MESSAGES, ServiceAreaSchema } from '#app/domain/admin/service-area-schema'
import { removeServiceArea } from '#app/domain/service-areas/service-area-admin.server'
import { apiError, apiOk, methodNotAllowed, withBodyErrors } from '#app/lib/admin-api.server'
import { requireAdmin } from '#app/lib/auth.server'
import { getDb } from '#app/lib/db.server'
import { readFields } from '#app/lib/multipart.server'

/** Only POST is served here (a GET is answered 405, never an error page). */
export async function loader({ request }: Route.LoaderArgs) {
	await requireAdmin(request)
	return methodNotAllowed(request, ['POST'])
}

// spec §7: POST /api/service/delete { postcode, suburb }
export async function action({ request }: Route.ActionArgs) {
	await requireAdmin(request)
	const wrongMethod = methodNotAllowed(request, ['POST'])
	if (wrongMethod) return wrongMethod
	return withBodyErrors(async () => {
		const parsed = ServiceAreaSchema.safeParse(await readFields(request))
		if (!parsed.success) return apiError(400, `${SERVICE_AREA_MESSAGES.removeFailed}: ${parsed.error.issues[0]?.message}`)
		const result = await removeServiceArea(getDb(), parsed.data)
		if (!result.ok) return apiError(result.status, `${SERVICE_AREA_MESSAGES.removeFailed}: ${result.message}`)
		return apiOk({ success: true, message: SERVICE_AREA_MESSAGES.removed })
	})
}
