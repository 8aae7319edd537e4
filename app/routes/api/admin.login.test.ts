import { describe, expect, test } from 'vitest'
import { callApi, TEST_ADMIN, adminAuthHeader } from '#tests/admin-fixtures'
import * as login from './admin.login'
import * as services from './service._index'

describe('POST /api/admin/login', () => {
	test('answers a token that then opens the admin API', async () => {
		await adminAuthHeader() // the admin exists
		const { status, body } = await callApi(login, { method: 'POST', path: '/api/admin/login', json: TEST_ADMIN, auth: false })
		expect(status).toBe(200)
		expect(body).toEqual({ token: expect.stringMatching(/^[A-Za-z0-9_-]{43}$/), expiresAt: expect.any(String) })
		const request = new Request('http://localhost:3000/api/service', { headers: { Authorization: `Bearer ${body.token}` } })
		const response = (await services.loader({ request, params: {}, context: {} } as never)) as Response
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
})
