import { toApiTyre } from '#app/domain/catalogue/api-shape'
import { getCatalogue } from '#app/domain/catalogue/catalogue.server'
import { CATALOGUE_CACHE_CONTROL } from '#app/domain/catalogue/rules'
import { apiRoute } from '#app/lib/http/api-route.server'
import { TyreListAnswer } from './api-answers'

/** GET /api/tyreall/getall (spec §7): every listed tyre as data, ascending by width, profile, rim. */
export const loader = apiRoute({
	method: 'GET',
	summary: 'Every listed tyre, by width, profile and rim',
	answer: TyreListAnswer,
	handler: async ({ db }) => {
		const catalogue = await getCatalogue(db)
		// The whole list is large: its JSON is built once per catalogue version.
		const body = await catalogue.rememberWholeList(async () => JSON.stringify({ data: (await catalogue.allBySize()).map(toApiTyre) }))
		return new Response(body, { headers: { 'Content-Type': 'application/json; charset=utf-8', 'Cache-Control': CATALOGUE_CACHE_CONTROL } })
	},
})
export const action = loader
