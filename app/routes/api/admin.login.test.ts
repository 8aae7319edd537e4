import { describe, expect, test } from 'vitest'
import { clearRateLimits } from '#tests/helpers/rate-limits'
import { callApi, TEST_ADMIN, adminAuthHeader } from '#tests/admin-fixtures'
import { callRoute, runAction } from '#tests/helpers/routes'
import * as login from './admin.login'
import * as services from './service._index'

describe('POST /api/admin/login', () => {
	test('answers a token that then opens the admin API', async () => {
		await adminAuthHeader() // the admin exists
		const { status, body } = await callApi(login, { method: 'POST', path: '/api/admin/login', json: TEST_ADMIN, auth: false })
		expect(status).toBe(200)
		expect(body).toEqual({ token: expect.stringMatching(/^[A-Za-z0-9_-]{43}$/), expiresAt: expect.any(String) })
		const request = new Request('http://localhost:3000/api/service', { headers: { Authorization: `Bearer ${body.token}` } })
		const response = await callRoute(services.loader, request)
		expect(response.status).toBe(200)
	})

	test('wrong credentials, missing fields and bad JSON get { error }', async () => {
		await adminAuthHeader()
		expect(await callApi(login, { method: 'POST', path: '/api/admin/login', json: { ...TEST_ADMIN, password: 'nope' }, auth: false, clientIp: '192.0.2.50' })).toEqual({
			status: 401,
			body: { error: 'Invalid user ID or password.' },
		})
		expect(await callApi(login, { method: 'POST', path: '/api/admin/login', json: { username: 'owner' }, auth: false })).toEqual({
			status: 400,
			body: { error: 'Enter your password.' },
		})
		expect((await callApi(login, { method: 'POST', path: '/api/admin/login', json: '{oops', auth: false })).status).toBe(400)
		expect((await callApi(login, { method: 'GET', path: '/api/admin/login', auth: false })).status).toBe(405)
	})

	test('guesses from elsewhere never lock out a client that logged in before and sends its device cookie back', async () => {
		await adminAuthHeader()
		await clearRateLimits()
		const post = (password: string, clientIp: string, cookie?: string) =>
			runAction(login.action, '/api/admin/login', { json: { username: TEST_ADMIN.username, password }, cookie, clientIp })
		// the owner's script logs in once and keeps the cookie the answer sets
		const first = await post(TEST_ADMIN.password, '192.0.2.60')
		expect(first.status).toBe(200)
		const device = first.headers.getSetCookie().find((c) => c.startsWith('admin_device='))?.split(';')[0]
		expect(device).toBeDefined()
		// an attacker guesses from many addresses: the user ID is in back-off for everyone else
		for (let i = 0; i < 12; i++) await post(`guess ${i}`, `203.0.113.${i + 1}`)
		expect((await post(TEST_ADMIN.password, '192.0.2.61')).status).toBe(429)
		// the owner's client, with its cookie, still gets a token
		const again = await post(TEST_ADMIN.password, '192.0.2.60', device)
		expect(again.status).toBe(200)
		expect(await again.json()).toEqual({ token: expect.any(String), expiresAt: expect.any(String) })
	})
})
