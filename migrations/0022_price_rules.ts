import type { Kysely } from 'kysely'

// Price rules (cost + N %, current price ± N %, quantity-tier steps) applied over a brand, a
// category or the whole range: each applied rule is kept with who applied it, when, the rule
// itself (its settings as JSON and in words) and how many tyres it changed, left or skipped.
export async function up(db: Kysely<any>): Promise<void> {
	await db.schema
		.createTable('price_rule_runs')
		.addColumn('id', 'integer', (c) => c.primaryKey().autoIncrement())
		.addColumn('rule_json', 'text', (c) => c.notNull())
		.addColumn('description', 'text', (c) => c.notNull())
		.addColumn('applied_by', 'text', (c) => c.notNull())
		.addColumn('applied_at', 'text', (c) => c.notNull())
		.addColumn('changed_count', 'integer', (c) => c.notNull())
		.addColumn('unchanged_count', 'integer', (c) => c.notNull())
		.addColumn('skipped_count', 'integer', (c) => c.notNull())
		.execute()
	await db.schema.createIndex('price_rule_runs_applied_idx').on('price_rule_runs').column('applied_at').execute()
}

export async function down(db: Kysely<any>): Promise<void> {
	await db.schema.dropTable('price_rule_runs').execute()
}
