import type { Kysely } from 'kysely'

// Customers' replies to the shop's texts, as the SMS provider posted them (Twilio's inbound
// webhook, ClickSend's inbound URL). A provider may post the same reply twice: its own id for
// the message is unique per provider, so a replay is stored once.
export async function up(db: Kysely<any>): Promise<void> {
	await db.schema
		.createTable('sms_replies')
		.addColumn('id', 'integer', (c) => c.primaryKey().autoIncrement())
		.addColumn('provider', 'text', (c) => c.notNull())
		.addColumn('provider_message_id', 'text', (c) => c.notNull())
		// E.164 when it parsed (how bookings are matched), else as the provider sent it
		.addColumn('from_phone', 'text', (c) => c.notNull())
		.addColumn('body', 'text', (c) => c.notNull())
		// 1 when the body is an opt-out keyword (STOP, UNSUBSCRIBE, …)
		.addColumn('opt_out', 'integer', (c) => c.notNull().defaultTo(0))
		.addColumn('received_at', 'text', (c) => c.notNull())
		.execute()
	await db.schema.createIndex('sms_replies_provider_message').unique().on('sms_replies').columns(['provider', 'provider_message_id']).execute()
	await db.schema.createIndex('sms_replies_received').on('sms_replies').column('received_at').execute()
}

export async function down(db: Kysely<any>): Promise<void> {
	await db.schema.dropTable('sms_replies').execute()
}
