import { describe, expect, test } from 'vitest'
import { getDb } from '#app/lib/db.server'
import { freshPhone, post, register, smsCount, textedCode, whoAmI } from '#tests/helpers/customer-auth'
import * as login from './auth.login'
import * as sendResetOtp from './auth.send-reset-otp'
import * as verifyResetOtp from './auth.verify-reset-otp'

// Route tests for the spec's base /api/auth endpoints (§7) with real Requests.

describe('password reset', () => {
	test('a registered number gets a code; the new password works, the old one and old sessions do not', async () => {
		const { phone, password, cookie: oldSession } = await register('Robin')
		const sent = await post(sendResetOtp, { phone: phone.typed })
		expect(sent).toMatchObject({ status: 200, json: { message: 'If this number has an account, we have sent it a code by SMS.' } })
		const code = await textedCode(phone.stored)
		const sms = await getDb().selectFrom('outbox').select('body_text').where('recipient', '=', phone.stored).orderBy('id', 'desc').executeTakeFirstOrThrow()
		expect(sms.body_text).toContain('to reset your password')

		const changed = await post(verifyResetOtp, { phone: phone.typed, otp: code, newPassword: 'a brand new secret' })
		expect(changed).toMatchObject({ status: 200, json: { message: 'Your password has been changed. Log in with your new password.' } })

		expect((await whoAmI(oldSession)).status).toBe(401)
		expect((await post(login, { phone: phone.typed, password })).status).toBe(401)
		expect((await post(login, { phone: phone.typed, password: 'a brand new secret' })).status).toBe(200)

		// reused
		const again = await post(verifyResetOtp, { phone: phone.typed, otp: code, newPassword: 'yet another secret' })
		expect(again).toMatchObject({ status: 400, json: { message: 'Invalid or expired code' } })
	})

	test('an unknown number gets the same answer and no SMS', async () => {
		const phone = freshPhone()
		const sent = await post(sendResetOtp, { phone: phone.typed })
		expect(sent).toMatchObject({ status: 200, json: { message: 'If this number has an account, we have sent it a code by SMS.' } })
		expect(await smsCount(phone.stored)).toBe(0)
		const tried = await post(verifyResetOtp, { phone: phone.typed, otp: '123456', newPassword: 'a brand new secret' })
		expect(tried).toMatchObject({ status: 400, json: { message: 'Invalid or expired code' } })
		// rate limited the same way as a real account
		expect((await post(sendResetOtp, { phone: phone.typed })).status).toBe(429)
	})

	test('a wrong or expired reset code changes nothing', async () => {
		const { phone, password } = await register()
		await post(sendResetOtp, { phone: phone.typed })
		const code = (await textedCode(phone.stored))!
		const wrong = code === '111111' ? '111112' : '111111'
		expect((await post(verifyResetOtp, { phone: phone.typed, otp: wrong, newPassword: 'a brand new secret' })).status).toBe(400)
		await getDb().updateTable('one_time_passwords').set({ expires_at: new Date(Date.now() - 1).toISOString() }).where('phone', '=', phone.stored).execute()
		expect((await post(verifyResetOtp, { phone: phone.typed, otp: code, newPassword: 'a brand new secret' })).status).toBe(400)
		expect((await post(login, { phone: phone.typed, password })).status).toBe(200)
	})

	test('a short new password is refused before the code is tried', async () => {
		const { phone } = await register()
		await post(sendResetOtp, { phone: phone.typed })
		const code = await textedCode(phone.stored)
		const short = await post(verifyResetOtp, { phone: phone.typed, otp: code, newPassword: 'short' })
		expect(short).toMatchObject({ status: 400, json: { message: 'Use at least 8 characters.' } })
		const row = await getDb().selectFrom('one_time_passwords').select('attempts').where('phone', '=', phone.stored).where('purpose', '=', 'reset').executeTakeFirstOrThrow()
		expect(row.attempts).toBe(0)
	})
})
