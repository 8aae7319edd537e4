import { describe, expect, test } from 'vitest'
import { getDb } from '#app/lib/db.server'
import { verifyPassword } from '#app/lib/password.server'
import { authenticateAdmin, commitAdminSession, getAdmin } from '#app/lib/auth.server'
import { findSession, startSession } from '#app/lib/sessions.server'
import { createAdminToken, findAdminByToken, findAdminForSession, verifyAdminCredentials } from '#app/lib/admin-auth.server'
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

describe('a password change ends the admin’s sessions and tokens', () => {
	const T0 = new Date('2031-05-05T01:00:00.000Z')
	const at = (ms: number) => new Date(T0.getTime() + ms)
	const cookieOf = (setCookie: string) => setCookie.split(';')[0]!
	const withCookie = (cookie: string) => new Request('http://localhost/admin', { headers: { Cookie: cookie } })
	const withToken = (token: string) => new Request('http://localhost/api/service', { headers: { Authorization: `Bearer ${token}` } })

	test('a new ADMIN_PASSWORD at start ends every older session and API token; the same password keeps them', async () => {
		const db = getDb()
		const owner = { username: 'rotating-owner', password: 'the first password' }
		await ensureAdmin(db, owner)
		const login = await authenticateAdmin(db, { ...owner, clientIp: '198.51.100.40', now: T0 })
		const cookie = cookieOf(await commitAdminSession(login, { now: T0 }))
		const { token } = await createAdminToken(db, login, T0)

		// a restart with the same settings logs nobody out
		expect((await ensureAdmin(db, owner)).action).toBe('unchanged')
		expect(await getAdmin(withCookie(cookie), at(1000))).not.toBeNull()
		expect(await getAdmin(withToken(token), at(1000))).not.toBeNull()

		// the owner changes the password because the old one leaked: the attacker's cookie and token die
		expect((await ensureAdmin(db, { ...owner, password: 'a fresh password' })).action).toBe('updated')
		expect(await getAdmin(withCookie(cookie), at(2000))).toBeNull()
		expect(await getAdmin(withToken(token), at(2000))).toBeNull()
		await expect(authenticateAdmin(db, { ...owner, clientIp: '198.51.100.41', now: at(3000) })).rejects.toMatchObject({ status: 401 })
		const fresh = await authenticateAdmin(db, { ...owner, password: 'a fresh password', clientIp: '198.51.100.41', now: at(3000) })
		expect(await getAdmin(withCookie(cookieOf(await commitAdminSession(fresh, { now: at(3000) }))), at(4000))).not.toBeNull()
	})

	test('a session begun with the old password while the password changed is refused too', async () => {
		const db = getDb()
		const owner = { username: 'racing-owner', password: 'the first password' }
		await ensureAdmin(db, owner)
		const checked = await authenticateAdmin(db, { ...owner, clientIp: '198.51.100.42', now: T0 })
		await ensureAdmin(db, { ...owner, password: 'changed meanwhile' })
		const cookie = cookieOf(await commitAdminSession(checked, { now: T0 }))
		expect(await getAdmin(withCookie(cookie), at(1000))).toBeNull()
		await expect(createAdminToken(db, checked, T0).then(({ token }) => getAdmin(withToken(token), at(1000)))).resolves.toBeNull()
	})
})
