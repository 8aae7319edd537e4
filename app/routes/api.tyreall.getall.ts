import { toApiTyre } from '#app/domain/catalogue/api-shape'
import { getCatalogue, type CatalogueSnapshot } from '#app/domain/catalogue/catalogue.server'
import { CATALOGUE_CACHE_CONTROL } from '#app/domain/catalogue/rules'
import { getDb } from '#app/lib/db.server'
import { methodNotAllowed } from '#app/lib/json-body.server'

// The whole list is large; its JSON is built once per catalogue version.
const bodies = new WeakMap<CatalogueSnapshot, string>()

/** GET /api/tyreall/getall (spec §7): every listed tyre as data, ascending by width, profile, rim. */
export async function loader() {
	const catalogue = await getCatalogue(getDb())
	let body = bodies.get(catalogue)
	if (body === undefined) {
		body = JSON.stringify({ data: catalogue.allBySize().map(toApiTyre) })
		bodies.set(catalogue, body)
	}
	return new Response(body, { headers: { 'Content-Type': 'application/json; charset=utf-8', 'Cache-Control': CATALOGUE_CACHE_CONTROL } })
}

export function action() {
	return methodNotAllowed(['GET'])
}
