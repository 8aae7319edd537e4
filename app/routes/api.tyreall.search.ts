import type { Route } from './+types/api.tyreall.search'
import { toApiTyre } from '#app/domain/catalogue/api-shape'
import { getCatalogue, runSearch } from '#app/domain/catalogue/catalogue.server'
import { CATALOGUE_CACHE_CONTROL } from '#app/domain/catalogue/rules'
import { ApiSearchQuerySchema, toFilters } from '#app/domain/catalogue/search-query'
import { getDb } from '#app/lib/db.server'
import { methodNotAllowed } from '#app/lib/json-body.server'

/** GET /api/tyreall/search (spec §7): tyres, total, totalPages; 50 a page unless `limit` says. */
export async function loader({ request }: Route.LoaderArgs) {
	const params = new URL(request.url).searchParams
	const parsed = ApiSearchQuerySchema.safeParse(Object.fromEntries(params))
	if (!parsed.success) return Response.json({ error: parsed.error.issues[0]?.message ?? 'Bad search.' }, { status: 400 })
	const { page, limit } = parsed.data
	const outcome = runSearch(await getCatalogue(getDb()), toFilters(parsed.data), { page, limit })
	if (!outcome.ok) return Response.json({ error: outcome.error }, { status: outcome.status })
	const { result } = outcome
	return Response.json(
		{ tyres: result.tyres.map(toApiTyre), total: result.total, totalPages: result.totalPages, page: result.page, limit: result.limit },
		{ headers: { 'Cache-Control': CATALOGUE_CACHE_CONTROL } },
	)
}

export function action() {
	return methodNotAllowed(['GET'])
}
