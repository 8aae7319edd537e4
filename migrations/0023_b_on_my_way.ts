import type { Kysely } from 'kysely'

// "On my way" texts from the day view: at most one per booking per shop day (the key), so a
// double tap, a retried post or a replayed offline queue never texts the customer twice.
export async function up(db: Kysely<any>): Promise<void> {
	await db.schema
		.createTable('on_my_way')
		.addColumn('booking_id', 'integer', (c) => c.notNull())
		// the shop's date (YYYY-MM-DD, shop time zone) it was sent on
		.addColumn('shop_date', 'text', (c) => c.notNull())
		.addColumn('minutes', 'integer', (c) => c.notNull())
		.addColumn('sent_at', 'text', (c) => c.notNull())
		// what became of the text: the outbox status (kept, queued, sent, failed)
		.addColumn('sms_status', 'text', (c) => c.notNull())
		.addColumn('emailed', 'integer', (c) => c.notNull().defaultTo(0))
		.addPrimaryKeyConstraint('on_my_way_pk', ['booking_id', 'shop_date'])
		.execute()
}

export async function down(db: Kysely<any>): Promise<void> {
	await db.schema.dropTable('on_my_way').execute()
}
