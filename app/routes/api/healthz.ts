import { sql } from 'kysely'
import { getDb } from '#app/lib/db.server'
import { getLogger } from '#app/lib/logger.server'

/** Liveness and readiness: 200 when the database answers, 503 when it does not. */
export async function loader() {
	try {
		await sql`select 1`.execute(getDb())
		return Response.json({ status: 'ok' }, { headers: { 'Cache-Control': 'no-store' } })
	} catch (error) {
		getLogger().error({ err: error }, 'health check failed')
		return Response.json({ status: 'error', error: 'database unavailable' }, { status: 503, headers: { 'Cache-Control': 'no-store' } })
	}
}
