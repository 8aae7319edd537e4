import { describe, expect, test } from 'vitest'
import { getDb } from '#app/lib/db.server'
import { freshPhone, post, textedCode, whoAmI } from '#tests/helpers/customer-auth'
import * as sendOtp from './auth.send-otp'
import * as verifyOtp from './auth.verify-otp'

// Route tests for the spec's base /api/auth endpoints (§7) with real Requests.

describe('POST /api/auth/verify-otp', () => {
	test('the right code creates the verified user and logs them in', async () => {
		const phone = freshPhone()
		await post(sendOtp, { name: 'Jordan Lee', phone: phone.typed, password: 'tyres for days' })
		const { status, json, cookie } = await post(verifyOtp, { name: 'Jordan Lee', phone: phone.typed, password: 'tyres for days', otp: await textedCode(phone.stored) })
		expect(status).toBe(201)
		expect(json.user).toEqual({ _id: expect.stringMatching(/^\d+$/), phone: phone.stored, name: 'Jordan Lee', isVerified: true })
		expect(cookie).toMatch(/^customer_session=/)
		const row = await getDb().selectFrom('users').selectAll().where('phone', '=', phone.stored).executeTakeFirstOrThrow()
		expect(row.is_verified).toBe(1)
		expect(row.password_hash).toMatch(/^\$argon2id\$/)
		expect(await whoAmI(cookie)).toEqual({ status: 200, json: { user: json.user } })
	})

	test('a wrong code is refused and creates nobody', async () => {
		const phone = freshPhone()
		await post(sendOtp, { name: 'Pat', phone: phone.typed, password: 'a good password' })
		const code = await textedCode(phone.stored)
		const wrong = code === '000000' ? '000001' : '000000'
		const { status, json, cookie } = await post(verifyOtp, { name: 'Pat', phone: phone.typed, password: 'a good password', otp: wrong })
		expect({ status, json, cookie }).toEqual({ status: 400, json: { message: 'Invalid or expired code' }, cookie: undefined })
		expect(await getDb().selectFrom('users').select('id').where('phone', '=', phone.stored).executeTakeFirst()).toBeUndefined()
	})

	test('an expired code is refused', async () => {
		const phone = freshPhone()
		await post(sendOtp, { name: 'Pat', phone: phone.typed, password: 'a good password' })
		await getDb().updateTable('one_time_passwords').set({ expires_at: new Date(Date.now() - 1000).toISOString() }).where('phone', '=', phone.stored).execute()
		const { status, json } = await post(verifyOtp, { name: 'Pat', phone: phone.typed, password: 'a good password', otp: await textedCode(phone.stored) })
		expect({ status, json }).toEqual({ status: 400, json: { message: 'Invalid or expired code' } })
	})

	test('after five wrong codes even the right one is refused', async () => {
		const phone = freshPhone()
		await post(sendOtp, { name: 'Pat', phone: phone.typed, password: 'a good password' })
		const code = (await textedCode(phone.stored))!
		const wrong = code === '999999' ? '999998' : '999999'
		const body = { name: 'Pat', phone: phone.typed, password: 'a good password' }
		const statuses: number[] = []
		for (let i = 0; i < 5; i++) statuses.push((await post(verifyOtp, { ...body, otp: wrong })).status)
		expect(statuses).toEqual([400, 400, 400, 400, 429])
		const last = await post(verifyOtp, { ...body, otp: code })
		expect(last).toMatchObject({ status: 429, json: { message: 'Too many attempts. Ask for a new code.' } })
	})

	test('a code texted to one number cannot register another', async () => {
		const mine = freshPhone()
		const theirs = freshPhone()
		await post(sendOtp, { name: 'Me', phone: mine.typed, password: 'a good password' })
		const { status } = await post(verifyOtp, { name: 'Me', phone: theirs.typed, password: 'a good password', otp: await textedCode(mine.stored) })
		expect(status).toBe(400)
	})

	test('validates before it checks the code', async () => {
		const { status, json } = await post(verifyOtp, { name: 'Pat', phone: '0412 000 222', password: 'a good password', otp: '12ab56' })
		expect(status).toBe(400)
		expect(json.errors.otp).toEqual(['Enter the 6-digit code from the SMS.'])
	})
})
