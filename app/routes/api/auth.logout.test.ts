import { describe, expect, test } from 'vitest'
import { post, register, whoAmI } from '#tests/helpers/customer-auth'
import * as login from './auth.login'
import * as logout from './auth.logout'

// Route tests for the spec's base /api/auth endpoints (§7) with real Requests.

describe('POST /api/auth/logout', () => {
	test('ends the session on the server: the old cookie, replayed, is nobody', async () => {
		const { cookie } = await register()
		const out = await post(logout, {}, { cookie })
		expect(out.status).toBe(200)
		expect(out.response.headers.get('Set-Cookie')).toMatch(/^customer_session=;.*Expires=Thu, 01 Jan 1970/)
		expect((await whoAmI(out.cookie)).status).toBe(401)
		// an attacker who copied the cookie before the logout
		expect(await whoAmI(cookie)).toEqual({ status: 401, json: { message: 'Please login first' } })
	})

	test('every login is a new session; logging in again ends the one the browser brought', async () => {
		const { phone, password, cookie: registered } = await register()
		const first = await post(login, { phone: phone.typed, password })
		const second = await post(login, { phone: phone.typed, password }, { cookie: first.cookie })
		expect(new Set([registered, first.cookie, second.cookie]).size).toBe(3)
		expect((await whoAmI(first.cookie)).status).toBe(401)
		expect((await whoAmI(second.cookie)).status).toBe(200)
		expect((await whoAmI(registered)).status).toBe(200) // another browser's session is its own
	})
})
