import type { Kysely } from 'kysely'

// Each reminder is claimed here before it is sent, under a unique key (the kind and what it is
// for: a booking's reference, or the date of a run sheet), so a second run, a restart or a
// second instance never sends it twice.
export async function up(db: Kysely<any>): Promise<void> {
	await db.schema
		.createTable('reminders_sent')
		.addColumn('kind', 'text', (c) => c.notNull())
		.addColumn('subject_key', 'text', (c) => c.notNull())
		.addColumn('sent_at', 'text', (c) => c.notNull())
		.addPrimaryKeyConstraint('reminders_sent_pk', ['kind', 'subject_key'])
		.execute()
}

export async function down(db: Kysely<any>): Promise<void> {
	await db.schema.dropTable('reminders_sent').execute()
}
