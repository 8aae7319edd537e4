import type { Route } from './+types/api.tyreall.update-stock.$id'
import { TyreStockSchema } from '#app/domain/admin/tyre-schema'
import { toApiTyre, updateTyreStock } from '#app/domain/catalogue/tyre-admin.server'
import { apiError, apiOk, idParam, methodNotAllowed, withBodyErrors } from '#app/lib/admin-api.server'
import { requireAdmin } from '#app/lib/auth.server'
import { getDb } from '#app/lib/db.server'
import { readFields } from '#app/lib/multipart.server'

/** Only PUT is served here (a GET is answered 405, never an error page). */
export async function loader({ request }: Route.LoaderArgs) {
	await requireAdmin(request)
	return methodNotAllowed(request, ['PUT'])
}

// spec §7: PUT /api/tyreall/update-stock/{id} { inStock }
export async function action({ request, params }: Route.ActionArgs) {
	await requireAdmin(request)
	const wrongMethod = methodNotAllowed(request, ['PUT'])
	if (wrongMethod) return wrongMethod
	const id = idParam(params.id)
	if (!id) return apiError(400, 'The tyre id must be a number.')
	return withBodyErrors(async () => {
		const body = await readFields(request)
		const parsed = TyreStockSchema.safeParse({ inStock: body.inStock ?? body['In Stock'] ?? '' })
		if (!parsed.success) return apiError(400, parsed.error.issues[0]?.message ?? 'Stock update failed.')
		const result = await updateTyreStock(getDb(), id, parsed.data.inStock)
		if (!result.ok) return apiError(result.status, result.message)
		const { changed, ...tyre } = result.tyre
		return apiOk({ success: true, changed, message: changed ? 'Stock updated successfully!' : 'Stock unchanged.', data: toApiTyre(tyre) })
	})
}
