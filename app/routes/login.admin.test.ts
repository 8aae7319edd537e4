import { describe, expect, test } from 'vitest'
import { getAdmin } from '#app/lib/auth.server'
import { adminAuthHeader, outcomeOf, TEST_ADMIN } from '#tests/admin-fixtures'
import { action, loader } from './login.admin'

function post(fields: Record<string, string>, clientIp = '192.0.2.20') {
	const request = new Request('http://localhost:3000/login/admin', { method: 'POST', body: new URLSearchParams(fields) })
	return outcomeOf(() => action({ request, params: {}, context: { clientIp } } as never))
}

describe('/login/admin', () => {
	test('a correct login sets the session cookie and goes to /admin (or back where it was sent from)', async () => {
		await adminAuthHeader()
		const ok = await post(TEST_ADMIN)
		expect(ok.status).toBe(303)
		expect(ok.response!.headers.get('Location')).toBe('/admin')
		const setCookie = ok.response!.headers.get('Set-Cookie')!
		expect(setCookie).toMatch(/^admin_session=.+; Max-Age=604800; Path=\/; HttpOnly; SameSite=Lax$/)
		const cookie = setCookie.split(';')[0]!
		expect(await getAdmin(new Request('http://localhost/admin', { headers: { Cookie: cookie } }))).toMatchObject({ username: 'owner' })

		const back = await post({ ...TEST_ADMIN, redirectTo: '/admin/coupons?x=1' })
		expect(back.response!.headers.get('Location')).toBe('/admin/coupons?x=1')
		const elsewhere = await post({ ...TEST_ADMIN, redirectTo: 'https://evil.example/admin' })
		expect(elsewhere.response!.headers.get('Location')).toBe('/admin')

		// a logged-in admin opening the login page is sent on to /admin
		const page = await outcomeOf(() => loader({ request: new Request('http://localhost:3000/login/admin', { headers: { Cookie: cookie } }), params: {}, context: {} } as never))
		expect(page.response!.headers.get('Location')).toBe('/admin')
	})

	test('wrong or missing credentials re-show the form with the message, without the password', async () => {
		await adminAuthHeader()
		const wrong = await post({ username: 'owner', password: 'not-it' }, '192.0.2.21')
		expect(wrong.status).toBe(401)
		expect(wrong.data.result).toMatchObject({ status: 'error', error: { '': ['Invalid user ID or password.'] } })
		expect(wrong.data.result.initialValue).toEqual({ username: 'owner' })

		const empty = await post({ username: '', password: '' })
		expect(empty.status).toBe(400)
		expect(empty.data.result.error).toMatchObject({ username: ['Enter your user ID.'], password: ['Enter your password.'] })
	})
})
