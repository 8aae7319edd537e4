import { getShopSettings } from '#app/domain/settings/settings.server'
import { currentTime } from '#app/lib/clock.server'
import { type Customer, toCustomer, USER_COLUMNS } from '#app/lib/customer-identity.server'
import { writeTransaction, type Db } from '#app/lib/db.server'
import { getEnv } from '#app/lib/env.server'
import { sendSms } from '#app/lib/outbox.server'
import { hashPassword, verifyPassword } from '#app/lib/password.server'
import { customerLoginThrottle } from '#app/lib/rate-limits/limits.server'
import { endSessionsOf } from '#app/lib/sessions.server'
import { issueOtp, OTP_INVALID_MESSAGE, OTP_TTL_MS, usableOtp, verifyOtp, type OtpPurpose, type VerifyOtpResult } from './otp.server'
import type { E164Phone } from '#app/lib/phone'

// The customer account layer (spec §1, §3 User, §4 Customer account, §7 base /api/auth):
// register with a one-time password by SMS, log in with phone and password, reset the
// password with another one-time password. Phones arrive here already normalised
// (+614XXXXXXXX, an E164Phone); the routes parse with schema.ts.

export type { Customer }

/** The spec's User shape (§3): _id, phone, name, isVerified. */
export function publicUser(customer: Customer) {
	return { _id: String(customer.id), phone: customer.phone, name: customer.name, isVerified: customer.isVerified }
}
export type PublicUser = ReturnType<typeof publicUser>

/** A refusal with the HTTP status that fits it and the customer-facing message. */
export interface AccountFailure {
	ok: false
	status: 400 | 401 | 409 | 429 | 502
	message: string
	retryAfterSeconds?: number
}

export const PHONE_TAKEN_MESSAGE = 'This mobile number already has an account. Log in, or reset your password.'
export const LOGIN_FAILED_MESSAGE = 'Incorrect mobile number or password.'
export const SMS_FAILED_MESSAGE = 'We could not send the SMS just now. Please try again in a minute.'
export const RESET_SENT_MESSAGE = 'If this number has an account, we have sent it a code by SMS.'

interface RequestFacts {
	ip: string
	now?: Date
}

async function findByPhone(db: Db, phone: E164Phone) {
	return db.selectFrom('users').select(USER_COLUMNS).where('phone', '=', phone).executeTakeFirst()
}

async function otpSms(db: Db, code: string, purpose: OtpPurpose) {
	const [{ businessName }, host] = [await getShopSettings(db, getEnv()), new URL(getEnv().publicUrl).host]
	const what = purpose === 'register' ? 'to create your account' : 'to reset your password'
	const minutes = OTP_TTL_MS / 60_000
	// The last line lets phones offer the code for this site only (WebOTP / domain-bound codes).
	return `${code} is your ${businessName} code ${what}. It expires in ${minutes} minutes. Never share it.\n\n@${host} #${code}`
}

/**
 * POST /api/auth/send-otp: check the details, then text a code to the phone. A number that
 * already has an account gets the same answer, under the same limits, and is texted a notice
 * instead of a code: the form cannot tell anyone who is a customer, and the owner of the number
 * learns that someone tried.
 */
export async function startRegistration(
	db: Db,
	{ phone }: { name: string; phone: E164Phone; password: string },
	{ ip, now = new Date() }: RequestFacts,
): Promise<{ ok: true; expiresAt: string } | AccountFailure> {
	const issued = await issueOtp(db, { phone, purpose: 'register', ip, now })
	if (!issued.ok) return { ok: false, status: 429, message: issued.message, retryAfterSeconds: issued.retryAfterSeconds }
	const existing = await findByPhone(db, phone)
	const status = existing?.is_verified
		? await sendSms(db, { to: phone, body: await accountExistsSms(db) })
		: await sendSms(db, { to: phone, body: await otpSms(db, issued.code, 'register'), secret: issued.code })
	if (status === 'failed') return { ok: false, status: 502, message: SMS_FAILED_MESSAGE }
	return { ok: true, expiresAt: issued.expiresAt }
}

async function accountExistsSms(db: Db) {
	const { businessName } = await getShopSettings(db, getEnv())
	const base = getEnv().publicUrl
	return (
		`Someone asked to create a ${businessName} account with this number, which already has one. ` +
		`If it was you, log in at ${base}/account/login or reset your password at ${base}/account/reset. If not, you can ignore this message.`
	)
}

/** POST /api/auth/verify-otp: the right code creates the verified user. */
export async function completeRegistration(
	db: Db,
	{ name, phone, password, otp }: { name: string; phone: E164Phone; password: string; otp: string },
	{ now = new Date() }: { now?: Date } = {},
): Promise<{ ok: true; customer: Customer } | AccountFailure> {
	const usable = await usableOtp(db, { phone, purpose: 'register', now })
	if (!usable.ok) return otpFailure(usable)
	const passwordHash = await hashPassword(password) // slow on purpose: before the write lock
	return writeTransaction(db, async (tx) => {
		// The code first: a number with an account was never texted one, so a guess fails here
		// exactly as it does for a new number, and only the phone's owner ever learns it is taken.
		const verified = await verifyOtp(tx, { phone, purpose: 'register', code: otp, now })
		if (!verified.ok) return otpFailure(verified)
		const existing = await findByPhone(tx, phone)
		if (existing?.is_verified) return { ok: false, status: 409, message: PHONE_TAKEN_MESSAGE } as const
		let id: number
		if (existing) {
			// An unverified row (none are made today, but the flag exists): the code proves the phone.
			await tx.updateTable('users').set({ name, password_hash: passwordHash, is_verified: 1 }).where('id', '=', existing.id).execute()
			id = existing.id
		} else {
			const inserted = await tx
				.insertInto('users')
				.values({ name, phone, password_hash: passwordHash, is_verified: 1, created_at: now.toISOString() })
				.returning('id')
				.executeTakeFirstOrThrow()
			id = inserted.id
		}
		return { ok: true, customer: { id, name, phone, isVerified: true } } as const
	})
}

function otpFailure(result: Extract<VerifyOtpResult, { ok: false }>): AccountFailure {
	return { ok: false, status: result.reason === 'too-many-attempts' ? 429 : 400, message: result.message }
}

let dummyHash: Promise<string> | undefined
/** Checked against when the phone has no account, so both answers take as long. */
function timingDummy() {
	dummyHash ??= hashPassword('no-such-account-dummy-password')
	return dummyHash
}

/**
 * POST /api/auth/login: phone and password, throttled per address and per number (or per
 * known device: `device` is the id of this browser's device cookie for this number).
 * sessionVersion is read with the password, for the session the caller starts.
 */
export async function logIn(
	db: Db,
	{ phone, password }: { phone: E164Phone; password: string },
	{ ip, now = currentTime(), device }: RequestFacts & { device?: string | null },
): Promise<{ ok: true; customer: Customer; sessionVersion: number } | AccountFailure> {
	const attempt = { ip, account: phone, device }
	const at = { now: now.getTime(), db }
	const verdict = await customerLoginThrottle.begin(attempt, at)
	if (!verdict.ok) return { ok: false, status: 429, message: verdict.message, retryAfterSeconds: verdict.retryAfterSeconds }
	const user = await findByPhone(db, phone)
	const matches = await verifyPassword(user?.password_hash ?? (await timingDummy()), password)
	if (!user || !matches) return { ok: false, status: 401, message: LOGIN_FAILED_MESSAGE }
	if (!user.is_verified) return { ok: false, status: 401, message: 'This number is not verified yet. Register again to get a new code.' }
	await customerLoginThrottle.succeeded(attempt, at)
	return { ok: true, customer: toCustomer(user), sessionVersion: user.session_version }
}

/**
 * POST /api/auth/send-reset-otp. The answer is the same whether or not the phone has an
 * account (the code is made and counted either way, and only texted to a real account), so
 * the reset form cannot be used to find out who is a customer.
 */
export async function startPasswordReset(
	db: Db,
	{ phone }: { phone: E164Phone },
	{ ip, now = new Date() }: RequestFacts,
): Promise<{ ok: true; expiresAt: string } | AccountFailure> {
	const issued = await issueOtp(db, { phone, purpose: 'reset', ip, now })
	if (!issued.ok) return { ok: false, status: 429, message: issued.message, retryAfterSeconds: issued.retryAfterSeconds }
	const user = await findByPhone(db, phone)
	if (user?.is_verified) await sendSms(db, { to: phone, body: await otpSms(db, issued.code, 'reset'), secret: issued.code })
	return { ok: true, expiresAt: issued.expiresAt }
}

/** POST /api/auth/verify-reset-otp: the right code sets the new password. */
export async function completePasswordReset(
	db: Db,
	{ phone, otp, newPassword }: { phone: E164Phone; otp: string; newPassword: string },
	{ now = new Date() }: { now?: Date } = {},
): Promise<{ ok: true; customer: Customer } | AccountFailure> {
	const usable = await usableOtp(db, { phone, purpose: 'reset', now })
	if (!usable.ok) return otpFailure(usable)
	const passwordHash = await hashPassword(newPassword)
	return writeTransaction(db, async (tx) => {
		const verified = await verifyOtp(tx, { phone, purpose: 'reset', code: otp, now })
		if (!verified.ok) return otpFailure(verified)
		const user = await findByPhone(tx, phone)
		if (!user?.is_verified) return { ok: false, status: 400, message: OTP_INVALID_MESSAGE } as const
		// a new password ends every session made with the old one
		await tx
			.updateTable('users')
			.set((eb) => ({ password_hash: passwordHash, session_version: eb('session_version', '+', 1) }))
			.where('id', '=', user.id)
			.execute()
		await endSessionsOf(tx, 'customer', user.id)
		await customerLoginThrottle.clearAccount(phone, { db: tx })
		return { ok: true, customer: toCustomer(user) } as const
	})
}
