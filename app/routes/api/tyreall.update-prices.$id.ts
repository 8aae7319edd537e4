import { z } from 'zod'
import { fieldErrorsOf } from '#app/lib/form-fields'
import { priceFieldsFromApi, TyrePricesSchema } from '#app/domain/catalogue/tyre-schema'
import { toApiTyre, updateTyrePrices } from '#app/domain/catalogue/tyre-admin.server'
import { requireAdmin } from '#app/lib/auth.server'
import { apiRoute, problem } from '#app/lib/http/api-route.server'
import { idParams } from '#app/lib/http/params'
import { TyreChangedAnswer } from './api-answers'

// spec §7: PUT /api/tyreall/update-prices/{id} { 'Price for 1' … 'Price for 5' } in dollars;
// an empty or null price removes that quantity option, a missing one is left as it is.
export const action = apiRoute({
	method: 'PUT',
	summary: 'Set a tyre\'s five quantity prices in dollars (admin)',
	answer: TyreChangedAnswer,
	guard: requireAdmin,
	params: idParams('tyre'),
	body: z.preprocess((fields) => priceFieldsFromApi(fields as Record<string, unknown>), TyrePricesSchema),
	invalid: (error) => problem(400, error.issues[0]?.message ?? 'Failed to update prices.', { fieldErrors: fieldErrorsOf(error) }),
	handler: async ({ db, params, body }) => {
		const result = await updateTyrePrices(db, params.id, body)
		if (!result.ok) return problem(result.status, result.message)
		return { success: true, message: 'Prices updated successfully', data: toApiTyre(result.tyre) }
	},
})
export const loader = action
