import { describe, expect, test } from 'vitest'
import { getDb } from '#app/lib/db.server'
import { clearContactMessages, deleteContactMessage, listContactMessages } from './contact-admin.server'

describe('contact admin', () => {
	test('lists newest first, deletes one, clears all', async () => {
		const db = getDb()
		const message = (subject: string, created_at: string) => ({ name: 'Sam', email: 'sam@example.com', phone: '0400 000 000', subject, message: 'Hi', created_at })
		await db.insertInto('contact_messages').values([message('Older', '2026-01-01T00:00:00.000Z'), message('Newer', '2026-02-01T00:00:00.000Z')]).execute()
		const listed = await listContactMessages(db)
		expect(listed.map((m) => m.subject).slice(0, 2)).toEqual(['Newer', 'Older'])
		expect(await deleteContactMessage(db, listed[0]!.id)).toBe(true)
		expect(await deleteContactMessage(db, listed[0]!.id)).toBe(false)
		expect(await clearContactMessages(db)).toBeGreaterThanOrEqual(1)
		expect(await listContactMessages(db)).toEqual([])
	})
})
