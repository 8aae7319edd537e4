import { z } from 'zod'
import { TyreStockSchema } from '#app/domain/catalogue/tyre-schema'
import { toApiTyre, updateTyreStock } from '#app/domain/catalogue/tyre-admin.server'
import { requireAdmin } from '#app/lib/auth.server'
import { apiRoute, problem } from '#app/lib/http/api-route.server'
import { idParams } from '#app/lib/http/params'
import { TyreChangedAnswer } from './api-answers'

// spec §7: PUT /api/tyreall/update-stock/{id} { inStock } (or the spec's 'In Stock')
export const action = apiRoute({
	method: 'PUT',
	summary: 'Set a tyre\'s stock (admin)',
	answer: TyreChangedAnswer,
	guard: requireAdmin,
	params: idParams('tyre'),
	body: z.preprocess((fields) => {
		const raw = fields as Record<string, unknown>
		return { inStock: raw.inStock ?? raw['In Stock'] ?? '' }
	}, TyreStockSchema),
	handler: async ({ db, params, body }) => {
		const result = await updateTyreStock(db, params.id, body.inStock)
		if (!result.ok) return problem(result.status, result.message)
		const { changed, ...tyre } = result.tyre
		return { success: true, changed, message: changed ? 'Stock updated successfully!' : 'Stock unchanged.', data: toApiTyre(tyre) }
	},
})
export const loader = action
