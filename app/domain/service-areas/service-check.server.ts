import type { Db } from '#app/lib/db.server'
import { type AreaCheck, AreaCheckQuerySchema, areaCheckErrors, POSTCODE_RE } from './area-check'

export type { AreaCheck } from './area-check'

// spec §7 POST /api/service/check, the checkout's address check and the "Do we come to you?"
// check on the home, product and area pages: is this postcode and suburb one we drive to? The
// suburb is compared without regard to case or extra spaces.

export function normalizeSuburb(suburb: string): string {
	return suburb.trim().replace(/\s+/g, ' ').toLowerCase()
}

/** The served suburb's name as the shop spells it, or null when we do not drive there. */
export async function servedSuburb(db: Db, { postcode, suburb }: { postcode: string; suburb: string }): Promise<string | null> {
	const code = postcode.trim()
	const wanted = normalizeSuburb(suburb)
	if (!POSTCODE_RE.test(code) || !wanted) return null
	const rows = await db.selectFrom('service_areas').select('suburb').where('postcode', '=', code).execute()
	return rows.find((row) => normalizeSuburb(row.suburb) === wanted)?.suburb ?? null
}

export async function isServiceable(db: Db, area: { postcode: string; suburb: string }): Promise<boolean> {
	return (await servedSuburb(db, area)) !== null
}

/** The answer to the area check in a page's URL (`?suburb=…&postcode=…`), or null when none was asked. */
export async function areaCheckFromQuery(db: Db, params: URLSearchParams): Promise<AreaCheck | null> {
	if (!params.has('suburb') && !params.has('postcode')) return null
	const values = { suburb: (params.get('suburb') ?? '').slice(0, 200), postcode: (params.get('postcode') ?? '').slice(0, 20) }
	const errors = areaCheckErrors(values)
	if (errors) return { status: 'invalid', ...values, errors }
	const area = AreaCheckQuerySchema.parse(values)
	const name = await servedSuburb(db, area)
	return name ? { status: 'served', suburb: name, postcode: area.postcode } : { status: 'not-served', suburb: area.suburb, postcode: area.postcode }
}
