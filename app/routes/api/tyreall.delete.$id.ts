import { deleteTyre } from '#app/domain/catalogue/tyre-admin.server'
import { requireAdmin } from '#app/lib/auth.server'
import { apiRoute, problem } from '#app/lib/http/api-route.server'
import { idParams } from '#app/lib/http/params'
import { DoneAnswer } from './api-answers'

// spec §7: DELETE /api/tyreall/delete/{id}
export const action = apiRoute({
	method: 'DELETE',
	summary: 'Delete a tyre (admin)',
	answer: DoneAnswer,
	guard: requireAdmin,
	params: idParams('tyre'),
	handler: async ({ db, params }) => {
		const result = await deleteTyre(db, params.id)
		if (!result.ok) return problem(result.status, result.message)
		return { success: true, message: 'Tyre deleted successfully!' }
	},
})
export const loader = action
