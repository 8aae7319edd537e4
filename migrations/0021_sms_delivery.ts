import type { Kysely } from 'kysely'

// An SMS handed to a provider that reports delivery is 'queued' until its report comes back by
// webhook ('sent', 'delivered' or 'failed' with the provider's reason). The provider's own id for
// the message is how a report finds its outbox row.
export async function up(db: Kysely<any>): Promise<void> {
	await db.schema.alterTable('outbox').addColumn('provider', 'text').execute()
	await db.schema.alterTable('outbox').addColumn('provider_message_id', 'text').execute()
	await db.schema.alterTable('outbox').addColumn('status_at', 'text').execute()
	await db.schema.createIndex('outbox_provider_message').on('outbox').columns(['provider', 'provider_message_id']).execute()
}

export async function down(db: Kysely<any>): Promise<void> {
	await db.schema.dropIndex('outbox_provider_message').execute()
	await db.schema.alterTable('outbox').dropColumn('status_at').execute()
	await db.schema.alterTable('outbox').dropColumn('provider_message_id').execute()
	await db.schema.alterTable('outbox').dropColumn('provider').execute()
}
