import { sql, type Kysely } from 'kysely'

// Booking security: idempotency keys bound to the request they were first used with, caps on
// unverified (pay on the day) bookings, and codes that confirm a pay-on-the-day booking.
export async function up(db: Kysely<any>): Promise<void> {
	const now = sql`CURRENT_TIMESTAMP`
	// A hash of the canonical booking request first sent with the idempotency key: a replay
	// with other content is a conflict, not that booking.
	await db.schema.alterTable('bookings').addColumn('idempotency_fingerprint', 'text').execute()
	// The caps count by phone (digits only), e-mail (lower case) and a keyed hash of the client
	// address (never the address itself).
	await db.schema.alterTable('bookings').addColumn('phone_key', 'text').execute()
	await db.schema.alterTable('bookings').addColumn('client_key', 'text').execute()
	// When the customer proved the phone or e-mail (a code, or a verified account).
	await db.schema.alterTable('bookings').addColumn('verified_at', 'text').execute()
	await db.schema.createIndex('bookings_created_idx').on('bookings').column('created_at').execute()

	// The code sent to confirm a pay-on-the-day booking: only its HMAC is kept.
	await db.schema
		.createTable('booking_codes')
		.addColumn('booking_id', 'integer', (c) => c.primaryKey().references('bookings.id').onDelete('cascade'))
		.addColumn('channel', 'text', (c) => c.notNull())
		.addColumn('code_hash', 'text', (c) => c.notNull())
		.addColumn('attempts', 'integer', (c) => c.notNull().defaultTo(0))
		.addColumn('expires_at', 'text', (c) => c.notNull())
		.addColumn('created_at', 'text', (c) => c.notNull().defaultTo(now))
		.execute()

	// One notice to the owner per shop day when the booking caps start refusing.
	await db.schema
		.createTable('booking_limit_notices')
		.addColumn('day', 'text', (c) => c.primaryKey())
		.addColumn('created_at', 'text', (c) => c.notNull().defaultTo(now))
		.execute()
}

export async function down(db: Kysely<any>): Promise<void> {
	await db.schema.dropTable('booking_limit_notices').execute()
	await db.schema.dropTable('booking_codes').execute()
	await db.schema.dropIndex('bookings_created_idx').execute()
	for (const column of ['verified_at', 'client_key', 'phone_key', 'idempotency_fingerprint']) {
		await db.schema.alterTable('bookings').dropColumn(column).execute()
	}
}
