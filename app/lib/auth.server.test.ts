import { describe, expect, test } from 'vitest'
import { createAdminToken } from '#app/domain/admin/admin-auth.server'
import { ensureAdmin } from '#app/domain/admin/admin-users.server'
import { BAD_CREDENTIALS } from '#app/domain/admin/login-schema'
import { getDb } from '#app/lib/db.server'
import { TEST_ADMIN, adminAuthHeader, responseOf } from '#tests/admin-fixtures'
import { AdminLoginError, authenticateAdmin, commitAdminSession, getAdmin, requireAdmin } from './auth.server'

async function theAdmin() {
	await adminAuthHeader() // makes sure the test admin exists
	return getDb().selectFrom('admin_users').select(['id', 'username']).where('username', '=', TEST_ADMIN.username).executeTakeFirstOrThrow()
}

function cookieOf(setCookie: string) {
	return setCookie.split(';')[0]!
}

describe('requireAdmin', () => {
	test('without credentials: pages redirect to the login with a way back, API calls get 401 JSON', async () => {
		const page = await responseOf(() => requireAdmin(new Request('http://localhost/admin/coupons?x=1')))
		expect(page.status).toBe(302)
		expect(page.headers.get('Location')).toBe('/login/admin?redirectTo=%2Fadmin%2Fcoupons%3Fx%3D1')

		const api = await responseOf(() => requireAdmin(new Request('http://localhost/api/service')))
		expect(api.status).toBe(401)
		expect(await api.json()).toEqual({ error: 'Please log in as the admin to do this.' })
	})

	test('accepts the session cookie from a login, until it expires; a tampered cookie is refused', async () => {
		const admin = await theAdmin()
		const cookie = cookieOf(await commitAdminSession(admin))
		expect(await requireAdmin(new Request('http://localhost/admin', { headers: { Cookie: cookie } }))).toEqual(admin)

		const old = cookieOf(await commitAdminSession(admin, new Date(Date.now() - 8 * 24 * 3600_000)))
		expect(await getAdmin(new Request('http://localhost/admin', { headers: { Cookie: old } }))).toBeNull()

		const [name, value] = cookie.split('=') as [string, string]
		const tampered = `${name}=${value.slice(0, -3)}abc`
		expect(await getAdmin(new Request('http://localhost/admin', { headers: { Cookie: tampered } }))).toBeNull()
	})

	test('accepts a bearer token until it expires; the stored token is only its hash', async () => {
		const admin = await theAdmin()
		const { token } = await createAdminToken(getDb(), admin.id)
		const withToken = (t: string) => new Request('http://localhost/api/service', { headers: { Authorization: `Bearer ${t}` } })
		expect(await requireAdmin(withToken(token))).toEqual(admin)
		const stored = await getDb().selectFrom('admin_tokens').select('token_hash').execute()
		expect(stored.some((row) => row.token_hash === token)).toBe(false)

		const expired = await createAdminToken(getDb(), admin.id, new Date(Date.now() - 13 * 3600_000))
		expect((await responseOf(() => requireAdmin(withToken(expired.token)))).status).toBe(401)
	})
})

describe('authenticateAdmin', () => {
	const db = () => getDb()

	test('right credentials log in; wrong ones get one message for both fields', async () => {
		await theAdmin()
		expect(await authenticateAdmin(db(), { ...TEST_ADMIN, clientIp: '198.51.100.1' })).toMatchObject({ username: TEST_ADMIN.username })
		for (const attempt of [
			{ username: TEST_ADMIN.username, password: 'wrong-password' },
			{ username: 'nobody-here', password: TEST_ADMIN.password },
		]) {
			const error = await authenticateAdmin(db(), { ...attempt, clientIp: '198.51.100.2' }).catch((e: unknown) => e)
			expect(error).toBeInstanceOf(AdminLoginError)
			expect(error).toMatchObject({ status: 401, message: BAD_CREDENTIALS })
		}
	})

	test('limits attempts per user ID, even with the right password, with a clear message', async () => {
		const second = { username: 'second-admin', password: 'second-admin-password' }
		await ensureAdmin(db(), second)
		for (let i = 0; i < 8; i++) {
			await expect(authenticateAdmin(db(), { username: second.username, password: 'guess', clientIp: `203.0.113.${i}` })).rejects.toMatchObject({ status: 401 })
		}
		await expect(authenticateAdmin(db(), { ...second, clientIp: '203.0.113.99' })).rejects.toMatchObject({
			status: 429,
			message: 'Too many login attempts. Try again in 15 minutes.',
		})
	})

	test('limits attempts per IP across user IDs', async () => {
		for (let i = 0; i < 20; i++) {
			await expect(authenticateAdmin(db(), { username: `user-${i}`, password: 'guess', clientIp: '192.0.2.77' })).rejects.toMatchObject({ status: 401 })
		}
		await expect(authenticateAdmin(db(), { username: 'user-new', password: 'guess', clientIp: '192.0.2.77' })).rejects.toMatchObject({ status: 429 })
	})
})
