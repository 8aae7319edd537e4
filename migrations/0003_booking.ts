import { sql, type Kysely } from 'kysely'

// Issue 4 (booking): what the checkout needs beyond 0001.
export async function up(db: Kysely<any>): Promise<void> {
	const now = sql`CURRENT_TIMESTAMP`

	// 'Tell me when you cover my suburb': e-mails left by customers outside the service area,
	// kept for the owner (admin) to follow up.
	await db.schema
		.createTable('area_requests')
		.addColumn('id', 'integer', (c) => c.primaryKey().autoIncrement())
		.addColumn('email', 'text', (c) => c.notNull())
		.addColumn('postcode', 'text', (c) => c.notNull())
		.addColumn('suburb', 'text', (c) => c.notNull())
		.addColumn('notified_at', 'text')
		.addColumn('created_at', 'text', (c) => c.notNull().defaultTo(now))
		.addUniqueConstraint('area_requests_email_area_uq', ['email', 'postcode', 'suburb'])
		.execute()

	// The coupon applied at checkout (validated again when the booking is placed).
	await db.schema.alterTable('carts').addColumn('coupon_code', 'text').execute()

	// confirmed_at: when the booking was confirmed (pay on the day: at once; card: when the
	// payment is verified); the confirmation e-mails go out exactly once, on that transition.
	// cart_id: the cart to clear when a booking awaiting payment is confirmed.
	await db.schema.alterTable('bookings').addColumn('confirmed_at', 'text').execute()
	await db.schema.alterTable('bookings').addColumn('cart_id', 'text').execute()
	await db.schema.createIndex('bookings_hold_idx').on('bookings').columns(['payment_status', 'hold_expires_at']).execute()
}

export async function down(db: Kysely<any>): Promise<void> {
	await db.schema.dropIndex('bookings_hold_idx').execute()
	await db.schema.alterTable('bookings').dropColumn('cart_id').execute()
	await db.schema.alterTable('bookings').dropColumn('confirmed_at').execute()
	await db.schema.alterTable('carts').dropColumn('coupon_code').execute()
	await db.schema.dropTable('area_requests').execute()
}
