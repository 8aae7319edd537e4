import { describe, expect, test } from 'vitest'
import { PHONE_MESSAGE } from '#app/domain/accounts/phone'
import { getDb } from '#app/lib/db.server'
import { runLoader } from '#tests/helpers/routes'
import { accountMadeEarlier, freshPhone, handset, post, smsCount } from '#tests/helpers/customer-auth'
import * as sendOtp from './auth.send-otp'
import * as verifyOtp from './auth.verify-otp'

// Route tests for the spec's base /api/auth endpoints (§7) with real Requests.

describe('POST /api/auth/send-otp', () => {
	test('texts a 6-digit code to the normalised number; the SMS carries no password', async () => {
		const number = freshPhone()
		const { status, json } = await post(sendOtp, { name: 'Sam', phone: number.typed, password: 'a good password' })
		expect(status).toBe(200)
		expect(json).toMatchObject({ message: `We have sent a code to ${number.typed}.`, phone: number.stored })
		expect(handset.latest(number.stored)?.body).toMatch(/^\d{6} is your .+ code to create your account\. It expires in 10 minutes\./)
		expect(handset.latest(number.stored)?.body).not.toContain('a good password')
		// the outbox keeps the message with the code masked, never the code itself
		const sms = await getDb().selectFrom('outbox').selectAll().where('recipient', '=', number.stored).executeTakeFirstOrThrow()
		expect(sms.body_text).toMatch(/^•••••• is your .+ code to create your account\. It expires in 10 minutes\.[^]*#••••••$/)
		expect(sms.body_text).not.toMatch(/\d{6}/)
		expect(sms.status).toBe('sent')
	})

	test('bad input is a 400 with the problem; nothing is sent', async () => {
		const cases: [unknown, string, string?][] = [
			[{ name: 'Sam', phone: '03 9123 4567', password: 'long enough' }, PHONE_MESSAGE, 'phone'],
			[{ name: 'Sam', phone: '0412 000 111', password: 'short' }, 'Use at least 8 characters.', 'password'],
			[{ name: '   ', phone: '0412 000 111', password: 'long enough' }, 'Enter your name.', 'name'],
			[{ phone: '0412 000 111', password: 'long enough' }, 'Enter your name.', 'name'],
			[['not', 'an', 'object'], 'Send the details as a JSON object.'],
		]
		for (const [body, message, field] of cases) {
			const { status, json } = await post(sendOtp, body)
			expect(status).toBe(400)
			expect(json.message).toBe(message)
			if (field) expect(json.errors[field]).toContain(message)
		}
		const broken = await post(sendOtp, null, { raw: '{"name": "Sam", "phone": ' })
		expect(broken).toMatchObject({ status: 400, json: { message: 'Send the details as a JSON object.' } })
		expect(await smsCount('+61412000111')).toBe(0)
	})

	test('asking again within a minute is refused with Retry-After', async () => {
		const phone = freshPhone()
		const body = { name: 'Sam', phone: phone.typed, password: 'a good password' }
		expect((await post(sendOtp, body)).status).toBe(200)
		const again = await post(sendOtp, body)
		expect(again.status).toBe(429)
		expect(again.json.message).toMatch(/^Please wait \d+ seconds before asking for another code\.$/)
		expect(Number(again.response.headers.get('Retry-After'))).toBeGreaterThan(0)
		expect(await smsCount(phone.stored)).toBe(1)
	})

	test('a number that already has an account gets the same answer as a new one; its phone is told, and sent no code', async () => {
		const phone = await accountMadeEarlier()
		const fresh = freshPhone()
		const taken = await post(sendOtp, { name: 'Someone', phone: phone.typed, password: 'another password' })
		const free = await post(sendOtp, { name: 'Someone', phone: fresh.typed, password: 'another password' })
		expect(taken.status).toBe(free.status)
		expect(Object.keys(taken.json).sort()).toEqual(Object.keys(free.json).sort())
		expect(taken.json.message).toBe(`We have sent a code to ${phone.typed}.`)
		const notice = handset.latest(phone.stored)!.body
		expect(notice).toMatch(/already has one/)
		expect(notice).not.toMatch(/\d{6}/)
		// and a guessed code fails as it would for a new number: nothing says the number is taken
		const guess = await post(verifyOtp, { name: 'Someone', phone: phone.typed, password: 'another password', otp: '123456' })
		expect(guess).toMatchObject({ status: 400, json: { message: 'Invalid or expired code' } })
	})

	test('asking about numbers that have accounts is rate limited like any other', async () => {
		const phone = await accountMadeEarlier()
		const body = { name: 'Someone', phone: phone.typed, password: 'another password' }
		expect((await post(sendOtp, body)).status).toBe(200)
		const again = await post(sendOtp, body)
		expect(again.status).toBe(429)
		expect(again.json.message).toMatch(/^Please wait \d+ seconds before asking for another code\.$/)
		expect(handset.sent.filter((sms) => sms.to === phone.stored)).toHaveLength(1)
	})

	test('GET is not allowed', async () => {
		const response = await runLoader(sendOtp.loader, '/api/auth/send-otp')
		expect(response.status).toBe(405)
		expect(await response.json()).toEqual({ message: 'Use POST for this endpoint.' })
	})
})
