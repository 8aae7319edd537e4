import type { Route } from './+types/api.tyreall._index'
import { parseTyreFilters } from '#app/domain/admin/tyre-schema'
import { findAdminTyres, toApiTyre } from '#app/domain/catalogue/tyre-admin.server'
import { apiError, apiOk } from '#app/lib/admin-api.server'
import { requireAdmin } from '#app/lib/auth.server'
import { getDb } from '#app/lib/db.server'

// spec §7: GET /api/tyreall/ — the tyre list for the admin, newest first. Optional filters
// brand, model, width, profile, rim; with page (and limit, default 24) one page of it.
export async function loader({ request }: Route.LoaderArgs) {
	await requireAdmin(request)
	const parsed = parseTyreFilters(new URL(request.url).searchParams)
	if (!parsed.success) return apiError(400, 'A filter or page parameter is not valid.')
	const result = await findAdminTyres(getDb(), { ...parsed.data, through: undefined })
	return apiOk({ success: true, data: result.rows.map(toApiTyre), total: result.total, page: result.page, totalPages: result.totalPages })
}
