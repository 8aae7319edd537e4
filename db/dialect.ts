import { type Kysely, PostgresAdapter } from 'kysely'

// Which database a connection talks to. Here, at the bottom, so that migrations can ask it
// without importing the app; the rest of the dialect differences are in app/lib/db/dialect.server.ts.

export type DialectName = 'sqlite' | 'postgres'

export function dialectOf(db: Kysely<any>): DialectName {
	return db.getExecutor().adapter instanceof PostgresAdapter ? 'postgres' : 'sqlite'
}
