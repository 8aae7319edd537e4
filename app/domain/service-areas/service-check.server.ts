import { z } from 'zod'
import type { Db } from '#app/lib/db.server'
import type { AreaCheck } from './area-check'

export type { AreaCheck } from './area-check'

// spec §7 POST /api/service/check, the checkout's address check and the "Do we come to you?"
// check on the home, product and area pages: is this postcode and suburb one we drive to? The
// suburb is compared without regard to case or extra spaces.

export const POSTCODE_RE = /^\d{4}$/

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

/** The pages' area check, read from their query string (a GET form, so it works without JavaScript). */
export const AreaCheckQuerySchema = z.object({
	suburb: z.string({ error: 'Enter your suburb.' }).trim().min(1, 'Enter your suburb.').max(60, 'Enter your suburb (at most 60 letters).'),
	postcode: z.string({ error: 'Enter your 4-digit postcode.' }).trim().regex(POSTCODE_RE, 'Enter your 4-digit postcode.'),
})

/** The answer to the area check in a page's URL (`?suburb=…&postcode=…`), or null when none was asked. */
export async function areaCheckFromQuery(db: Db, params: URLSearchParams): Promise<AreaCheck | null> {
	if (!params.has('suburb') && !params.has('postcode')) return null
	const values = { suburb: (params.get('suburb') ?? '').slice(0, 200), postcode: (params.get('postcode') ?? '').slice(0, 20) }
	const parsed = AreaCheckQuerySchema.safeParse(values)
	if (!parsed.success) {
		const errors: Partial<Record<'suburb' | 'postcode', string>> = {}
		for (const issue of parsed.error.issues) {
			const field = issue.path[0] as 'suburb' | 'postcode'
			errors[field] ??= issue.message
		}
		return { status: 'invalid', ...values, errors }
	}
	const name = await servedSuburb(db, parsed.data)
	return name
		? { status: 'served', suburb: name, postcode: parsed.data.postcode }
		: { status: 'not-served', suburb: parsed.data.suburb, postcode: parsed.data.postcode }
}
