import { sql, type Kysely } from 'kysely'

// The whole data model of spec §3. Money is integer cents; timestamps are ISO-8601 UTC text;
// calendar dates (fitting days, coupon expiry) are YYYY-MM-DD text in the shop's timezone.
export async function up(db: Kysely<any>): Promise<void> {
	const now = sql`CURRENT_TIMESTAMP`

	await db.schema
		.createTable('brands')
		.addColumn('id', 'integer', (c) => c.primaryKey().autoIncrement())
		.addColumn('name', 'text', (c) => c.notNull().unique())
		.addColumn('slug', 'text', (c) => c.notNull().unique())
		.addColumn('category', 'text') // Premium | Mid-Range | Budget
		.addColumn('logo_url', 'text')
		.addColumn('created_at', 'text', (c) => c.notNull().defaultTo(now))
		.execute()

	await db.schema
		.createTable('tyres')
		.addColumn('id', 'integer', (c) => c.primaryKey().autoIncrement())
		.addColumn('brand', 'text', (c) => c.notNull())
		.addColumn('model', 'text', (c) => c.notNull())
		.addColumn('width', 'integer', (c) => c.notNull())
		.addColumn('profile', 'integer', (c) => c.notNull())
		.addColumn('rim', 'integer', (c) => c.notNull())
		.addColumn('size', 'text', (c) => c.notNull()) // '205/55R16'
		.addColumn('load_speed_rating', 'text') // '91V'
		.addColumn('load_index', 'integer')
		.addColumn('speed_rating', 'text')
		.addColumn('marking', 'text') // e.g. 'XL', '*', 'MO'; null when the source said 'NaN'
		.addColumn('runflat', 'integer', (c) => c.notNull().defaultTo(0))
		.addColumn('type', 'text') // Passenger | SUV | 4WD | Light Truck | Performance
		.addColumn('category', 'text') // Premium | Mid-Range | Budget
		.addColumn('price_1', 'integer')
		.addColumn('price_2', 'integer')
		.addColumn('price_3', 'integer')
		.addColumn('price_4', 'integer')
		.addColumn('price_5', 'integer')
		.addColumn('price_incl_gst', 'integer', (c) => c.notNull())
		.addColumn('stock', 'integer', (c) => c.notNull().defaultTo(0))
		.addColumn('unloading_24h', 'integer')
		.addColumn('slug', 'text', (c) => c.notNull().unique())
		.addColumn('image_url', 'text')
		.addColumn('brand_logo_url', 'text')
		.addColumn('created_at', 'text', (c) => c.notNull().defaultTo(now))
		.addColumn('updated_at', 'text', (c) => c.notNull().defaultTo(now))
		.execute()
	await db.schema.createIndex('tyres_size_idx').on('tyres').columns(['width', 'profile', 'rim']).execute()
	await db.schema.createIndex('tyres_brand_idx').on('tyres').column('brand').execute()
	await db.schema.createIndex('tyres_stock_idx').on('tyres').columns(['stock', 'price_4']).execute()
	await db.schema.createIndex('tyres_rim_idx').on('tyres').column('rim').execute()
	await db.schema.createIndex('tyres_type_idx').on('tyres').column('type').execute()

	await db.schema
		.createTable('service_areas')
		.addColumn('id', 'integer', (c) => c.primaryKey().autoIncrement())
		.addColumn('postcode', 'text', (c) => c.notNull())
		.addColumn('suburb', 'text', (c) => c.notNull())
		.addColumn('created_at', 'text', (c) => c.notNull().defaultTo(now))
		.addUniqueConstraint('service_areas_postcode_suburb_uq', ['postcode', 'suburb'])
		.execute()
	await db.schema.createIndex('service_areas_suburb_idx').on('service_areas').column('suburb').execute()

	await db.schema
		.createTable('contact_messages')
		.addColumn('id', 'integer', (c) => c.primaryKey().autoIncrement())
		.addColumn('name', 'text', (c) => c.notNull())
		.addColumn('email', 'text', (c) => c.notNull())
		.addColumn('phone', 'text', (c) => c.notNull())
		.addColumn('subject', 'text', (c) => c.notNull())
		.addColumn('message', 'text', (c) => c.notNull())
		.addColumn('created_at', 'text', (c) => c.notNull().defaultTo(now))
		.execute()

	await db.schema
		.createTable('blogs')
		.addColumn('id', 'integer', (c) => c.primaryKey().autoIncrement())
		.addColumn('title', 'text', (c) => c.notNull())
		.addColumn('slug', 'text', (c) => c.notNull().unique())
		.addColumn('description', 'text', (c) => c.notNull())
		.addColumn('meta_title', 'text', (c) => c.notNull())
		.addColumn('meta_description', 'text', (c) => c.notNull())
		.addColumn('image_url', 'text', (c) => c.notNull())
		.addColumn('created_at', 'text', (c) => c.notNull().defaultTo(now))
		.execute()
	await db.schema.createIndex('blogs_created_idx').on('blogs').column('created_at').execute()

	await db.schema
		.createTable('coupons')
		.addColumn('id', 'integer', (c) => c.primaryKey().autoIncrement())
		.addColumn('code', 'text', (c) => c.notNull().unique()) // stored upper-case
		.addColumn('discount_type', 'text', (c) => c.notNull()) // percentage | flat
		// percentage: whole percent (10 = 10%); flat: cents
		.addColumn('discount_value', 'integer', (c) => c.notNull())
		.addColumn('minimum_amount', 'integer', (c) => c.notNull().defaultTo(0)) // cents
		.addColumn('expiry_date', 'text', (c) => c.notNull()) // YYYY-MM-DD, valid through that day
		.addColumn('created_at', 'text', (c) => c.notNull().defaultTo(now))
		.execute()

	await db.schema
		.createTable('carts')
		.addColumn('id', 'text', (c) => c.primaryKey()) // random token kept in an http-only cookie
		.addColumn('selected_date', 'text')
		.addColumn('selected_slot', 'text')
		.addColumn('created_at', 'text', (c) => c.notNull().defaultTo(now))
		.addColumn('updated_at', 'text', (c) => c.notNull().defaultTo(now))
		.execute()
	await db.schema.createIndex('carts_updated_idx').on('carts').column('updated_at').execute()

	await db.schema
		.createTable('cart_lines')
		.addColumn('id', 'integer', (c) => c.primaryKey().autoIncrement())
		.addColumn('cart_id', 'text', (c) => c.notNull().references('carts.id').onDelete('cascade'))
		.addColumn('tyre_id', 'integer', (c) => c.notNull().references('tyres.id').onDelete('cascade'))
		.addColumn('quantity', 'integer', (c) => c.notNull())
		.addColumn('position', 'text') // 'front' | 'rear' for a staggered pair, else null
		.addColumn('created_at', 'text', (c) => c.notNull().defaultTo(now))
		.addUniqueConstraint('cart_lines_cart_tyre_uq', ['cart_id', 'tyre_id'])
		.execute()

	// Default spots per weekday (0 = Sunday) and slot; dated overrides and closures beside it.
	await db.schema
		.createTable('slot_capacity')
		.addColumn('weekday', 'integer', (c) => c.notNull())
		.addColumn('slot', 'text', (c) => c.notNull()) // morning | lunch | afternoon | flexible
		.addColumn('capacity', 'integer', (c) => c.notNull())
		.addPrimaryKeyConstraint('slot_capacity_pk', ['weekday', 'slot'])
		.execute()
	await db.schema
		.createTable('slot_date_capacity')
		.addColumn('date', 'text', (c) => c.notNull())
		.addColumn('slot', 'text', (c) => c.notNull())
		.addColumn('capacity', 'integer', (c) => c.notNull())
		.addPrimaryKeyConstraint('slot_date_capacity_pk', ['date', 'slot'])
		.execute()
	await db.schema
		.createTable('closed_dates')
		.addColumn('date', 'text', (c) => c.primaryKey())
		.addColumn('reason', 'text')
		.execute()
	// Spots taken per date and slot, kept as a counter so taking the last one is a single
	// conditional UPDATE (taken < capacity) inside an immediate write transaction.
	await db.schema
		.createTable('slot_usage')
		.addColumn('date', 'text', (c) => c.notNull())
		.addColumn('slot', 'text', (c) => c.notNull())
		.addColumn('taken', 'integer', (c) => c.notNull().defaultTo(0))
		.addPrimaryKeyConstraint('slot_usage_pk', ['date', 'slot'])
		.execute()

	await db.schema
		.createTable('users')
		.addColumn('id', 'integer', (c) => c.primaryKey().autoIncrement())
		.addColumn('name', 'text', (c) => c.notNull())
		.addColumn('phone', 'text', (c) => c.notNull().unique()) // normalised +614XXXXXXXX
		.addColumn('password_hash', 'text', (c) => c.notNull())
		.addColumn('is_verified', 'integer', (c) => c.notNull().defaultTo(0))
		.addColumn('created_at', 'text', (c) => c.notNull().defaultTo(now))
		.execute()

	await db.schema
		.createTable('bookings')
		.addColumn('id', 'integer', (c) => c.primaryKey().autoIncrement())
		.addColumn('reference', 'text', (c) => c.notNull().unique())
		.addColumn('status', 'text', (c) => c.notNull().defaultTo('pending')) // pending | delivered | cancelled
		.addColumn('payment_method', 'text', (c) => c.notNull()) // pay_on_the_day | card | CashOnDelivery
		.addColumn('payment_status', 'text', (c) => c.notNull().defaultTo('unpaid')) // unpaid | awaiting | paid | failed | refunded
		.addColumn('payment_ref', 'text')
		.addColumn('hold_expires_at', 'text') // card bookings awaiting payment release their spot after this
		.addColumn('idempotency_key', 'text', (c) => c.unique())
		.addColumn('user_id', 'integer', (c) => c.references('users.id').onDelete('set null'))
		.addColumn('first_name', 'text', (c) => c.notNull())
		.addColumn('last_name', 'text', (c) => c.notNull())
		.addColumn('phone', 'text', (c) => c.notNull())
		.addColumn('email', 'text', (c) => c.notNull())
		.addColumn('address', 'text', (c) => c.notNull())
		.addColumn('suburb', 'text', (c) => c.notNull())
		.addColumn('postcode', 'text', (c) => c.notNull())
		.addColumn('vehicle_rego', 'text')
		.addColumn('vehicle_state', 'text')
		.addColumn('vehicle_colour', 'text')
		.addColumn('vehicle_make', 'text')
		.addColumn('vehicle_model', 'text')
		.addColumn('selected_date', 'text', (c) => c.notNull())
		.addColumn('selected_slot', 'text', (c) => c.notNull())
		.addColumn('positions', 'text', (c) => c.notNull().defaultTo('[]')) // JSON array
		.addColumn('coupon_code', 'text')
		.addColumn('subtotal', 'integer', (c) => c.notNull())
		.addColumn('shipping', 'integer', (c) => c.notNull())
		.addColumn('flexible_discount', 'integer', (c) => c.notNull().defaultTo(0))
		.addColumn('coupon_discount', 'integer', (c) => c.notNull().defaultTo(0))
		.addColumn('total', 'integer', (c) => c.notNull()) // before coupon
		.addColumn('final_amount', 'integer', (c) => c.notNull())
		.addColumn('notes', 'text')
		.addColumn('created_at', 'text', (c) => c.notNull().defaultTo(now))
		.addColumn('updated_at', 'text', (c) => c.notNull().defaultTo(now))
		.execute()
	await db.schema.createIndex('bookings_status_idx').on('bookings').columns(['status', 'selected_date']).execute()
	await db.schema.createIndex('bookings_phone_idx').on('bookings').column('phone').execute()
	await db.schema.createIndex('bookings_slot_idx').on('bookings').columns(['selected_date', 'selected_slot']).execute()

	await db.schema
		.createTable('booking_lines')
		.addColumn('id', 'integer', (c) => c.primaryKey().autoIncrement())
		.addColumn('booking_id', 'integer', (c) => c.notNull().references('bookings.id').onDelete('cascade'))
		.addColumn('tyre_id', 'integer', (c) => c.references('tyres.id').onDelete('set null'))
		.addColumn('brand', 'text', (c) => c.notNull())
		.addColumn('model', 'text', (c) => c.notNull())
		.addColumn('width', 'integer', (c) => c.notNull())
		.addColumn('profile', 'integer', (c) => c.notNull())
		.addColumn('rim', 'integer', (c) => c.notNull())
		.addColumn('load_speed_rating', 'text')
		.addColumn('marking', 'text')
		.addColumn('runflat', 'integer', (c) => c.notNull().defaultTo(0))
		.addColumn('type', 'text')
		.addColumn('quantity', 'integer', (c) => c.notNull())
		.addColumn('unit_price', 'integer', (c) => c.notNull())
		.addColumn('line_total', 'integer', (c) => c.notNull())
		.execute()
	await db.schema.createIndex('booking_lines_booking_idx').on('booking_lines').column('booking_id').execute()

	await db.schema
		.createTable('admin_users')
		.addColumn('id', 'integer', (c) => c.primaryKey().autoIncrement())
		.addColumn('username', 'text', (c) => c.notNull().unique())
		.addColumn('password_hash', 'text', (c) => c.notNull())
		.addColumn('created_at', 'text', (c) => c.notNull().defaultTo(now))
		.execute()
	await db.schema
		.createTable('admin_tokens')
		.addColumn('id', 'integer', (c) => c.primaryKey().autoIncrement())
		.addColumn('admin_id', 'integer', (c) => c.notNull().references('admin_users.id').onDelete('cascade'))
		.addColumn('token_hash', 'text', (c) => c.notNull().unique())
		.addColumn('expires_at', 'text', (c) => c.notNull())
		.addColumn('created_at', 'text', (c) => c.notNull().defaultTo(now))
		.execute()

	await db.schema
		.createTable('one_time_passwords')
		.addColumn('id', 'integer', (c) => c.primaryKey().autoIncrement())
		.addColumn('phone', 'text', (c) => c.notNull())
		.addColumn('purpose', 'text', (c) => c.notNull()) // register | reset
		.addColumn('code_hash', 'text', (c) => c.notNull())
		.addColumn('attempts', 'integer', (c) => c.notNull().defaultTo(0))
		.addColumn('expires_at', 'text', (c) => c.notNull())
		.addColumn('consumed_at', 'text')
		.addColumn('created_at', 'text', (c) => c.notNull().defaultTo(now))
		.execute()
	await db.schema.createIndex('otp_phone_idx').on('one_time_passwords').columns(['phone', 'purpose']).execute()

	await db.schema
		.createTable('outbox')
		.addColumn('id', 'integer', (c) => c.primaryKey().autoIncrement())
		.addColumn('channel', 'text', (c) => c.notNull()) // email | sms
		.addColumn('recipient', 'text', (c) => c.notNull())
		.addColumn('subject', 'text')
		.addColumn('body_text', 'text', (c) => c.notNull())
		.addColumn('body_html', 'text')
		.addColumn('attachments', 'text') // JSON [{filename, contentType, content(base64)}]
		.addColumn('status', 'text', (c) => c.notNull()) // kept | sent | failed
		.addColumn('error', 'text')
		.addColumn('created_at', 'text', (c) => c.notNull().defaultTo(now))
		.execute()

	await db.schema
		.createTable('settings')
		.addColumn('key', 'text', (c) => c.primaryKey())
		.addColumn('value', 'text', (c) => c.notNull())
		.execute()

	// Local fitment table behind the RegoProvider (issue 3) and make/model/year search.
	await db.schema
		.createTable('vehicles')
		.addColumn('id', 'integer', (c) => c.primaryKey().autoIncrement())
		.addColumn('make', 'text', (c) => c.notNull())
		.addColumn('model', 'text', (c) => c.notNull())
		.addColumn('variant', 'text', (c) => c.notNull().defaultTo(''))
		.addColumn('year_from', 'integer', (c) => c.notNull())
		.addColumn('year_to', 'integer', (c) => c.notNull())
		.addColumn('front_size', 'text', (c) => c.notNull())
		.addColumn('rear_size', 'text') // null when the same as the front
		.addUniqueConstraint('vehicles_uq', ['make', 'model', 'variant', 'year_from'])
		.execute()
	await db.schema.createIndex('vehicles_make_model_idx').on('vehicles').columns(['make', 'model']).execute()
	await db.schema
		.createTable('vehicle_registrations')
		.addColumn('rego', 'text', (c) => c.notNull()) // upper-case, no spaces
		.addColumn('state', 'text', (c) => c.notNull())
		.addColumn('vehicle_id', 'integer', (c) => c.notNull().references('vehicles.id').onDelete('cascade'))
		.addColumn('year', 'integer', (c) => c.notNull())
		.addPrimaryKeyConstraint('vehicle_registrations_pk', ['rego', 'state', 'vehicle_id'])
		.execute()
}

export async function down(db: Kysely<any>): Promise<void> {
	for (const table of [
		'vehicle_registrations', 'vehicles', 'settings', 'outbox', 'one_time_passwords', 'admin_tokens',
		'admin_users', 'booking_lines', 'bookings', 'users', 'slot_usage', 'closed_dates',
		'slot_date_capacity', 'slot_capacity', 'cart_lines', 'carts', 'coupons', 'blogs',
		'contact_messages', 'service_areas', 'tyres', 'brands',
	]) {
		await db.schema.dropTable(table).execute()
	}
}
