import type { Db } from '#app/lib/db.server'

/** Served suburb names, alphabetical, each once (a suburb may span two postcodes). */
export async function servedSuburbs(db: Db): Promise<string[]> {
	const rows = await db.selectFrom('service_areas').select('suburb').distinct().orderBy('suburb').execute()
	return rows.map((r) => r.suburb)
}
