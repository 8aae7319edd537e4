import { sql, type Kysely } from 'kysely'

// Issue 5 (card payments): the Stripe objects a booking is paid through, and its refunds.
export async function up(db: Kysely<any>): Promise<void> {
	// payment_ref (0001) keeps the PaymentIntent id; a no-JS booking pays through a Checkout Session.
	await db.schema.alterTable('bookings').addColumn('stripe_checkout_session_id', 'text').execute()
	await db.schema
		.createTable('payment_refunds')
		.addColumn('id', 'integer', (c) => c.primaryKey().autoIncrement())
		.addColumn('booking_id', 'integer', (c) => c.notNull().references('bookings.id').onDelete('cascade'))
		.addColumn('stripe_refund_id', 'text', (c) => c.notNull().unique())
		.addColumn('amount', 'integer', (c) => c.notNull())
		.addColumn('reason', 'text', (c) => c.notNull())
		.addColumn('created_at', 'text', (c) => c.notNull().defaultTo(sql`CURRENT_TIMESTAMP`))
		.execute()
	await db.schema.createIndex('payment_refunds_booking_idx').on('payment_refunds').column('booking_id').execute()
}

export async function down(db: Kysely<any>): Promise<void> {
	await db.schema.dropTable('payment_refunds').execute()
	await db.schema.alterTable('bookings').dropColumn('stripe_checkout_session_id').execute()
}
