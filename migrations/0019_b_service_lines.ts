import { sql, type Kysely } from 'kysely'

// Services in the cart and on bookings. A cart's service line points at the service and is priced
// from it each time the cart is read, like a tyre line; a booking's keeps what was booked (name,
// price, minutes) so a later change to the owner's list never rewrites an order or an invoice.
export async function up(db: Kysely<any>): Promise<void> {
	await db.schema
		.createTable('cart_services')
		.addColumn('id', 'integer', (c) => c.primaryKey().autoIncrement())
		.addColumn('cart_id', 'text', (c) => c.notNull())
		.addColumn('service_id', 'integer', (c) => c.notNull())
		.addColumn('quantity', 'integer', (c) => c.notNull())
		.addColumn('created_at', 'text', (c) => c.notNull().defaultTo(sql`CURRENT_TIMESTAMP`))
		.addUniqueConstraint('cart_services_cart_service_uq', ['cart_id', 'service_id'])
		.execute()

	await db.schema
		.createTable('booking_services')
		.addColumn('id', 'integer', (c) => c.primaryKey().autoIncrement())
		.addColumn('booking_id', 'integer', (c) => c.notNull())
		.addColumn('service_id', 'integer')
		.addColumn('name', 'text', (c) => c.notNull())
		.addColumn('quantity', 'integer', (c) => c.notNull())
		.addColumn('unit_price', 'integer', (c) => c.notNull())
		.addColumn('line_total', 'integer', (c) => c.notNull())
		.addColumn('minutes', 'integer', (c) => c.notNull())
		.execute()
	await db.schema.createIndex('booking_services_booking_idx').on('booking_services').column('booking_id').execute()
}

export async function down(db: Kysely<any>): Promise<void> {
	await db.schema.dropTable('booking_services').execute()
	await db.schema.dropTable('cart_services').execute()
}
