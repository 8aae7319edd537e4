import { afterEach, beforeEach, describe, expect, test } from 'vitest'
import { PHONE_MESSAGE } from '#app/domain/accounts/phone'
import { getDb } from '#app/lib/db.server'
import { hashPassword } from '#app/lib/password.server'
import * as login from './auth.login'
import * as logout from './auth.logout'
import * as me from './auth.me'
import * as sendOtp from './auth.send-otp'
import * as sendResetOtp from './auth.send-reset-otp'
import * as verifyOtp from './auth.verify-otp'
import * as verifyResetOtp from './auth.verify-reset-otp'
import { captureSms } from '#tests/helpers/sms-capture'

// Route tests for the spec's base /api/auth endpoints (§7) with real Requests.

type ActionModule = { action: (args: never) => Promise<Response> }

let handset: ReturnType<typeof captureSms>
beforeEach(() => {
	handset = captureSms()
})
afterEach(() => handset.stop())

// One client address for every call: the test setup forgets rate-limit counts between tests.
const CLIENT_IP = '198.51.100.1'

let phoneCounter = 0
/** A fresh, unregistered mobile as a customer would type it, and its stored form. */
function freshPhone() {
	phoneCounter += 1
	const digits = String(20_000_000 + phoneCounter).slice(-8)
	return { typed: `04${digits.slice(0, 2)} ${digits.slice(2, 5)} ${digits.slice(5)}`, stored: `+614${digits}` }
}

async function post(mod: ActionModule, body: unknown, { cookie, ip = CLIENT_IP, raw }: { cookie?: string; ip?: string; raw?: string } = {}) {
	const request = new Request('http://localhost:3000/api/auth/test', {
		method: 'POST',
		headers: { 'Content-Type': 'application/json', ...(cookie ? { Cookie: cookie } : {}) },
		body: raw ?? JSON.stringify(body),
	})
	const response = await mod.action({ request, params: {}, context: { clientIp: ip } } as never)
	const setCookie = response.headers.get('Set-Cookie')
	return { status: response.status, json: (await response.json()) as Record<string, any>, cookie: setCookie?.split(';')[0], response }
}

async function whoAmI(cookie?: string) {
	const request = new Request('http://localhost:3000/api/auth/me', { headers: cookie ? { Cookie: cookie } : {} })
	try {
		const response = await me.loader({ request, params: {}, context: {} } as never)
		return { status: response.status, json: await response.json() }
	} catch (thrown) {
		if (!(thrown instanceof Response)) throw thrown
		return { status: thrown.status, json: await thrown.json() }
	}
}

/** The code of the newest SMS sent to `number`, as the customer would read it on the phone. */
async function textedCode(number: string) {
	const body = handset.latest(number)?.body
	return body ? /^(\d{6}) /.exec(body)?.[1] : undefined
}

async function smsCount(phone: string) {
	const { count } = await getDb().selectFrom('outbox').select((eb) => eb.fn.countAll<number>().as('count')).where('recipient', '=', phone).executeTakeFirstOrThrow()
	return Number(count)
}

/** A verified account that asked for no code lately (made a while ago). */
async function accountMadeEarlier() {
	const phone = freshPhone()
	await getDb()
		.insertInto('users')
		.values({ name: 'Earlier Customer', phone: phone.stored, password_hash: await hashPassword('an old password'), is_verified: 1, created_at: '2026-01-01T00:00:00.000Z' })
		.execute()
	return phone
}

/** Registers a customer through the two endpoints and returns their session cookie. */
async function register(name = 'Alex Driver', password = 'correct horse battery') {
	const phone = freshPhone()
	const sent = await post(sendOtp, { name, phone: phone.typed, password })
	expect(sent.status).toBe(200)
	const verified = await post(verifyOtp, { name, phone: phone.typed, password, otp: await textedCode(phone.stored) })
	expect(verified.status).toBe(201)
	return { phone, password, cookie: verified.cookie!, user: verified.json.user }
}

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
		const response = await sendOtp.loader({ request: new Request('http://localhost:3000/api/auth/send-otp'), params: {} })
		expect(response.status).toBe(405)
		expect(await response.json()).toEqual({ message: 'Use POST for this endpoint.' })
	})
})

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
