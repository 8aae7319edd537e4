import { getDb, type Db } from '#app/lib/db.server'

/** Forgets every rate-limit count, so a test starts with fresh windows (they live in the database). */
export async function clearRateLimits(db: Db = getDb()) {
	await db.deleteFrom('rate_limits').execute()
}
