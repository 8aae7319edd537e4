import { toApiTyre } from '#app/domain/catalogue/api-shape'
import { findListedTyre } from '#app/domain/catalogue/catalogue.server'
import { CATALOGUE_CACHE_CONTROL, isSlug } from '#app/domain/catalogue/rules'
import { apiRoute, problem, reply } from '#app/lib/http/api-route.server'
import { ApiTyreAnswer } from './api-answers'

/** GET /api/tyreall/fetch/{slug} (spec §7): one tyre object. */
export const loader = apiRoute({
	method: 'GET',
	summary: 'One tyre by slug',
	answer: ApiTyreAnswer,
	handler: async ({ db, params }) => {
		if (!isSlug(params.slug ?? '')) return problem(400, 'That is not a tyre address.')
		const tyre = await findListedTyre(db, params.slug ?? '')
		if (!tyre) return problem(404, 'Tyre not found.')
		return reply(toApiTyre(tyre), { headers: { 'Cache-Control': CATALOGUE_CACHE_CONTROL } })
	},
})
export const action = loader
