import crypto from 'node:crypto'
import { createCookie, createCookieSessionStorage, redirect } from 'react-router'
import { findCustomerById, type Customer } from '#app/domain/accounts/accounts.server'
import { getDb, type Db } from './db.server'
import { getEnv } from './env.server'
import { safeRedirect } from './safe-redirect'

// The customer's own session (issue 8), separate from the admin's (app/lib/auth.server.ts):
// a signed, http-only, SameSite=Lax cookie that holds the user id and a key derived from the
// password hash, so changing the password (reset) logs out every other browser.

const SESSION_MAX_AGE_S = 60 * 60 * 24 * 30
export const LOGIN_FIRST_MESSAGE = 'Please login first' // spec §5/§8 wording

type SessionData = { userId: number; key: string }

function secure() {
	return getEnv().publicUrl.startsWith('https://')
}

let storage: ReturnType<typeof createCookieSessionStorage<SessionData>> | undefined
function getStorage() {
	storage ??= createCookieSessionStorage<SessionData>({
		cookie: {
			name: 'customer_session',
			httpOnly: true,
			sameSite: 'lax',
			path: '/',
			secure: secure(),
			maxAge: SESSION_MAX_AGE_S,
			secrets: [getEnv().sessionSecret],
		},
	})
	return storage
}

function passwordKey(passwordHash: string) {
	return crypto.createHmac('sha256', getEnv().sessionSecret).update(`customer-session:${passwordHash}`).digest('base64url').slice(0, 22)
}

function sameKey(a: string, b: string) {
	const left = Buffer.from(a)
	const right = Buffer.from(b)
	return left.length === right.length && crypto.timingSafeEqual(left, right)
}

/** The logged-in customer, or null (no cookie, a tampered one, or the password changed since). */
export async function getCustomer(request: Request, db: Db = getDb()): Promise<Customer | null> {
	const session = await getStorage().getSession(request.headers.get('Cookie'))
	const userId = session.get('userId')
	const key = session.get('key')
	if (typeof userId !== 'number' || typeof key !== 'string') return null
	const found = await findCustomerById(db, userId)
	if (!found || !found.isVerified || !sameKey(key, passwordKey(found.passwordHash))) return null
	return { id: found.id, name: found.name, phone: found.phone, isVerified: found.isVerified }
}

/**
 * First line of every customer-only loader and action (STYLE habit 5): pages redirect to the
 * login page (and back afterwards); /api answers 401 JSON with the spec's message.
 */
export async function requireCustomer(request: Request, db: Db = getDb()): Promise<Customer> {
	const customer = await getCustomer(request, db)
	if (customer) return customer
	const url = new URL(request.url)
	if (url.pathname.startsWith('/api/')) {
		throw Response.json({ message: LOGIN_FIRST_MESSAGE }, { status: 401, headers: { 'Cache-Control': 'no-store' } })
	}
	const back = request.method === 'GET' ? `${url.pathname}${url.search}` : url.pathname
	throw redirect(`/account/login?${new URLSearchParams({ redirectTo: back })}`, 303)
}

/** The Set-Cookie value that logs `customerId` in. */
export async function customerLoginCookie(customerId: number, db: Db = getDb()) {
	const found = await findCustomerById(db, customerId)
	if (!found) throw new Error(`customer ${customerId} vanished while logging in`)
	const session = await getStorage().getSession()
	session.set('userId', found.id)
	session.set('key', passwordKey(found.passwordHash))
	return getStorage().commitSession(session)
}

/** The Set-Cookie value that logs the customer out. */
export async function customerLogoutCookie(request: Request) {
	const session = await getStorage().getSession(request.headers.get('Cookie'))
	return getStorage().destroySession(session)
}

/** Where to go after logging in: a local path from the form, else the account page. */
export function afterLoginPath(target: FormDataEntryValue | string | null | undefined) {
	const path = safeRedirect(target, '/account')
	return path.startsWith('/account/login') || path.startsWith('/account/logout') ? '/account' : path
}

// A registration or reset in progress between its two page steps: what the customer typed in
// the first step (for registration, the password too) waits in an encrypted, http-only cookie
// for 15 minutes, so the code step never puts the password into the page.

const PENDING_MAX_AGE_S = 15 * 60

export type PendingStep =
	| { kind: 'register'; name: string; phone: string; password: string }
	| { kind: 'reset'; phone: string }

let pendingCookie: ReturnType<typeof createCookie> | undefined
function getPendingCookie() {
	pendingCookie ??= createCookie('account_pending', {
		httpOnly: true,
		sameSite: 'lax',
		path: '/account',
		secure: secure(),
		maxAge: PENDING_MAX_AGE_S,
		secrets: [getEnv().sessionSecret],
	})
	return pendingCookie
}

function pendingKey() {
	return crypto.createHash('sha256').update(`account-pending:${getEnv().sessionSecret}`).digest()
}

function seal(value: unknown) {
	const iv = crypto.randomBytes(12)
	const cipher = crypto.createCipheriv('aes-256-gcm', pendingKey(), iv)
	const body = Buffer.concat([cipher.update(JSON.stringify(value), 'utf8'), cipher.final()])
	return Buffer.concat([iv, cipher.getAuthTag(), body]).toString('base64url')
}

function unseal(sealed: string): unknown {
	try {
		const raw = Buffer.from(sealed, 'base64url')
		const decipher = crypto.createDecipheriv('aes-256-gcm', pendingKey(), raw.subarray(0, 12))
		decipher.setAuthTag(raw.subarray(12, 28))
		return JSON.parse(Buffer.concat([decipher.update(raw.subarray(28)), decipher.final()]).toString('utf8'))
	} catch {
		return null
	}
}

export async function pendingStepCookie(step: PendingStep, now = new Date()) {
	return getPendingCookie().serialize(seal({ ...step, exp: now.getTime() + PENDING_MAX_AGE_S * 1000 }))
}

export async function readPendingStep<K extends PendingStep['kind']>(
	request: Request,
	kind: K,
	now = new Date(),
): Promise<Extract<PendingStep, { kind: K }> | null> {
	const sealed: unknown = await getPendingCookie().parse(request.headers.get('Cookie'))
	if (typeof sealed !== 'string') return null
	const value = unseal(sealed) as (PendingStep & { exp: number }) | null
	if (!value || value.kind !== kind || typeof value.exp !== 'number' || value.exp <= now.getTime()) return null
	const { exp: _exp, ...step } = value
	return step as Extract<PendingStep, { kind: K }>
}

export async function clearPendingStepCookie() {
	return getPendingCookie().serialize('', { maxAge: 0 })
}
