import { describe, expect, test } from 'vitest'
import { CLIENT_IP, freshPhone, post, register, whoAmI } from '#tests/helpers/customer-auth'
import * as login from './auth.login'

// Route tests for the spec's base /api/auth endpoints (§7) with real Requests.

describe('POST /api/auth/login', () => {
	test('phone and password log in, whatever way the number is written', async () => {
		const { phone, password, user } = await register('Casey')
		const { status, json, cookie } = await post(login, { phone: `+61 ${phone.stored.slice(3, 6)} ${phone.stored.slice(6, 9)} ${phone.stored.slice(9)}`, password })
		expect(status).toBe(200)
		expect(json).toEqual({ user })
		expect((await whoAmI(cookie)).json).toEqual({ user })
	})

	test('a wrong password and an unknown number get the same answer', async () => {
		const { phone } = await register()
		const wrong = await post(login, { phone: phone.typed, password: 'not my password' })
		const unknown = await post(login, { phone: freshPhone().typed, password: 'not my password' })
		expect(wrong).toMatchObject({ status: 401, json: { message: 'Incorrect mobile number or password.' }, cookie: undefined })
		expect(unknown).toMatchObject({ status: 401, json: { message: 'Incorrect mobile number or password.' }, cookie: undefined })
	})

	test('guesses from other addresses slow a number down but never lock out the browser that logged in before', async () => {
		const { phone, password } = await register()
		const first = await post(login, { phone: phone.typed, password })
		const device = first.response.headers.getSetCookie().find((c) => c.startsWith('customer_device='))!.split(';')[0]!
		expect(device).toBeTruthy()

		const attacker = '203.0.113.66'
		for (let i = 0; i < 5; i++) expect((await post(login, { phone: phone.typed, password: `guess ${i}` }, { ip: attacker })).status).toBe(401)
		const slowed = await post(login, { phone: phone.typed, password })
		expect(slowed.status).toBe(429)
		expect(slowed.json.message).toMatch(/^Too many login attempts\. Try again in \d+ seconds\.$/)
		expect(slowed.cookie).toBeUndefined()

		const owner = await post(login, { phone: phone.typed, password }, { cookie: device })
		expect(owner.status).toBe(200)
		expect(owner.cookie).toMatch(/^customer_session=/)
		// a device cookie is for its own number only
		const other = await register()
		for (let i = 0; i < 5; i++) await post(login, { phone: other.phone.typed, password: `guess ${i}` }, { ip: attacker })
		expect((await post(login, { phone: other.phone.typed, password: other.password }, { cookie: device })).status).toBe(429)
	})

	test('thirty attempts from one address are the most in 15 minutes', async () => {
		const ip = CLIENT_IP
		for (let i = 0; i < 30; i++) expect((await post(login, { phone: freshPhone().typed, password: 'whatever it is' }, { ip })).status).toBe(401)
		expect((await post(login, { phone: freshPhone().typed, password: 'whatever it is' }, { ip })).status).toBe(429)
	})

	test('missing fields are a 400', async () => {
		const { status, json } = await post(login, { phone: '0412 345 678' })
		expect(status).toBe(400)
		expect(json.message).toBe('Enter your password.')
	})
})
