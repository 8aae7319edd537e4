import { parseTyreFilters } from '#app/domain/catalogue/tyre-schema'
import { findAdminTyres, toApiTyre } from '#app/domain/catalogue/tyre-admin.server'
import { requireAdmin } from '#app/lib/auth.server'
import { apiRoute, problem } from '#app/lib/http/api-route.server'
import { AdminTyreListAnswer } from './api-answers'

// spec §7: GET /api/tyreall/ — the tyre list for the admin, newest first. Optional filters
// brand, model, width, profile, rim; with page (and limit, default 24) one page of it.
export const loader = apiRoute({
	method: 'GET',
	summary: 'The catalogue for the admin, filtered and paged',
	answer: AdminTyreListAnswer,
	guard: requireAdmin,
	handler: async ({ db, request }) => {
		const parsed = parseTyreFilters(new URL(request.url).searchParams)
		if (!parsed.success) return problem(400, 'A filter or page parameter is not valid.')
		const result = await findAdminTyres(db, { ...parsed.data, through: undefined })
		return { success: true, data: result.rows.map(toApiTyre), total: result.total, page: result.page, totalPages: result.totalPages }
	},
})
export const action = loader
