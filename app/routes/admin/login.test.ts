import { describe, expect, test } from 'vitest'
import { getAdmin } from '#app/lib/auth.server'
import { adminAuthHeader, callApi, routeOutcome, TEST_ADMIN } from '#tests/admin-fixtures'
import { BASE } from '#tests/helpers/routes'
import { action, loader } from './login'
import * as layout from './layout'
import * as logout from './logout'
import * as apiLogin from '../api/admin.login'
import * as apiLogout from '../api/admin.logout'

function post(fields: Record<string, string>, clientIp = '192.0.2.20') {
	const request = new Request(`${BASE}/login/admin`, { method: 'POST', body: new URLSearchParams(fields) })
	return routeOutcome(action, request, { clientIp })
}

describe('/login/admin', () => {
	test('a correct login sets the session cookie and goes to /admin (or back where it was sent from)', async () => {
		await adminAuthHeader()
		const ok = await post(TEST_ADMIN)
		expect(ok.status).toBe(303)
		expect(ok.response!.headers.get('Location')).toBe('/admin')
		const [setCookie, deviceCookie] = ok.response!.headers.getSetCookie()
		expect(setCookie).toMatch(/^admin_session=.+; Max-Age=604800; Path=\/; HttpOnly; SameSite=Lax$/)
		expect(deviceCookie).toMatch(/^admin_device=.+; Max-Age=31536000; Path=\/; HttpOnly; SameSite=Lax$/)
		const cookie = setCookie!.split(';')[0]!
		expect(await getAdmin(new Request('http://localhost/admin', { headers: { Cookie: cookie } }))).toMatchObject({ username: 'owner' })

		const back = await post({ ...TEST_ADMIN, redirectTo: '/admin/coupons?x=1' })
		expect(back.response!.headers.get('Location')).toBe('/admin/coupons?x=1')
		const elsewhere = await post({ ...TEST_ADMIN, redirectTo: 'https://evil.example/admin' })
		expect(elsewhere.response!.headers.get('Location')).toBe('/admin')

		// a logged-in admin opening the login page is sent on to /admin
		const page = await routeOutcome(loader, new Request(`${BASE}/login/admin`, { headers: { Cookie: cookie } }))
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

	// the shell's Logout posts to the layout (/admin); /admin/logout still takes a post from a page served before
	test.each([
		['/admin', layout.action],
		['/admin/logout', logout.action],
	] as const)('logout (%s) ends the session on the server: the stolen cookie replayed afterwards is sent to the login', async (path, logOut) => {
		await adminAuthHeader()
		const login = await post(TEST_ADMIN, '192.0.2.22')
		const cookie = login.response!.headers.getSetCookie()[0]!.split(';')[0]!
		const again = await post(TEST_ADMIN, '192.0.2.22')
		expect(again.response!.headers.getSetCookie()[0]!.split(';')[0]).not.toBe(cookie) // a new id at every login

		const out = await routeOutcome(logOut, new Request(`${BASE}${path}`, { method: 'POST', headers: { Cookie: cookie } }))
		expect(out.response!.headers.get('Location')).toBe('/login/admin')
		expect(out.response!.headers.getSetCookie().some((c) => /^admin_session=; .*Expires=Thu, 01 Jan 1970/.test(c))).toBe(true)

		// the attacker kept a copy of the cookie
		expect(await getAdmin(new Request('http://localhost/admin', { headers: { Cookie: cookie } }))).toBeNull()
		const page = await routeOutcome(loader, new Request(`${BASE}/login/admin`, { headers: { Cookie: cookie } }))
		expect(page.status).toBe(200) // the login form, not /admin
	})
})

describe('POST /api/admin/logout', () => {
	async function token() {
		const answer = await callApi(apiLogin, { method: 'POST', path: '/api/admin/login', json: TEST_ADMIN, auth: false, clientIp: '192.0.2.30' })
		expect(answer.status).toBe(200)
		return answer.body.token as string
	}
	const bearer = (t: string) => ({ Authorization: `Bearer ${t}` })
	const call = (mod: typeof apiLogout, method: string, headers: Record<string, string>) =>
		routeOutcome(method === 'GET' ? mod.loader : mod.action, new Request(`${BASE}/api/admin/logout`, { method, headers }))

	test('revokes the token it is sent with: replaying it afterwards is 401; other tokens keep working', async () => {
		await adminAuthHeader()
		const leaked = await token()
		const other = await token()
		const out = await call(apiLogout, 'POST', bearer(leaked))
		expect(out.status).toBe(200)
		expect(await out.response!.json()).toEqual({ message: 'You are logged out.' })

		expect(await getAdmin(new Request('http://localhost/api/service', { headers: bearer(leaked) }))).toBeNull()
		const replay = await call(apiLogout, 'POST', bearer(leaked))
		expect(replay.status).toBe(401)
		expect(await replay.response!.json()).toEqual({ error: 'Please log in as the admin to do this.' })
		expect(await getAdmin(new Request('http://localhost/api/service', { headers: bearer(other) }))).toMatchObject({ username: TEST_ADMIN.username })
	})

	test('without a token it is 401, and GET is 405, in the admin API format', async () => {
		const none = await call(apiLogout, 'POST', {})
		expect(none.status).toBe(401)
		expect(await none.response!.json()).toEqual({ error: 'Please log in as the admin to do this.' })
		const get = await call(apiLogout, 'GET', {})
		expect(get.status).toBe(405)
		expect(await get.response!.json()).toEqual({ error: 'Use POST for this call.' })
	})
})
