import type { Kysely } from 'kysely'

// Indexes that keep a booking's own lookups from reading every booking the shop ever took:
// - the daily caps (app/domain/booking/booking-caps.server.ts) look for today's bookings by the
//   customer's phone, e-mail or network address: with the day's start in each key, one phone
//   that booked a thousand times before today costs nothing today;
// - every booking transaction looks for its cart's unpaid card bookings (by cart), which had no
//   index and scanned the whole table.
// The three single-column indexes are replaced: each new one leads with the same column, so it
// serves every equality lookup the old one did.
const REPLACED = [
	['bookings_phone_e164_idx', 'phone_e164'],
	['bookings_email_key_idx', 'email_key'],
	['bookings_client_key_idx', 'client_key'],
] as const

export async function up(db: Kysely<any>): Promise<void> {
	for (const [name, column] of REPLACED) {
		await db.schema.dropIndex(name).execute()
		await db.schema.createIndex(name).on('bookings').columns([column, 'created_at']).execute()
	}
	await db.schema.createIndex('bookings_cart_idx').on('bookings').column('cart_id').execute()
}

export async function down(db: Kysely<any>): Promise<void> {
	await db.schema.dropIndex('bookings_cart_idx').execute()
	for (const [name, column] of REPLACED) {
		await db.schema.dropIndex(name).execute()
		await db.schema.createIndex(name).on('bookings').column(column).execute()
	}
}
