import type { Kysely } from 'kysely'

// Closing out a job: how the money was taken when it was marked done (and how much), why it could
// not be completed as a quick reason, and the failed-attendance fee when the owner applies it.
export async function up(db: Kysely<any>): Promise<void> {
	await db.schema.alterTable('bookings').addColumn('paid_by', 'text').execute()
	await db.schema.alterTable('bookings').addColumn('paid_cents', 'integer').execute()
	await db.schema.alterTable('bookings').addColumn('not_completed_cause', 'text').execute()
	await db.schema.alterTable('bookings').addColumn('failed_fee_cents', 'integer').execute()
	await db.schema.alterTable('bookings').addColumn('failed_fee_at', 'text').execute()
}

export async function down(db: Kysely<any>): Promise<void> {
	await db.schema.alterTable('bookings').dropColumn('failed_fee_at').execute()
	await db.schema.alterTable('bookings').dropColumn('failed_fee_cents').execute()
	await db.schema.alterTable('bookings').dropColumn('not_completed_cause').execute()
	await db.schema.alterTable('bookings').dropColumn('paid_cents').execute()
	await db.schema.alterTable('bookings').dropColumn('paid_by').execute()
}
