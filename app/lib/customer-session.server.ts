import crypto from 'node:crypto'
import { createCookie, redirect } from 'react-router'
import { currentTime } from './clock.server'
import { type Customer, findCustomerById } from './customer-identity.server'
import { getDb, type Db } from './db.server'
import { getEnv } from './env.server'
import type { E164Phone } from './phone'
import { knownDevice, rememberDevice } from './login-device.server'
import { safeRedirect } from './safe-redirect'
import { clearedCookie, endSession, findSession, sessionIdCookie, startSession } from './sessions.server'
import { redirectWithToast } from './toast.server'

// The customer's own session, separate from the admin's (app/lib/auth.server.ts): a
// server-side session (app/lib/sessions.server.ts) whose random id travels in a signed,
// http-only, SameSite=Lax cookie. Logging out deletes it; a password reset bumps the
// customer's session version, which ends every session made before.

const SESSION_MAX_AGE_S = 60 * 60 * 24 * 30
export const LOGIN_FIRST_MESSAGE = 'Please login first' // spec §5/§8 wording
const CUSTOMER_DEVICE_COOKIE = 'customer_device'

function secure() {
	return getEnv().publicUrl.startsWith('https://')
}

function sessionCookie() {
	return sessionIdCookie('customer_session', SESSION_MAX_AGE_S)
}

/** The logged-in customer, or null (no cookie, a forged or ended one, or the password changed since). */
export async function getCustomer(request: Request, db: Db = getDb(), now = currentTime()): Promise<Customer | null> {
	const session = await findSession(db, 'customer', await sessionCookie().parse(request.headers.get('Cookie')), now)
	if (!session) return null
	const found = await findCustomerById(db, session.userId)
	if (!found || !found.isVerified || found.sessionVersion !== session.userVersion) return null
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

/**
 * The Set-Cookie value that logs a customer in: always a new session id (no fixation); a
 * session the browser brought along is ended. Pass the session version logIn() read with the
 * password, so a reset that lands meanwhile still ends this session; with only an id, today's.
 */
export async function customerLoginCookie(
	customer: number | { id: number; sessionVersion: number },
	db: Db = getDb(),
	{ now = currentTime(), replacing }: { now?: Date; replacing?: Request } = {},
) {
	const id = typeof customer === 'number' ? customer : customer.id
	let version = typeof customer === 'number' ? undefined : customer.sessionVersion
	if (version === undefined) {
		const found = await findCustomerById(db, id)
		if (!found) throw new Error(`customer ${id} vanished while logging in`)
		version = found.sessionVersion
	}
	if (replacing) await endSession(db, 'customer', await sessionCookie().parse(replacing.headers.get('Cookie')))
	const sessionId = await startSession(db, { kind: 'customer', userId: id, userVersion: version, ttlMs: SESSION_MAX_AGE_S * 1000, now })
	return sessionCookie().serialize(sessionId)
}

/** Logs this browser out (spec: logout goes to the root path), with the toast that says so. */
export async function logOutCustomer(request: Request) {
	return redirectWithToast('/', { type: 'success', title: 'You have logged out.' }, { headers: { 'Set-Cookie': await customerLogoutCookie(request) } })
}

/** Ends this browser's customer session on the server; the Set-Cookie that clears the cookie. */
export async function customerLogoutCookie(request: Request, db: Db = getDb()) {
	await endSession(db, 'customer', await sessionCookie().parse(request.headers.get('Cookie')))
	return clearedCookie(sessionCookie())
}

/** The device id of this browser when it has logged in to this (normalised) phone's account before. */
export function knownCustomerDevice(request: Request, phone: string) {
	return knownDevice(request, CUSTOMER_DEVICE_COOKIE, phone)
}

/** Set-Cookie remembering this browser as one the account of `phone` logs in from. */
export function rememberCustomerDevice(request: Request, phone: string) {
	return rememberDevice(request, CUSTOMER_DEVICE_COOKIE, phone)
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
	| { kind: 'register'; name: string; phone: E164Phone; password: string }
	| { kind: 'reset'; phone: E164Phone }

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
