import { describe, expect, test } from 'vitest'
import { getDb } from '#app/lib/db.server'
import { verifyPassword } from '#app/lib/password.server'
import { ensureAdmin } from './admin-users.server'

describe('ensureAdmin', () => {
	test('creates admin with a random password once, then leaves it alone', async () => {
		const db = getDb()
		await db.deleteFrom('admin_users').execute()
		const first = await ensureAdmin(db, {})
		expect(first.action).toBe('generated')
		expect(first.generatedPassword).toMatch(/^[A-Za-z0-9_-]{16}$/)
		const row = await db.selectFrom('admin_users').selectAll().where('username', '=', 'admin').executeTakeFirstOrThrow()
		expect(row.password_hash).not.toContain(first.generatedPassword)
		expect(await verifyPassword(row.password_hash, first.generatedPassword!)).toBe(true)

		expect((await ensureAdmin(db, {})).action).toBe('unchanged')
	})

	test('ADMIN_USERNAME/ADMIN_PASSWORD create, then update, that admin', async () => {
		const db = getDb()
		expect((await ensureAdmin(db, { username: 'owner', password: 'first-password' })).action).toBe('created')
		expect((await ensureAdmin(db, { username: 'owner', password: 'second-password' })).action).toBe('updated')
		const row = await db.selectFrom('admin_users').selectAll().where('username', '=', 'owner').executeTakeFirstOrThrow()
		expect(await verifyPassword(row.password_hash, 'second-password')).toBe(true)
		expect(await verifyPassword(row.password_hash, 'first-password')).toBe(false)
	})
})
