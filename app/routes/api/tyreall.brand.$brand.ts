import { toApiTyre } from '#app/domain/catalogue/api-shape'
import { getCatalogue } from '#app/domain/catalogue/catalogue.server'
import { CATALOGUE_CACHE_CONTROL } from '#app/domain/catalogue/rules'
import { apiRoute, reply } from '#app/lib/http/api-route.server'
import { TyreBrandAnswer } from './api-answers'

/** GET /api/tyreall/brand/{brand} (spec §7): success and the brand's listed tyres as data. */
export const loader = apiRoute({
	method: 'GET',
	summary: 'A brand\'s tyres',
	answer: TyreBrandAnswer,
	handler: async ({ db, params }) => {
		const requested = (params.brand ?? '').trim()
		if (requested.length === 0 || requested.length > 60) return reply({ success: false, error: 'Give a brand name of at most 60 characters.' }, { status: 400 })
		const catalogue = await getCatalogue(db)
		const brand = catalogue.brandName(requested)
		if (!brand) return reply({ success: false, error: `We do not stock tyres by the brand "${requested}".` }, { status: 404 })
		return reply({ success: true, data: (await catalogue.all({ brand })).map(toApiTyre) }, { headers: { 'Cache-Control': CATALOGUE_CACHE_CONTROL } })
	},
})
export const action = loader
