import { servedSuburbs } from '#app/domain/service-areas/service-areas.server'
import { getDb } from '#app/lib/db.server'

// spec §7: GET /api/service/suburbs → { data: { suburbs: [...] } }, the served suburb names.
export async function loader() {
	const suburbs = await servedSuburbs(getDb())
	return Response.json({ data: { suburbs } }, { headers: { 'Cache-Control': 'public, max-age=300, stale-while-revalidate=3600' } })
}
