import type { Kysely } from 'kysely'

// Rate limits live in the database so a restart or a second instance does not reset them.
// One row per limiter key (the limiter's name, a colon, then what it counts: an address, a
// phone…), in the shape rate-limiter-flexible's stores keep: points used and when they expire.
export async function up(db: Kysely<any>): Promise<void> {
	await db.schema
		.createTable('rate_limits')
		.addColumn('key', 'text', (c) => c.primaryKey())
		.addColumn('points', 'integer', (c) => c.notNull())
		// epoch milliseconds; null never expires (rate-limiter-flexible's "block forever")
		.addColumn('expire', 'bigint')
		.execute()
	await db.schema.createIndex('rate_limits_expire_idx').on('rate_limits').column('expire').execute()
}

export async function down(db: Kysely<any>): Promise<void> {
	await db.schema.dropTable('rate_limits').execute()
}
