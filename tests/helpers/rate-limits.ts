import { getDb, type Db } from '#app/lib/db.server'
import { forgetAllRateLimits } from '#app/lib/rate-limits/store.server'

/** Forgets every rate-limit count, so a test starts with fresh windows (they live in the database). */
export async function clearRateLimits(db: Db = getDb()) {
	await forgetAllRateLimits(db)
}
