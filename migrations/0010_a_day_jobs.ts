import type { Kysely } from 'kysely'

// The owner's day: a job marked done keeps when (so it can be undone and shown), and a job that
// could not be completed keeps why, on the booking itself (it stays pending, to be rebooked).
export async function up(db: Kysely<any>): Promise<void> {
	await db.schema.alterTable('bookings').addColumn('done_at', 'text').execute()
	await db.schema.alterTable('bookings').addColumn('not_completed_at', 'text').execute()
	await db.schema.alterTable('bookings').addColumn('not_completed_reason', 'text').execute()
}

export async function down(db: Kysely<any>): Promise<void> {
	await db.schema.alterTable('bookings').dropColumn('not_completed_reason').execute()
	await db.schema.alterTable('bookings').dropColumn('not_completed_at').execute()
	await db.schema.alterTable('bookings').dropColumn('done_at').execute()
}
