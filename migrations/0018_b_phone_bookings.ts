import type { Kysely } from 'kysely'

// A booking the owner entered for a customer who rang ('phone'); null for one placed in the shop.
export async function up(db: Kysely<any>): Promise<void> {
	await db.schema.alterTable('bookings').addColumn('taken_by', 'text').execute()
}

export async function down(db: Kysely<any>): Promise<void> {
	await db.schema.alterTable('bookings').dropColumn('taken_by').execute()
}
