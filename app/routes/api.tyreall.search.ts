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
	const catalogue = await getCatalogue(getDb())
	// The same query answers the same body until the catalogue changes.
	const answer = catalogue.remember(`api-search:${JSON.stringify(parsed.data)}`, () => {
		const outcome = runSearch(catalogue, toFilters(parsed.data), { page, limit })
		if (!outcome.ok) return { status: outcome.status, body: JSON.stringify({ error: outcome.error }) }
		const { result } = outcome
		const body = { tyres: result.tyres.map(toApiTyre), total: result.total, totalPages: result.totalPages, page: result.page, limit: result.limit }
		return { status: 200, body: JSON.stringify(body) }
	})
	return new Response(answer.body, {
		status: answer.status,
		headers: { 'Content-Type': 'application/json; charset=utf-8', ...(answer.status === 200 ? { 'Cache-Control': CATALOGUE_CACHE_CONTROL } : {}) },
	})
}

export function action() {
	return methodNotAllowed(['GET'])
}
