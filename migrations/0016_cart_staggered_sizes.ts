import type { Kysely } from 'kysely'

// A cart remembers the front and rear sizes of the staggered search its tyres were added from
// (text such as 225/40R18), so the drawer and /shipping can say when it holds one axle's size only.
export async function up(db: Kysely<any>): Promise<void> {
	// one column a statement: SQLite adds one at a time
	await db.schema.alterTable('carts').addColumn('staggered_front', 'text').execute()
	await db.schema.alterTable('carts').addColumn('staggered_rear', 'text').execute()
}

export async function down(db: Kysely<any>): Promise<void> {
	await db.schema.alterTable('carts').dropColumn('staggered_rear').execute()
	await db.schema.alterTable('carts').dropColumn('staggered_front').execute()
}
