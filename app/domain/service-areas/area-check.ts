// zod's functional build: this check runs in the browser on the product and area pages, where
// the full build was 25 KB of their first load (gzipped); this one loads 15 KB, zod's core that
// the forms using the full build share (docs/speed.md).
import * as z from 'zod/mini'

export const POSTCODE_RE = /^\d{4}$/

/** The pages' area check (suburb and postcode), read from a query string or checked in the browser. */
export const AreaCheckQuerySchema = z.object({
	suburb: z.string({ error: 'Enter your suburb.' }).check(z.trim(), z.minLength(1, 'Enter your suburb.'), z.maxLength(60, 'Enter your suburb (at most 60 letters).')),
	postcode: z.string({ error: 'Enter your 4-digit postcode.' }).check(z.trim(), z.regex(POSTCODE_RE, 'Enter your 4-digit postcode.')),
})

export type AreaCheckErrors = Partial<Record<'suburb' | 'postcode', string>>

/** What is wrong with a suburb and postcode before the shop is asked, or null when nothing is. */
export function areaCheckErrors(values: { suburb: string; postcode: string }): AreaCheckErrors | null {
	const parsed = AreaCheckQuerySchema.safeParse(values)
	if (parsed.success) return null
	const errors: AreaCheckErrors = {}
	for (const issue of parsed.error.issues) {
		const field = issue.path[0] as 'suburb' | 'postcode'
		errors[field] ??= issue.message
	}
	return errors
}

export type AreaCheck =
	| { status: 'served'; suburb: string; postcode: string }
	| { status: 'not-served'; suburb: string; postcode: string }
	| { status: 'invalid'; suburb: string; postcode: string; errors: AreaCheckErrors }
