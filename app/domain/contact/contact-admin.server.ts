import type { Db } from '#app/lib/db.server'

// The owner's inbox of contact-form messages (admin Contact tab, /api/contact*).

export interface ContactMessageView {
	id: number
	name: string
	email: string
	phone: string
	subject: string
	message: string
	createdAt: string
}

export async function listContactMessages(db: Db): Promise<ContactMessageView[]> {
	const rows = await db.selectFrom('contact_messages').selectAll().orderBy('created_at', 'desc').orderBy('id', 'desc').execute()
	return rows.map((r) => ({ id: r.id, name: r.name, email: r.email, phone: r.phone, subject: r.subject, message: r.message, createdAt: r.created_at }))
}

/** spec §3 field names for the API. */
export function toApiMessage(m: ContactMessageView) {
	return { _id: m.id, name: m.name, email: m.email, phone: m.phone, subject: m.subject, message: m.message, createdAt: m.createdAt }
}

/** true when the message existed */
export async function deleteContactMessage(db: Db, id: number) {
	const result = await db.deleteFrom('contact_messages').where('id', '=', id).executeTakeFirst()
	return Number(result.numDeletedRows) > 0
}

/** Deletes every message; returns how many there were. */
export async function clearContactMessages(db: Db) {
	const result = await db.deleteFrom('contact_messages').executeTakeFirst()
	return Number(result.numDeletedRows)
}
