import { servedSuburbs } from '#app/domain/service-areas/service-areas.server'
import { suburbSlug } from '#app/domain/service-areas/suburb-slug'
import type { Db } from '#app/lib/db.server'

/**
 * The served suburb a /area-we-serve/{slug} page is about, or null when we do not serve it
 * (spec §2: never a page that promises service we do not give). Case-insensitive; the caller
 * redirects a non-canonical slug.
 */
export async function findServedSuburb(db: Db, slug: string): Promise<{ name: string; slug: string } | null> {
	const wanted = slug.trim().toLowerCase()
	if (!wanted) return null
	const name = (await servedSuburbs(db)).find((suburb) => suburbSlug(suburb) === wanted)
	return name ? { name, slug: wanted } : null
}

/** Every served suburb with its page slug, alphabetical. */
export async function servedSuburbPages(db: Db): Promise<Array<{ name: string; slug: string }>> {
	return (await servedSuburbs(db)).map((name) => ({ name, slug: suburbSlug(name) }))
}
