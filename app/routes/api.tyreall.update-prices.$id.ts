import type { Route } from './+types/api.tyreall.update-prices.$id'
import { fieldErrorsOf } from '#app/domain/admin/fields'
import { priceFieldsFromApi, TyrePricesSchema } from '#app/domain/admin/tyre-schema'
import { toApiTyre, updateTyrePrices } from '#app/domain/catalogue/tyre-admin.server'
import { apiError, apiOk, idParam, methodNotAllowed, withBodyErrors } from '#app/lib/admin-api.server'
import { requireAdmin } from '#app/lib/auth.server'
import { getDb } from '#app/lib/db.server'
import { readFields } from '#app/lib/multipart.server'

/** Only PUT is served here (a GET is answered 405, never an error page). */
export async function loader({ request }: Route.LoaderArgs) {
	await requireAdmin(request)
	return methodNotAllowed(request, ['PUT'])
}

// spec §7: PUT /api/tyreall/update-prices/{id} { 'Price for 1' … 'Price for 5' } in dollars;
// an empty or null price removes that quantity option, a missing one is left as it is.
export async function action({ request, params }: Route.ActionArgs) {
	await requireAdmin(request)
	const wrongMethod = methodNotAllowed(request, ['PUT'])
	if (wrongMethod) return wrongMethod
	const id = idParam(params.id)
	if (!id) return apiError(400, 'The tyre id must be a number.')
	return withBodyErrors(async () => {
		const parsed = TyrePricesSchema.safeParse(priceFieldsFromApi(await readFields(request)))
		if (!parsed.success) {
			const fieldErrors = fieldErrorsOf(parsed.error)
			const message = parsed.error.issues[0]?.message ?? 'Failed to update prices.'
			return apiError(400, message, { fieldErrors })
		}
		const result = await updateTyrePrices(getDb(), id, parsed.data)
		if (!result.ok) return apiError(result.status, result.message)
		return apiOk({ success: true, message: 'Prices updated successfully', data: toApiTyre(result.tyre) })
	})
}
