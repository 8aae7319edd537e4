import { describe, expect, test } from 'vitest'
import { getDb, writeTransaction } from '#app/lib/db.server'
import type { E164Phone } from '#app/lib/phone'
import { e164 } from '#tests/fixtures/phone'
import {
	generateOtp,
	issueOtp,
	OTP_INVALID_MESSAGE,
	OTP_MAX_PER_IP_PER_HOUR,
	OTP_TOO_MANY_ATTEMPTS_MESSAGE,
	usableOtp,
	verifyOtp,
	type OtpPurpose,
} from './otp.server'

const t0 = new Date('2030-03-01T00:00:00.000Z')
const at = (ms: number) => new Date(t0.getTime() + ms)
const MIN = 60_000

let phoneCounter = 0
/** A fresh phone per test, so the per-phone limits of one test never touch another. */
function freshPhone() {
	phoneCounter += 1
	return e164(`+614${String(10_000_000 + phoneCounter).slice(-8)}`)
}

function check(phone: E164Phone, code: string, now: Date, purpose: OtpPurpose = 'register') {
	const db = getDb()
	return writeTransaction(db, (tx) => verifyOtp(tx, { phone, purpose, code, now }))
}

async function issue(phone: E164Phone, now: Date, options: { purpose?: OtpPurpose; ip?: string; code?: string } = {}) {
	const result = await issueOtp(getDb(), { phone, purpose: options.purpose ?? 'register', ip: options.ip ?? `ip-${phone}`, now, code: options.code })
	if (!result.ok) throw new Error(`expected a code, got: ${result.message}`)
	return result
}

describe('generateOtp', () => {
	test('is always six digits', () => {
		const codes = Array.from({ length: 2000 }, generateOtp)
		expect(codes.every((c) => /^\d{6}$/.test(c))).toBe(true)
		expect(new Set(codes).size).toBeGreaterThan(1900)
	})
})

describe('issue and verify', () => {
	test('a right code works once; it is stored only as a hash', async () => {
		const phone = freshPhone()
		const { code, expiresAt } = await issue(phone, t0)
		expect(expiresAt).toBe(at(10 * MIN).toISOString())
		const row = await getDb().selectFrom('one_time_passwords').selectAll().where('phone', '=', phone).executeTakeFirstOrThrow()
		expect(row.code_hash).not.toContain(code)
		expect(row.code_hash).toMatch(/^[0-9a-f]{64}$/)

		expect(await check(phone, code, at(MIN))).toEqual({ ok: true })
		// reused
		expect(await check(phone, code, at(2 * MIN))).toEqual({ ok: false, reason: 'invalid', message: OTP_INVALID_MESSAGE })
	})

	test('a code expires after 10 minutes', async () => {
		const phone = freshPhone()
		const { code } = await issue(phone, t0)
		expect(await check(phone, code, at(10 * MIN))).toEqual({ ok: false, reason: 'invalid', message: OTP_INVALID_MESSAGE })
		const other = freshPhone()
		const second = await issue(other, t0)
		expect(await check(other, second.code, at(10 * MIN - 1))).toEqual({ ok: true })
	})

	test('five wrong tries use the code up, even for the right code afterwards', async () => {
		const phone = freshPhone()
		const { code } = await issue(phone, t0, { code: '123456' })
		for (let i = 1; i <= 4; i++) {
			expect(await check(phone, '000000', at(i * 1000))).toMatchObject({ ok: false, message: OTP_INVALID_MESSAGE })
		}
		expect(await check(phone, '000000', at(5000))).toEqual({ ok: false, reason: 'too-many-attempts', message: OTP_TOO_MANY_ATTEMPTS_MESSAGE })
		expect(await check(phone, code, at(6000))).toEqual({ ok: false, reason: 'too-many-attempts', message: OTP_TOO_MANY_ATTEMPTS_MESSAGE })
		const row = await getDb().selectFrom('one_time_passwords').select(['attempts', 'consumed_at']).where('phone', '=', phone).executeTakeFirstOrThrow()
		expect(row).toEqual({ attempts: 5, consumed_at: null })
	})

	test('four wrong tries still leave the fifth for the right code', async () => {
		const phone = freshPhone()
		const { code } = await issue(phone, t0, { code: '654321' })
		for (let i = 1; i <= 4; i++) await check(phone, '111111', at(i * 1000))
		expect(await check(phone, code, at(5000))).toEqual({ ok: true })
	})

	test('usableOtp tells a live code from a dead one without counting a try', async () => {
		const phone = freshPhone()
		expect(await usableOtp(getDb(), { phone, purpose: 'register', now: t0 })).toMatchObject({ ok: false, reason: 'invalid' })
		const { code } = await issue(phone, t0)
		for (let i = 0; i < 10; i++) expect(await usableOtp(getDb(), { phone, purpose: 'register', now: at(1000) })).toEqual({ ok: true })
		expect(await usableOtp(getDb(), { phone, purpose: 'register', now: at(10 * MIN) })).toMatchObject({ ok: false, reason: 'invalid' })
		expect(await check(phone, code, at(2000))).toEqual({ ok: true })
		expect(await usableOtp(getDb(), { phone, purpose: 'register', now: at(3000) })).toMatchObject({ ok: false, reason: 'invalid' })
	})

	test('a new code replaces the one before it', async () => {
		const phone = freshPhone()
		const first = await issue(phone, t0, { code: '111111' })
		const second = await issue(phone, at(MIN), { code: '222222' })
		expect(await check(phone, first.code, at(MIN + 1000))).toMatchObject({ ok: false, reason: 'invalid' })
		expect(await check(phone, second.code, at(MIN + 2000))).toEqual({ ok: true })
	})

	test('a code is bound to its phone and purpose', async () => {
		const phone = freshPhone()
		const other = freshPhone()
		const { code } = await issue(phone, t0, { purpose: 'reset' })
		await issue(other, t0, { code: code === '999999' ? '999998' : '999999' })
		expect(await check(phone, code, at(1000), 'register')).toMatchObject({ ok: false, reason: 'invalid' })
		expect(await check(other, code, at(1000), 'register')).toMatchObject({ ok: false, reason: 'invalid' })
		expect(await check(phone, code, at(2000), 'reset')).toEqual({ ok: true })
	})
})

describe('asking for codes is rate limited', () => {
	test('one code a minute per phone and purpose', async () => {
		const phone = freshPhone()
		await issue(phone, t0)
		const again = await issueOtp(getDb(), { phone, purpose: 'register', ip: 'ip-resend', now: at(20_000) })
		expect(again).toEqual({ ok: false, reason: 'rate-limited', message: 'Please wait 40 seconds before asking for another code.', retryAfterSeconds: 40 })
		expect((await issueOtp(getDb(), { phone, purpose: 'reset', ip: 'ip-resend', now: at(20_000) })).ok).toBe(true)
		expect((await issueOtp(getDb(), { phone, purpose: 'register', ip: 'ip-resend', now: at(MIN) })).ok).toBe(true)
	})

	test('five codes an hour per phone', async () => {
		const phone = freshPhone()
		for (let i = 0; i < 5; i++) await issue(phone, at(i * 2 * MIN))
		const sixth = await issueOtp(getDb(), { phone, purpose: 'register', ip: 'ip-hourly', now: at(10 * MIN) })
		expect(sixth).toEqual({ ok: false, reason: 'rate-limited', message: 'Too many codes for this number. Try again in 50 minutes.', retryAfterSeconds: 3000 })
		expect((await issueOtp(getDb(), { phone, purpose: 'register', ip: 'ip-hourly', now: at(60 * MIN + 1) })).ok).toBe(true)
	})

	test('twenty codes an hour per IP, whatever the phone', async () => {
		const ip = '203.0.113.50'
		for (let i = 0; i < OTP_MAX_PER_IP_PER_HOUR; i++) await issue(freshPhone(), at(i * 1000), { ip })
		const refused = await issueOtp(getDb(), { phone: freshPhone(), purpose: 'register', ip, now: at(30_000) })
		expect(refused).toMatchObject({ ok: false, reason: 'rate-limited' })
		expect(refused.ok === false && refused.message).toMatch(/^Too many codes requested from your connection\. Try again in \d+ minutes\.$/)
		expect((await issueOtp(getDb(), { phone: freshPhone(), purpose: 'register', ip: '203.0.113.51', now: at(30_000) })).ok).toBe(true)
	})
})
