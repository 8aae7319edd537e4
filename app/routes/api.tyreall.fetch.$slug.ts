import type { Route } from './+types/api.tyreall.fetch.$slug'
import { toApiTyre } from '#app/domain/catalogue/api-shape'
import { getCatalogue } from '#app/domain/catalogue/catalogue.server'
import { CATALOGUE_CACHE_CONTROL, isSlug } from '#app/domain/catalogue/rules'
import { getDb } from '#app/lib/db.server'
import { methodNotAllowed } from '#app/lib/json-body.server'

/** GET /api/tyreall/fetch/{slug} (spec §7): one tyre object. */
export async function loader({ params }: Route.LoaderArgs) {
	if (!isSlug(params.slug)) return Response.json({ error: 'That is not a tyre address.' }, { status: 400 })
	const tyre = (await getCatalogue(getDb())).listedBySlug(params.slug)
	if (!tyre) return Response.json({ error: 'Tyre not found.' }, { status: 404 })
	return Response.json(toApiTyre(tyre), { headers: { 'Cache-Control': CATALOGUE_CACHE_CONTROL } })
}

export function action() {
	return methodNotAllowed(['GET'])
}
