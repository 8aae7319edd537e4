import { describe, expect, test } from 'vitest'
import { handset, post, register, textedCode, whoAmI } from '#tests/helpers/customer-auth'
import * as login from '#app/routes/api/auth.login'
import * as sendOtp from '#app/routes/api/auth.send-otp'
import * as sendResetOtp from '#app/routes/api/auth.send-reset-otp'
import * as verifyResetOtp from '#app/routes/api/auth.verify-reset-otp'

// No customer acts for another through the /api/auth endpoints: not with their own code, not with
// their session, not with a tampered cookie.

describe('one customer can never act for another', () => {
	test('a logged-in customer cannot reset or take over another number with their own code or session', async () => {
		const alice = await register('Alice')
		const bob = await register('Bob')
		await post(sendResetOtp, { phone: alice.phone.typed }, { cookie: alice.cookie })
		const aliceCode = await textedCode(alice.phone.stored)

		const hijack = await post(verifyResetOtp, { phone: bob.phone.typed, otp: aliceCode, newPassword: 'alice owns bob now' }, { cookie: alice.cookie })
		expect(hijack.status).toBe(400)
		expect((await post(login, { phone: bob.phone.typed, password: bob.password })).status).toBe(200)

		const reRegister = await post(sendOtp, { name: 'Alice', phone: bob.phone.typed, password: 'alice owns bob now' }, { cookie: alice.cookie })
		expect(reRegister.status).toBe(429) // bob asked for his code a moment ago; either way nothing reaches alice
		expect(handset.sent.filter((sms) => sms.to === bob.phone.stored)).toHaveLength(1)

		expect((await whoAmI(alice.cookie)).json).toEqual({ user: alice.user })
		expect((await whoAmI(bob.cookie)).json).toEqual({ user: bob.user })
	})

	test('a forged or tampered session cookie is nobody', async () => {
		const { cookie } = await register()
		const [name, value] = cookie.split('=')
		const tampered = `${name}=${value!.slice(0, -3)}abc`
		expect(await whoAmI(tampered)).toEqual({ status: 401, json: { message: 'Please login first' } })
		expect(await whoAmI()).toEqual({ status: 401, json: { message: 'Please login first' } })
	})
})
