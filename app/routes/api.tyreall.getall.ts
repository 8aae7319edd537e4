import { toApiTyre } from '#app/domain/catalogue/api-shape'
import { getCatalogue } from '#app/domain/catalogue/catalogue.server'
import { CATALOGUE_CACHE_CONTROL } from '#app/domain/catalogue/rules'
import { getDb } from '#app/lib/db.server'
import { methodNotAllowed } from '#app/lib/json-body.server'

/** GET /api/tyreall/getall (spec §7): every listed tyre as data, ascending by width, profile, rim. */
export async function loader() {
	const catalogue = await getCatalogue(getDb())
	// The whole list is large: its JSON is built once per catalogue version.
	const body = catalogue.remember('api-getall', () => JSON.stringify({ data: catalogue.allBySize().map(toApiTyre) }))
	return new Response(body, { headers: { 'Content-Type': 'application/json; charset=utf-8', 'Cache-Control': CATALOGUE_CACHE_CONTROL } })
}

export function action() {
	return methodNotAllowed(['GET'])
}
