import { sql } from 'kysely'
import type { Db } from '#app/lib/db.server'
import { dialectOf } from '#app/lib/db/dialect.server'

// How the database would run a query, for tests that hold a query to its index: SQLite's
// EXPLAIN QUERY PLAN steps, or PostgreSQL's EXPLAIN with sequential scans discouraged (a test
// table of a few rows would otherwise be read whole whatever the indexes).

/** The query's plan as text, one step a line; its parameters are written into the query. */
export async function queryPlan(db: Db, query: { compile: () => { sql: string; parameters: readonly unknown[] } }) {
	const { sql: text, parameters } = query.compile()
	// EXPLAIN through sql.raw takes no parameters
	let next = 0
	const literal = (value: unknown) => (value === null ? 'NULL' : typeof value === 'number' ? String(value) : `'${String(value).replaceAll("'", "''")}'`)
	const inlined = text.replace(/\?|\$\d+/g, () => literal(parameters[next++]))
	if (dialectOf(db) === 'sqlite') {
		const rows = (await sql.raw(`EXPLAIN QUERY PLAN ${inlined}`).execute(db)).rows as { detail: string }[]
		return rows.map((r) => r.detail).join('\n')
	}
	await sql`SET enable_seqscan = off`.execute(db)
	try {
		const rows = (await sql.raw(`EXPLAIN ${inlined}`).execute(db)).rows as Record<string, unknown>[]
		return rows.map((r) => String(r['QUERY PLAN'])).join('\n')
	} finally {
		await sql`SET enable_seqscan = on`.execute(db)
	}
}
