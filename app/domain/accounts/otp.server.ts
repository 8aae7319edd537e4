import crypto from 'node:crypto'
import { nowIso, writeTransaction, type Db } from '#app/lib/db.server'
import { getEnv } from '#app/lib/env.server'
import { retryIn } from '#app/lib/rate-limits/limiter.server'
import { OTP_MAX_PER_IP_PER_HOUR, otpRequestsPerAddress } from '#app/lib/rate-limits/limits.server'
import type { E164Phone } from '#app/lib/phone'

// One-time passwords for the account layer: 6 digits from a CSPRNG, stored only as
// an HMAC, valid for 10 minutes, at most 5 tries, single use; asking for codes is rate
// limited per phone and per IP (both in the database, so a restart forgets nothing).

export type OtpPurpose = 'register' | 'reset'

export const OTP_TTL_MS = 10 * 60_000
export const OTP_MAX_ATTEMPTS = 5
export const OTP_RESEND_AFTER_MS = 60_000
export const OTP_MAX_PER_PHONE_PER_HOUR = 5
export { OTP_MAX_PER_IP_PER_HOUR }
const HOUR_MS = 60 * 60_000

export const OTP_INVALID_MESSAGE = 'Invalid or expired code'
export const OTP_TOO_MANY_ATTEMPTS_MESSAGE = 'Too many attempts. Ask for a new code.'

/** A uniformly random 6-digit code, leading zeros kept. */
export function generateOtp(): string {
	return crypto.randomInt(0, 1_000_000).toString().padStart(6, '0')
}

/**
 * The stored form of a code: an HMAC keyed with the session secret and bound to the phone and
 * purpose, so a copy of the database alone cannot be tried against the million codes.
 */
function hashOtp(phone: E164Phone, purpose: OtpPurpose, code: string) {
	return crypto.createHmac('sha256', getEnv().sessionSecret).update(`otp:${purpose}:${phone}:${code}`).digest('hex')
}

function sameHash(a: string, b: string) {
	const left = Buffer.from(a, 'hex')
	const right = Buffer.from(b, 'hex')
	return left.length === right.length && crypto.timingSafeEqual(left, right)
}

export type IssueOtpResult =
	| { ok: true; code: string; expiresAt: string }
	| { ok: false; reason: 'rate-limited'; message: string; retryAfterSeconds: number }

/**
 * Creates a new code for `phone` and `purpose`, replacing any earlier one, unless this phone
 * asked less than a minute ago, has asked 5 times this hour, or this IP 20 times this hour.
 * Call it with the main handle (it runs its own write transaction).
 */
export async function issueOtp(
	db: Db,
	{ phone, purpose, ip, now = new Date(), code = generateOtp() }: { phone: E164Phone; purpose: OtpPurpose; ip: string; now?: Date; code?: string },
): Promise<IssueOtpResult> {
	return writeTransaction(db, async (tx) => {
		const latest = await tx
			.selectFrom('one_time_passwords')
			.select('created_at')
			.where('phone', '=', phone)
			.where('purpose', '=', purpose)
			.orderBy('id', 'desc')
			.limit(1)
			.executeTakeFirst()
		const sinceLatest = latest ? now.getTime() - Date.parse(latest.created_at) : Infinity
		if (sinceLatest < OTP_RESEND_AFTER_MS) {
			const seconds = Math.max(1, Math.ceil((OTP_RESEND_AFTER_MS - sinceLatest) / 1000))
			return limited(`Please wait ${seconds} ${seconds === 1 ? 'second' : 'seconds'} before asking for another code.`, seconds)
		}
		const lastHour = await tx
			.selectFrom('one_time_passwords')
			.select('created_at')
			.where('phone', '=', phone)
			.where('created_at', '>', nowIso(new Date(now.getTime() - HOUR_MS)))
			.orderBy('created_at', 'asc')
			.execute()
		if (lastHour.length >= OTP_MAX_PER_PHONE_PER_HOUR) {
			const seconds = Math.max(1, Math.ceil((Date.parse(lastHour[0]!.created_at) + HOUR_MS - now.getTime()) / 1000))
			return limited(`Too many codes for this number. Try again ${retryIn(seconds)}.`, seconds)
		}
		const byIp = await otpRequestsPerAddress.hit(ip, { now: now.getTime(), db: tx })
		if (!byIp.ok) {
			return limited(`Too many codes requested from your connection. Try again ${retryIn(byIp.retryAfterSeconds)}.`, byIp.retryAfterSeconds)
		}
		// Only the newest code of a phone and purpose counts: retire the ones before it.
		await tx
			.updateTable('one_time_passwords')
			.set({ expires_at: nowIso(now) })
			.where('phone', '=', phone)
			.where('purpose', '=', purpose)
			.where('consumed_at', 'is', null)
			.where('expires_at', '>', nowIso(now))
			.execute()
		const expiresAt = nowIso(new Date(now.getTime() + OTP_TTL_MS))
		await tx
			.insertInto('one_time_passwords')
			.values({ phone, purpose, code_hash: hashOtp(phone, purpose, code), attempts: 0, expires_at: expiresAt, created_at: nowIso(now) })
			.execute()
		return { ok: true as const, code, expiresAt }
	})
}

function limited(message: string, retryAfterSeconds: number) {
	return { ok: false as const, reason: 'rate-limited' as const, message, retryAfterSeconds }
}

/**
 * Whether the newest code of `phone` and `purpose` could still be used, without counting a try:
 * a cheap check callers make before slow work (hashing a password) so that guesses at a dead
 * code cost the server nothing. verifyOtp stays the one that decides.
 */
export async function usableOtp(
	db: Db,
	{ phone, purpose, now = new Date() }: { phone: E164Phone; purpose: OtpPurpose; now?: Date },
): Promise<VerifyOtpResult> {
	const row = await newestCode(db, phone, purpose)
	return deadCode(row, now) ?? { ok: true }
}

async function newestCode(db: Db, phone: E164Phone, purpose: OtpPurpose) {
	return db
		.selectFrom('one_time_passwords')
		.select(['id', 'code_hash', 'attempts', 'expires_at', 'consumed_at'])
		.where('phone', '=', phone)
		.where('purpose', '=', purpose)
		.orderBy('id', 'desc')
		.limit(1)
		.executeTakeFirst()
}

function deadCode(row: Awaited<ReturnType<typeof newestCode>>, now: Date): Extract<VerifyOtpResult, { ok: false }> | null {
	if (!row || row.consumed_at !== null) return { ok: false, reason: 'invalid', message: OTP_INVALID_MESSAGE }
	if (row.attempts >= OTP_MAX_ATTEMPTS) return { ok: false, reason: 'too-many-attempts', message: OTP_TOO_MANY_ATTEMPTS_MESSAGE }
	if (Date.parse(row.expires_at) <= now.getTime()) return { ok: false, reason: 'invalid', message: OTP_INVALID_MESSAGE }
	return null
}

export type VerifyOtpResult = { ok: true } | { ok: false; reason: 'invalid' | 'too-many-attempts'; message: string }

/**
 * Checks `code` against the newest code of `phone` and `purpose` and uses it up when it
 * matches. A wrong guess counts against the code's 5 tries. Run it inside the caller's write
 * transaction, with the write that the code allows, so a code is never used twice; it never
 * throws for a wrong code, so the counted try is committed with the transaction.
 */
export async function verifyOtp(
	tx: Db,
	{ phone, purpose, code, now = new Date() }: { phone: E164Phone; purpose: OtpPurpose; code: string; now?: Date },
): Promise<VerifyOtpResult> {
	const row = await newestCode(tx, phone, purpose)
	const dead = deadCode(row, now)
	if (dead || !row) return dead ?? { ok: false, reason: 'invalid', message: OTP_INVALID_MESSAGE }
	if (!sameHash(row.code_hash, hashOtp(phone, purpose, code))) {
		const attempts = row.attempts + 1
		await tx.updateTable('one_time_passwords').set({ attempts }).where('id', '=', row.id).execute()
		return attempts >= OTP_MAX_ATTEMPTS
			? { ok: false, reason: 'too-many-attempts', message: OTP_TOO_MANY_ATTEMPTS_MESSAGE }
			: { ok: false, reason: 'invalid', message: OTP_INVALID_MESSAGE }
	}
	await tx.updateTable('one_time_passwords').set({ consumed_at: nowIso(now) }).where('id', '=', row.id).execute()
	return { ok: true }
}
