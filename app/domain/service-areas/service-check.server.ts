import type { Db } from '#app/lib/db.server'

// spec §7 POST /api/service/check and the checkout's address check: is this postcode and
// suburb one we drive to? The suburb is compared without regard to case or extra spaces.

export const POSTCODE_RE = /^\d{4}$/

export function normalizeSuburb(suburb: string): string {
	return suburb.trim().replace(/\s+/g, ' ').toLowerCase()
}

export async function isServiceable(db: Db, { postcode, suburb }: { postcode: string; suburb: string }): Promise<boolean> {
	const code = postcode.trim()
	const wanted = normalizeSuburb(suburb)
	if (!POSTCODE_RE.test(code) || !wanted) return false
	const rows = await db.selectFrom('service_areas').select('suburb').where('postcode', '=', code).execute()
	return rows.some((row) => normalizeSuburb(row.suburb) === wanted)
}
