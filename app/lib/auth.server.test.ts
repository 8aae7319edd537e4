import { describe, expect, test } from 'vitest'
import { type AdminLogin, createAdminToken } from '#app/lib/admin-auth.server'
import { BAD_CREDENTIALS } from '#app/lib/admin-login-schema'
import { getDb } from '#app/lib/db.server'
import { TEST_ADMIN, adminAuthHeader, ensureTestAdmin, responseOf } from '#tests/admin-fixtures'
import {
	AdminLoginError,
	authenticateAdmin,
	commitAdminSession,
	destroyAdminSession,
	getAdmin,
	knownAdminDevice,
	rememberAdminDevice,
	requireAdmin,
} from './auth.server'

// Every clock here is injected: a fixed day well after any seeded data.
const T0 = new Date('2031-05-05T01:00:00.000Z')
const at = (ms: number) => new Date(T0.getTime() + ms)

async function theAdmin(): Promise<AdminLogin> {
	await adminAuthHeader() // makes sure the test admin exists
	return getDb()
		.selectFrom('admin_users')
		.select(['id', 'username', 'session_version as sessionVersion'])
		.where('username', '=', TEST_ADMIN.username)
		.executeTakeFirstOrThrow()
}

function cookieOf(setCookie: string) {
	return setCookie.split(';')[0]!
}
const withCookie = (cookie: string) => new Request('http://localhost/admin', { headers: { Cookie: cookie } })
const withToken = (token: string) => new Request('http://localhost/api/service', { headers: { Authorization: `Bearer ${token}` } })

describe('requireAdmin', () => {
	test('without credentials: pages redirect to the login with a way back, API calls get 401 JSON', async () => {
		const page = await responseOf(() => requireAdmin(new Request('http://localhost/admin/coupons?x=1')))
		expect(page.status).toBe(302)
		expect(page.headers.get('Location')).toBe('/login/admin?redirectTo=%2Fadmin%2Fcoupons%3Fx%3D1')

		const api = await responseOf(() => requireAdmin(new Request('http://localhost/api/service')))
		expect(api.status).toBe(401)
		expect(await api.json()).toEqual({ error: 'Please log in as the admin to do this.' })
	})

	test('the session lives on the server: it ends after 7 days whatever the cookie says; a tampered cookie is refused', async () => {
		const admin = await theAdmin()
		const cookie = cookieOf(await commitAdminSession(admin, { now: T0 }))
		expect(await getAdmin(withCookie(cookie), at(3600_000))).toEqual({ id: admin.id, username: admin.username })
		expect(await getAdmin(withCookie(cookie), at(7 * 24 * 3600_000 - 1000))).not.toBeNull()
		expect(await getAdmin(withCookie(cookie), at(7 * 24 * 3600_000 + 1000))).toBeNull()

		const [name, value] = cookie.split('=') as [string, string]
		const tampered = `${name}=${value.slice(0, -3)}abc`
		expect(await getAdmin(withCookie(tampered), at(1000))).toBeNull()
	})

	test('accepts a bearer token until it expires; the stored token is only its hash', async () => {
		const admin = await theAdmin()
		const { token } = await createAdminToken(getDb(), admin, T0)
		expect(await getAdmin(withToken(token), at(1000))).toEqual({ id: admin.id, username: admin.username })
		const stored = await getDb().selectFrom('admin_tokens').select('token_hash').execute()
		expect(stored.some((row) => row.token_hash === token)).toBe(false)
		expect(await getAdmin(withToken(token), at(12 * 3600_000 + 1000))).toBeNull()
	})
})

describe('admin sessions end on the server', () => {
	test('every login is a new session id; logging in again ends the session the browser brought', async () => {
		const admin = await theAdmin()
		const first = cookieOf(await commitAdminSession(admin, { now: T0 }))
		const second = cookieOf(await commitAdminSession(admin, { now: T0, replacing: withCookie(first) }))
		expect(second).not.toBe(first)
		expect(await getAdmin(withCookie(first), at(1000))).toBeNull()
		expect(await getAdmin(withCookie(second), at(1000))).not.toBeNull()
	})

	test('after logout the old cookie, replayed, is nobody', async () => {
		const admin = await theAdmin()
		const sessionRows = async () => (await getDb().selectFrom('sessions').select('id').where('user_id', '=', admin.id).where('kind', '=', 'admin').execute()).length
		const cookie = cookieOf(await commitAdminSession(admin, { now: T0 }))
		const before = await sessionRows()
		const cleared = await destroyAdminSession(withCookie(cookie))
		expect(cleared).toMatch(/^admin_session=; .*Expires=Thu, 01 Jan 1970/)
		expect(await getAdmin(withCookie(cookie), at(1000))).toBeNull()
		expect(await sessionRows()).toBe(before - 1) // the row is gone, not just the browser's cookie
	})
})

describe('authenticateAdmin', () => {
	const db = () => getDb()

	test('right credentials log in; wrong ones get one message for both fields', async () => {
		await theAdmin()
		expect(await authenticateAdmin(db(), { ...TEST_ADMIN, clientIp: '198.51.100.1', now: T0 })).toMatchObject({ username: TEST_ADMIN.username })
		for (const attempt of [
			{ username: TEST_ADMIN.username, password: 'wrong-password' },
			{ username: 'nobody-here', password: TEST_ADMIN.password },
		]) {
			const error = await authenticateAdmin(db(), { ...attempt, clientIp: '198.51.100.2', now: T0 }).catch((e: unknown) => e)
			expect(error).toBeInstanceOf(AdminLoginError)
			expect(error).toMatchObject({ status: 401, message: BAD_CREDENTIALS })
		}
	})

	test('guesses from many addresses slow a user ID down softly: a wait from 30 s doubling to at most 5 minutes', async () => {
		const owner = { username: 'backoff-admin', password: 'backoff-admin-password' }
		await ensureTestAdmin(owner)
		const guess = (ms: number, i: number) => authenticateAdmin(db(), { username: owner.username, password: `guess ${i}`, clientIp: `203.0.113.${i}`, now: at(ms) })
		for (let i = 0; i < 5; i++) await expect(guess(0, i)).rejects.toMatchObject({ status: 401 })
		await expect(guess(1000, 5)).rejects.toMatchObject({ status: 429, message: 'Too many login attempts. Try again in 29 seconds.', retryAfterSeconds: 29 })
		// after the wait one more try; the next wait is twice as long
		await expect(guess(30_000, 6)).rejects.toMatchObject({ status: 401 })
		await expect(guess(31_000, 7)).rejects.toMatchObject({ status: 429, retryAfterSeconds: 59 })
		let t = 30_000
		for (let i = 0; i < 6; i++) {
			t += 5 * 60_000
			await expect(guess(t, 10 + i)).rejects.toMatchObject({ status: 401 })
		}
		// the wait never grows past 5 minutes, and the owner then gets in with the right password
		await expect(guess(t + 1000, 20)).rejects.toMatchObject({ status: 429, message: 'Too many login attempts. Try again in 5 minutes.' })
		expect(await authenticateAdmin(db(), { ...owner, clientIp: '192.0.2.200', now: at(t + 5 * 60_000) })).toMatchObject({ username: owner.username })
	})

	test('a browser that logged in before is never locked out by guesses from elsewhere', async () => {
		const owner = { username: 'phone-admin', password: 'phone-admin-password' }
		await ensureTestAdmin(owner)
		const ownersPhone = new Request('http://localhost/login/admin', {
			headers: { Cookie: cookieOf(await rememberAdminDevice(new Request('http://localhost/login/admin'), owner.username)) },
		})
		const device = await knownAdminDevice(ownersPhone, owner.username)
		expect(device).toEqual(expect.any(String))
		// a device cookie names its user ID: it does nothing for another one
		expect(await knownAdminDevice(ownersPhone, 'someone-else')).toBeNull()

		// an attacker sends 40 guesses from 40 addresses: the user ID is in back-off
		for (let i = 0; i < 40; i++) {
			await authenticateAdmin(db(), { username: owner.username, password: `guess ${i}`, clientIp: `203.0.114.${i}`, now: at(i) }).catch(() => undefined)
		}
		await expect(authenticateAdmin(db(), { ...owner, clientIp: '192.0.2.201', now: at(1000) })).rejects.toMatchObject({ status: 429 })
		// the owner's phone, with its device cookie, gets in at once, and may mistype a few times first
		await expect(authenticateAdmin(db(), { ...owner, password: 'typo', clientIp: '192.0.2.201', device, now: at(1000) })).rejects.toMatchObject({ status: 401 })
		expect(await authenticateAdmin(db(), { ...owner, clientIp: '192.0.2.201', device, now: at(2000) })).toMatchObject({ username: owner.username })
	})

	test('limits failed logins per address across user IDs; a success gives its attempt back', async () => {
		const ip = '192.0.2.77'
		for (let i = 0; i < 19; i++) {
			await expect(authenticateAdmin(db(), { username: `user-${i}`, password: 'guess', clientIp: ip, now: T0 })).rejects.toMatchObject({ status: 401 })
		}
		await theAdmin()
		expect(await authenticateAdmin(db(), { ...TEST_ADMIN, clientIp: ip, now: T0 })).toMatchObject({ username: TEST_ADMIN.username })
		await expect(authenticateAdmin(db(), { username: 'user-19', password: 'guess', clientIp: ip, now: T0 })).rejects.toMatchObject({ status: 401 })
		await expect(authenticateAdmin(db(), { username: 'user-new', password: 'guess', clientIp: ip, now: T0 })).rejects.toMatchObject({
			status: 429,
			message: 'Too many login attempts. Try again in 15 minutes.',
		})
		// the window passes
		await expect(authenticateAdmin(db(), { username: 'user-new', password: 'guess', clientIp: ip, now: at(15 * 60_000) })).rejects.toMatchObject({ status: 401 })
	})
})
