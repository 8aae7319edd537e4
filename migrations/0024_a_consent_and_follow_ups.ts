import { type Kysely, sql } from 'kysely'

// Marketing consent and the follow-up messages the shop sends after a fitting.
// opt_outs: one row per recipient who asked to hear no more marketing on a channel (a phone in
// E.164 for 'sms', a case-folded address for 'email'), with how they asked and when. A second
// opt-out of the same recipient changes nothing (the primary key).
// scheduled_messages: a review request or an aftercare reminder waiting for its time, one per
// kind and booking (the unique key), so a booking is never asked twice. The scheduler claims a
// row by moving it from 'scheduled' to 'sending' in one conditional update before sending.
export async function up(db: Kysely<any>): Promise<void> {
	await db.schema
		.createTable('opt_outs')
		.addColumn('channel', 'text', (c) => c.notNull())
		.addColumn('recipient', 'text', (c) => c.notNull())
		.addColumn('source', 'text', (c) => c.notNull())
		.addColumn('opted_out_at', 'text', (c) => c.notNull())
		.addPrimaryKeyConstraint('opt_outs_pk', ['channel', 'recipient'])
		.execute()

	await db.schema
		.createTable('scheduled_messages')
		.addColumn('id', 'integer', (c) => c.primaryKey().autoIncrement())
		.addColumn('kind', 'text', (c) => c.notNull())
		.addColumn('booking_id', 'integer', (c) => c.notNull())
		.addColumn('due_at', 'text', (c) => c.notNull())
		.addColumn('status', 'text', (c) => c.notNull().defaultTo('scheduled'))
		.addColumn('cancelled_reason', 'text')
		.addColumn('sent_at', 'text')
		.addColumn('created_at', 'text', (c) => c.notNull().defaultTo(sql`CURRENT_TIMESTAMP`))
		.addColumn('updated_at', 'text', (c) => c.notNull().defaultTo(sql`CURRENT_TIMESTAMP`))
		.addUniqueConstraint('scheduled_messages_kind_booking_uq', ['kind', 'booking_id'])
		.execute()
	await db.schema.createIndex('scheduled_messages_due_idx').on('scheduled_messages').columns(['status', 'due_at']).execute()
	await db.schema.createIndex('scheduled_messages_booking_idx').on('scheduled_messages').column('booking_id').execute()
}

export async function down(db: Kysely<any>): Promise<void> {
	await db.schema.dropTable('scheduled_messages').execute()
	await db.schema.dropTable('opt_outs').execute()
}
