import { type Db, readValue } from '#app/lib/db.server'

/**
 * The version of what the public pages show besides the catalogue: it moves on every change to
 * blogs, the shop's settings or its service areas (kept by triggers, migration 0012). The page
 * cache keys its pages by it and the catalogue's version, so a change made through any instance
 * shows at once on all of them.
 */
export async function contentVersion(db: Db) {
	return (await readValue<number>(db, 'content-version', 'select version from catalogue_version where id = 2')) ?? 0
}
