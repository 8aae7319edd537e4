import { sql, type Kysely } from 'kysely'

// Server-side sessions: the admin and customer cookies carry only a random id whose hash is a
// row here, so logging out, a password change or an expiry ends a session on the server too.
export async function up(db: Kysely<any>): Promise<void> {
	await db.schema
		.createTable('sessions')
		.addColumn('id', 'integer', (c) => c.primaryKey().autoIncrement())
		.addColumn('token_hash', 'text', (c) => c.notNull().unique())
		.addColumn('kind', 'text', (c) => c.notNull()) // admin | customer
		.addColumn('user_id', 'integer', (c) => c.notNull())
		// the user's session_version when the session began; a password change bumps it
		.addColumn('user_version', 'integer', (c) => c.notNull())
		.addColumn('expires_at', 'text', (c) => c.notNull())
		.addColumn('created_at', 'text', (c) => c.notNull().defaultTo(sql`CURRENT_TIMESTAMP`))
		.execute()
	await db.schema.createIndex('sessions_user_idx').on('sessions').columns(['kind', 'user_id']).execute()
	await db.schema.createIndex('sessions_expiry_idx').on('sessions').column('expires_at').execute()

	await db.schema.alterTable('users').addColumn('session_version', 'integer', (c) => c.notNull().defaultTo(1)).execute()
	await db.schema.alterTable('admin_users').addColumn('session_version', 'integer', (c) => c.notNull().defaultTo(1)).execute()
	await db.schema.alterTable('admin_tokens').addColumn('admin_version', 'integer', (c) => c.notNull().defaultTo(1)).execute()

	// The `admin` login made on first start (password printed once) is disabled once the owner
	// names their own with ADMIN_USERNAME; rows made before this migration are recognised by name.
	await db.schema.alterTable('admin_users').addColumn('generated', 'integer', (c) => c.notNull().defaultTo(0)).execute()
	await db.schema.alterTable('admin_users').addColumn('disabled_at', 'text').execute()
	await db.updateTable('admin_users').set({ generated: 1 }).where('username', '=', 'admin').execute()
}

export async function down(db: Kysely<any>): Promise<void> {
	await db.schema.alterTable('admin_users').dropColumn('disabled_at').execute()
	await db.schema.alterTable('admin_users').dropColumn('generated').execute()
	await db.schema.alterTable('admin_tokens').dropColumn('admin_version').execute()
	await db.schema.alterTable('admin_users').dropColumn('session_version').execute()
	await db.schema.alterTable('users').dropColumn('session_version').execute()
	await db.schema.dropTable('sessions').execute()
}
