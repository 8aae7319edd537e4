import type { Route } from './+types/api.tyreall.brand.$brand'
import { toApiTyre } from '#app/domain/catalogue/api-shape'
import { getCatalogue } from '#app/domain/catalogue/catalogue.server'
import { CATALOGUE_CACHE_CONTROL } from '#app/domain/catalogue/rules'
import { getDb } from '#app/lib/db.server'
import { methodNotAllowed } from '#app/lib/json-body.server'

/** GET /api/tyreall/brand/{brand} (spec §7): success and the brand's listed tyres as data. */
export async function loader({ params }: Route.LoaderArgs) {
	const requested = params.brand.trim()
	if (requested.length === 0 || requested.length > 60) {
		return Response.json({ success: false, error: 'Give a brand name of at most 60 characters.' }, { status: 400 })
	}
	const catalogue = await getCatalogue(getDb())
	const brand = catalogue.brandName(requested)
	if (!brand) return Response.json({ success: false, error: `We do not stock tyres by the brand "${requested}".` }, { status: 404 })
	return Response.json(
		{ success: true, data: catalogue.all({ brand }).map(toApiTyre) },
		{ headers: { 'Cache-Control': CATALOGUE_CACHE_CONTROL } },
	)
}

export function action() {
	return methodNotAllowed(['GET'])
}
