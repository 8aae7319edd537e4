import { sql, type Kysely } from 'kysely'

// A window's capacity becomes minutes of work (ARCHITECTURE: Bookable work). Until now a window
// held a number of fittings and each booking took one; from here a booking takes its minutes (its
// tyres at the owner's minutes per tyre, plus its services'), kept on the booking so giving the
// spot back returns exactly what was taken. Every count so far is read as standard 4-tyre jobs
// of an hour (4 tyres at the first 15 minutes per tyre), so no window opens or fills by this change.
const STANDARD_JOB_MINUTES = 60

export async function up(db: Kysely<any>): Promise<void> {
	await db.schema.alterTable('bookings').addColumn('work_minutes', 'integer', (c) => c.notNull().defaultTo(0)).execute()
	await db.updateTable('bookings').set({ work_minutes: STANDARD_JOB_MINUTES }).execute()
	await db.updateTable('slot_capacity').set({ capacity: sql`capacity * ${sql.lit(STANDARD_JOB_MINUTES)}` }).execute()
	await db.updateTable('slot_date_capacity').set({ capacity: sql`capacity * ${sql.lit(STANDARD_JOB_MINUTES)}` }).execute()
	await db.updateTable('slot_usage').set({ taken: sql`taken * ${sql.lit(STANDARD_JOB_MINUTES)}` }).execute()
}

export async function down(db: Kysely<any>): Promise<void> {
	await db.updateTable('slot_usage').set({ taken: sql`(taken + ${sql.lit(STANDARD_JOB_MINUTES - 1)}) / ${sql.lit(STANDARD_JOB_MINUTES)}` }).execute()
	await db.updateTable('slot_date_capacity').set({ capacity: sql`capacity / ${sql.lit(STANDARD_JOB_MINUTES)}` }).execute()
	await db.updateTable('slot_capacity').set({ capacity: sql`capacity / ${sql.lit(STANDARD_JOB_MINUTES)}` }).execute()
	await db.schema.alterTable('bookings').dropColumn('work_minutes').execute()
}
