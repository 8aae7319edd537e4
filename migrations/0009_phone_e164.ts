import { type Kysely } from 'kysely'
import { parsePhoneNumberFromString } from 'libphonenumber-js/min'

// Phone numbers stored once in E.164 (+61412345678), so the database compares a column instead
// of stripping spaces, dashes and brackets in SQL. A booking keeps the number as the customer
// typed it for display, beside `phone_e164` (which replaces the digits-only `phone_key` of 0006);
// accounts already hold E.164 and are put through the same parser for any that do not.
// The parsing is written out here, not imported, so this migration means the same thing forever.

function toE164(input: string | null): string | null {
	if (!input) return null
	const parsed = parsePhoneNumberFromString(input.trim().replace(/^00(?!11)/, '+'), 'AU')
	return parsed?.isValid() ? parsed.number : null
}

export async function up(db: Kysely<any>): Promise<void> {
	await db.schema.alterTable('bookings').addColumn('phone_e164', 'text').execute()
	const bookings: { id: number; phone: string }[] = await db.selectFrom('bookings').select(['id', 'phone']).execute()
	for (const row of bookings) {
		await db.updateTable('bookings').set({ phone_e164: toE164(row.phone) }).where('id', '=', row.id).execute()
	}
	await db.schema.alterTable('bookings').dropColumn('phone_key').execute()
	await db.schema.createIndex('bookings_phone_e164_idx').on('bookings').column('phone_e164').execute()

	const users: { id: number; phone: string }[] = await db.selectFrom('users').select(['id', 'phone']).execute()
	for (const row of users) {
		const phone = toE164(row.phone)
		if (phone && phone !== row.phone) await db.updateTable('users').set({ phone }).where('id', '=', row.id).execute()
	}
}

export async function down(db: Kysely<any>): Promise<void> {
	await db.schema.alterTable('bookings').addColumn('phone_key', 'text').execute()
	const bookings: { id: number; phone: string }[] = await db.selectFrom('bookings').select(['id', 'phone']).execute()
	for (const row of bookings) {
		const digits = row.phone.replace(/\D/g, '')
		const key = digits.startsWith('61') && digits.length === 11 ? `0${digits.slice(2)}` : digits
		await db.updateTable('bookings').set({ phone_key: key }).where('id', '=', row.id).execute()
	}
	await db.schema.dropIndex('bookings_phone_e164_idx').execute()
	await db.schema.alterTable('bookings').dropColumn('phone_e164').execute()
}
