import { describe, expect, test } from 'vitest'
import { getDb } from '#app/lib/db.server'
import { verifyPassword } from '#app/lib/password.server'
import { findSession, startSession } from '#app/lib/sessions.server'
import { createAdminToken, findAdminByToken, findAdminForSession, verifyAdminCredentials } from './admin-auth.server'
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

describe('the generated admin login', () => {
	const T0 = new Date('2031-05-05T01:00:00.000Z')

	test('is disabled once ADMIN_USERNAME is set: its printed password, cookie and token stop working', async () => {
		const db = getDb()
		await db.deleteFrom('admin_users').execute()
		const first = await ensureAdmin(db, {})
		expect(first).toMatchObject({ action: 'generated', username: 'admin', disabled: [] })
		// someone read the password off the console at first start and logged in
		const intruder = await verifyAdminCredentials(db, 'admin', first.generatedPassword!)
		expect(intruder).not.toBeNull()
		const { token } = await createAdminToken(db, intruder!, T0)
		const sessionId = await startSession(db, { kind: 'admin', userId: intruder!.id, userVersion: intruder!.sessionVersion, ttlMs: 3600_000, now: T0 })

		const configured = await ensureAdmin(db, { username: 'the-owner', password: 'the owner password' }, T0)
		expect(configured).toMatchObject({ action: 'created', username: 'the-owner', disabled: ['admin'] })

		expect(await verifyAdminCredentials(db, 'admin', first.generatedPassword!)).toBeNull()
		expect(await findAdminByToken(db, token, T0)).toBeNull()
		const session = await findSession(db, 'admin', sessionId, T0)
		expect(session && (await findAdminForSession(db, session))).toBeFalsy()
		const row = await db.selectFrom('admin_users').select(['disabled_at']).where('username', '=', 'admin').executeTakeFirstOrThrow()
		expect(row.disabled_at).toBe(T0.toISOString())

		// later starts leave it disabled and say nothing more; with no settings no new one is made
		expect((await ensureAdmin(db, { username: 'the-owner', password: 'the owner password' })).disabled).toEqual([])
		expect(await ensureAdmin(db, {})).toMatchObject({ action: 'unchanged' })
		expect(await verifyAdminCredentials(db, 'the-owner', 'the owner password')).toMatchObject({ username: 'the-owner' })
	})

	test('ADMIN_USERNAME=admin makes the generated login the owner’s own with the new password', async () => {
		const db = getDb()
		await db.deleteFrom('admin_users').execute()
		const first = await ensureAdmin(db, {})
		const taken = await ensureAdmin(db, { username: 'admin', password: 'chosen by the owner' })
		expect(taken).toMatchObject({ action: 'updated', disabled: [] })
		expect(await verifyAdminCredentials(db, 'admin', first.generatedPassword!)).toBeNull()
		expect(await verifyAdminCredentials(db, 'admin', 'chosen by the owner')).toMatchObject({ username: 'admin' })
		// and it is no longer treated as generated when the owner later picks another name
		expect((await ensureAdmin(db, { username: 'renamed-owner', password: 'another password' })).disabled).toEqual([])
	})
})
