import { sql } from 'kysely'
import { getDb } from './db.server'
import { getLogger } from './logger.server'

export interface HealthAnswer {
	status: 200 | 503
	body: { status: 'ok' } | { status: 'error'; error: string }
}

/** Liveness and readiness: 200 when the database answers, 503 when it does not. */
export async function checkHealth(): Promise<HealthAnswer> {
	try {
		await sql`select 1`.execute(getDb())
		return { status: 200, body: { status: 'ok' } }
	} catch (error) {
		getLogger().error({ err: error }, 'health check failed')
		return { status: 503, body: { status: 'error', error: 'database unavailable' } }
	}
}
