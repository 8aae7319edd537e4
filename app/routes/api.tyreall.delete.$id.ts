import type { Route } from './+types/api.tyreall.delete.$id'
import { deleteTyre } from '#app/domain/catalogue/tyre-admin.server'
import { apiError, apiOk, idParam, methodNotAllowed } from '#app/lib/admin-api.server'
import { requireAdmin } from '#app/lib/auth.server'
import { getDb } from '#app/lib/db.server'

/** Only DELETE is served here (a GET is answered 405, never an error page). */
export async function loader({ request }: Route.LoaderArgs) {
	await requireAdmin(request)
	return methodNotAllowed(request, ['DELETE'])
}

// spec §7: DELETE /api/tyreall/delete/{id}
export async function action({ request, params }: Route.ActionArgs) {
	await requireAdmin(request)
	const wrongMethod = methodNotAllowed(request, ['DELETE'])
	if (wrongMethod) return wrongMethod
	const id = idParam(params.id)
	if (!id) return apiError(400, 'The tyre id must be a number.')
	const result = await deleteTyre(getDb(), id)
	if (!result.ok) return apiError(result.status, result.message)
	return apiOk({ success: true, message: 'Tyre deleted successfully!' })
}
