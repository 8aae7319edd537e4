import { toApiTyre } from '#app/domain/catalogue/api-shape'
import { getCatalogue, runSearch } from '#app/domain/catalogue/catalogue.server'
import { CATALOGUE_CACHE_CONTROL } from '#app/domain/catalogue/rules'
import { ApiSearchQuerySchema, toFilters } from '#app/domain/catalogue/search-query'
import { apiRoute } from '#app/lib/http/api-route.server'
import { TyreSearchAnswer } from './api-answers'

/** GET /api/tyreall/search (spec §7): tyres, total, totalPages; 50 a page unless `limit` says. */
export const loader = apiRoute({
	method: 'GET',
	summary: 'Search tyres, 50 a page',
	answer: TyreSearchAnswer,
	query: ApiSearchQuerySchema,
	handler: async ({ db, query }) => {
		const { page, limit } = query
		const catalogue = await getCatalogue(db)
		// The same query answers the same body until the catalogue changes.
		const answer = await catalogue.rememberAsync(`api-search:${JSON.stringify(query)}`, async () => {
			const outcome = await runSearch(catalogue, toFilters(query), { page, limit })
			if (!outcome.ok) return { status: outcome.status, body: JSON.stringify({ error: outcome.error }) }
			const { result } = outcome
			const body = { tyres: result.tyres.map(toApiTyre), total: result.total, totalPages: result.totalPages, page: result.page, limit: result.limit }
			return { status: 200, body: JSON.stringify(body) }
		})
		return new Response(answer.body, {
			status: answer.status,
			headers: { 'Content-Type': 'application/json; charset=utf-8', ...(answer.status === 200 ? { 'Cache-Control': CATALOGUE_CACHE_CONTROL } : {}) },
		})
	},
})
export const action = loader
