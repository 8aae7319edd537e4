import { type Kysely } from 'kysely'

// The daily caps count a customer's bookings by e-mail address however its letters were cased,
// in any alphabet: SQL lower() folds only ASCII on SQLite, so the key is computed in JavaScript
// and stored (bookings.email_key), and both databases compare the same text. The folding is
// written out here, not imported, so this migration means the same thing forever.

function emailKey(email: string): string {
	return email.trim().normalize('NFKC').toUpperCase().toLowerCase().normalize('NFKC')
}

export async function up(db: Kysely<any>): Promise<void> {
	await db.schema.alterTable('bookings').addColumn('email_key', 'text').execute()
	const bookings: { id: number; email: string }[] = await db.selectFrom('bookings').select(['id', 'email']).execute()
	for (const row of bookings) {
		await db.updateTable('bookings').set({ email_key: emailKey(row.email) }).where('id', '=', row.id).execute()
	}
	await db.schema.createIndex('bookings_email_key_idx').on('bookings').column('email_key').execute()
	await db.schema.createIndex('bookings_client_key_idx').on('bookings').column('client_key').execute()
}

export async function down(db: Kysely<any>): Promise<void> {
	await db.schema.dropIndex('bookings_client_key_idx').execute()
	await db.schema.dropIndex('bookings_email_key_idx').execute()
	await db.schema.alterTable('bookings').dropColumn('email_key').execute()
}
