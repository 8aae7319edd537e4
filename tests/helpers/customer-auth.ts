import { afterEach, beforeEach, expect } from 'vitest'
import { getDb } from '#app/lib/db.server'
import { hashPassword } from '#app/lib/password.server'
import * as me from '#app/routes/api/auth.me'
import * as sendOtp from '#app/routes/api/auth.send-otp'
import * as verifyOtp from '#app/routes/api/auth.verify-otp'
import { captureSms } from '#tests/helpers/sms-capture'
import { runAction, runLoader } from '#tests/helpers/routes'

// The customer's /api/auth calls as the tests of those routes make them: fresh numbers, posts
// with real Requests, the texted codes read off a stand-in phone, a registered customer.

type ActionModule = { action: (args: any) => unknown }

// One client address for every call: the test setup forgets rate-limit counts between tests.
export const CLIENT_IP = '198.51.100.1'

let current: ReturnType<typeof captureSms> | undefined
/** The phone every SMS reaches, fresh for each test (its hooks are registered by importing this file). */
export const handset = {
	get sent() {
		return current!.sent
	},
	latest: (phone: string) => current!.latest(phone),
}
beforeEach(() => {
	current = captureSms()
})
afterEach(() => current?.stop())

let phoneCounter = 0
/** A fresh, unregistered mobile as a customer would type it, and its stored form. */
export function freshPhone() {
	phoneCounter += 1
	const digits = String(20_000_000 + phoneCounter).slice(-8)
	return { typed: `04${digits.slice(0, 2)} ${digits.slice(2, 5)} ${digits.slice(5)}`, stored: `+614${digits}` }
}

/** Posts `body` as JSON (or `raw` text) to the route's action: its status, JSON, session cookie and Response. */
export async function post(mod: ActionModule, body: unknown, { cookie, ip = CLIENT_IP, raw }: { cookie?: string; ip?: string; raw?: string } = {}) {
	const response = await runAction(mod.action, '/api/auth/test', { ...(raw === undefined ? { json: body } : { body: raw }), cookie, clientIp: ip })
	const setCookie = response.headers.get('Set-Cookie')
	return { status: response.status, json: (await response.json()) as Record<string, any>, cookie: setCookie?.split(';')[0], response }
}

/** GET /api/auth/me with this session cookie. */
export async function whoAmI(cookie?: string) {
	const response = await runLoader(me.loader, '/api/auth/me', { cookie })
	return { status: response.status, json: await response.json() }
}

/** The code of the newest SMS sent to `number`, as the customer would read it on the phone. */
export async function textedCode(number: string) {
	const body = handset.latest(number)?.body
	return body ? /^(\d{6}) /.exec(body)?.[1] : undefined
}

export async function smsCount(phone: string) {
	const { count } = await getDb().selectFrom('outbox').select((eb) => eb.fn.countAll<number>().as('count')).where('recipient', '=', phone).executeTakeFirstOrThrow()
	return Number(count)
}

/** A verified account that asked for no code lately (made a while ago). */
export async function accountMadeEarlier() {
	const phone = freshPhone()
	await getDb()
		.insertInto('users')
		.values({ name: 'Earlier Customer', phone: phone.stored, password_hash: await hashPassword('an old password'), is_verified: 1, created_at: '2026-01-01T00:00:00.000Z' })
		.execute()
	return phone
}

/** Registers a customer through the two endpoints and returns their session cookie. */
export async function register(name = 'Alex Driver', password = 'correct horse battery') {
	const phone = freshPhone()
	const sent = await post(sendOtp, { name, phone: phone.typed, password })
	expect(sent.status).toBe(200)
	const verified = await post(verifyOtp, { name, phone: phone.typed, password, otp: await textedCode(phone.stored) })
	expect(verified.status).toBe(201)
	return { phone, password, cookie: verified.cookie!, user: verified.json.user }
}
