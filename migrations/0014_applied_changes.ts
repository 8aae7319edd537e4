import type { Kysely } from 'kysely'

// The owner's changes from the day view (Done, Undo, Couldn't complete) each carry an id made by
// the phone (or the page, without JavaScript). A change is written here in the same transaction
// as the change itself, with the answer it got, so a change sent twice (a retry after a weak
// signal, a queue replayed when the signal returns) is applied once and answered as the first time.
export async function up(db: Kysely<any>): Promise<void> {
	await db.schema
		.createTable('applied_changes')
		.addColumn('change_id', 'text', (c) => c.primaryKey())
		.addColumn('kind', 'text', (c) => c.notNull())
		.addColumn('booking_id', 'integer', (c) => c.notNull())
		// the first answer, as JSON: { ok, reference } or { ok: false, status, message }
		.addColumn('result', 'text', (c) => c.notNull())
		.addColumn('applied_at', 'text', (c) => c.notNull())
		.execute()
}

export async function down(db: Kysely<any>): Promise<void> {
	await db.schema.dropTable('applied_changes').execute()
}
