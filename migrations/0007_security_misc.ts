import type { Kysely } from 'kysely'

const MASK = '••••••'

// One-time codes were kept in clear in the outbox (the SMS body). The outbox now stores them
// masked; this masks the ones already there, so no copy of the database holds a usable code.
export async function up(db: Kysely<any>): Promise<void> {
	const rows: { id: number; body_text: string }[] = await db.selectFrom('outbox').select(['id', 'body_text']).where('channel', '=', 'sms').execute()
	for (const row of rows) {
		const code = /^(\d{6}) is your /.exec(row.body_text)?.[1]
		if (!code) continue
		await db
			.updateTable('outbox')
			.set({ body_text: row.body_text.split(code).join(MASK) })
			.where('id', '=', row.id)
			.execute()
	}
}

// Masked codes cannot be brought back; nothing to undo.
export async function down(): Promise<void> {}
