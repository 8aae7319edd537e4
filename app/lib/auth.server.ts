import { redirect } from 'react-router'
import { Authenticator } from 'remix-auth'
import { FormStrategy } from 'remix-auth-form'
import {
	type AdminIdentity,
	type AdminLogin,
	findAdminByToken,
	findAdminForSession,
	revokeAdminToken,
	verifyAdminCredentials,
} from './admin-auth.server'
import { AdminLoginSchema, BAD_CREDENTIALS, LOGIN_FAILED } from './admin-login-schema'
import { currentTime } from './clock.server'
import { type Db, getDb } from './db.server'
import { knownDevice, rememberDevice } from './login-device.server'
import { adminLoginThrottle } from './rate-limits/limits.server'
import { safeRedirect } from './safe-redirect'
import { clearedCookie, endSession, findSession, sessionIdCookie, startSession } from './sessions.server'
import { redirectWithToast } from './toast.server'

export type { AdminIdentity, AdminLogin }

// ARCHITECTURE: Auth. The admin pages use a server-side session whose random id travels in a
// signed, http-only, SameSite=Lax cookie (remix-auth form strategy for the login); API
// clients send 'Authorization: Bearer <token>' from POST /api/admin/login. requireAdmin(request)
// accepts either, and is the one guard of every admin loader, action and API route.

export const ADMIN_LOGIN_PATH = '/login/admin'
const SESSION_DAYS = 7 // the owner works from a phone between jobs: a week between logins
const SESSION_MS = SESSION_DAYS * 24 * 3600_000
const ADMIN_DEVICE_COOKIE = 'admin_device'

function adminSessionCookie() {
	return sessionIdCookie('admin_session', SESSION_DAYS * 24 * 3600)
}

export class AdminLoginError extends Error {
	constructor(
		message: string,
		public status: 400 | 401 | 429,
		public retryAfterSeconds?: number,
	) {
		super(message)
		this.name = 'AdminLoginError'
	}
}

export interface AdminLoginInput {
	username: string
	password: string
	clientIp: string
	/** the id of this browser's device cookie for this user ID (knownAdminDevice), if any */
	device?: string | null
	now?: Date
}

/** The one login rule, shared by the form login and POST /api/admin/login. Throws AdminLoginError. */
export async function authenticateAdmin(db: Db, input: AdminLoginInput): Promise<AdminLogin> {
	const now = input.now ?? currentTime()
	const attempt = { ip: input.clientIp, account: input.username.toLowerCase(), device: input.device }
	const at = { now: now.getTime(), db }
	const verdict = await adminLoginThrottle.begin(attempt, at)
	if (!verdict.ok) throw new AdminLoginError(verdict.message, 429, verdict.retryAfterSeconds)
	const admin = await verifyAdminCredentials(db, input.username, input.password)
	if (!admin) throw new AdminLoginError(BAD_CREDENTIALS, 401)
	await adminLoginThrottle.succeeded(attempt, at)
	return admin
}

/** The device id of this browser when it has logged in as `username` before. */
export function knownAdminDevice(request: Request, username: string) {
	return knownDevice(request, ADMIN_DEVICE_COOKIE, username.toLowerCase())
}

/** Set-Cookie remembering this browser as one `username` logs in from. */
export function rememberAdminDevice(request: Request, username: string) {
	return rememberDevice(request, ADMIN_DEVICE_COOKIE, username.toLowerCase())
}

/**
 * Logs in from the /login/admin form through remix-auth's form strategy. The strategy reads
 * the body itself, so the caller must only have read a clone of it.
 */
export async function authenticateAdminForm(request: Request, facts: { clientIp: string; now?: Date }): Promise<AdminLogin> {
	const authenticator = new Authenticator<AdminLogin>().use(
		new FormStrategy(async ({ form }) => {
			const parsed = AdminLoginSchema.safeParse(Object.fromEntries(form))
			if (!parsed.success) throw new AdminLoginError(LOGIN_FAILED, 400)
			const device = await knownAdminDevice(request, parsed.data.username)
			return authenticateAdmin(getDb(), { ...parsed.data, ...facts, device })
		}),
		'admin-form',
	)
	return authenticator.authenticate('admin-form', request)
}

/**
 * Set-Cookie for a new server-side session: always a new id, never the one the browser sent
 * (no fixation); a session the browser brought along is ended.
 */
export async function commitAdminSession(admin: AdminLogin, { now = currentTime(), replacing }: { now?: Date; replacing?: Request } = {}) {
	const db = getDb()
	if (replacing) await endSession(db, 'admin', await adminSessionCookie().parse(replacing.headers.get('Cookie')))
	const id = await startSession(db, { kind: 'admin', userId: admin.id, userVersion: admin.sessionVersion, ttlMs: SESSION_MS, now })
	return adminSessionCookie().serialize(id)
}

/** Logs this browser out of the admin (spec: logout clears the session and goes to /login/admin). */
export async function logOutAdmin(request: Request) {
	return redirectWithToast(ADMIN_LOGIN_PATH, { type: 'success', title: 'You are logged out.' }, { headers: { 'Set-Cookie': await destroyAdminSession(request) } })
}

/** Ends this browser's admin session on the server; the Set-Cookie that clears the cookie. */
export async function destroyAdminSession(request: Request) {
	const cookie = adminSessionCookie()
	await endSession(getDb(), 'admin', await cookie.parse(request.headers.get('Cookie')))
	return clearedCookie(cookie)
}

function bearerToken(request: Request) {
	return request.headers.get('Authorization')?.match(/^Bearer\s+(\S+)$/i)?.[1] ?? null
}

/**
 * Ends the credential this request was made with: its bearer token, else its session.
 * Returns the Set-Cookie that clears the session cookie when there was one.
 */
export async function endAdminCredential(request: Request): Promise<string | null> {
	const token = bearerToken(request)
	if (token) {
		await revokeAdminToken(getDb(), token)
		return null
	}
	return destroyAdminSession(request)
}

/** The logged-in admin of this request (bearer token or session cookie), or null. */
export async function getAdmin(request: Request, now = currentTime()): Promise<AdminIdentity | null> {
	const db = getDb()
	const bearer = bearerToken(request)
	if (bearer) return findAdminByToken(db, bearer, now)
	const session = await findSession(db, 'admin', await adminSessionCookie().parse(request.headers.get('Cookie')), now)
	return session ? findAdminForSession(db, session) : null
}

/**
 * The guard: first line of every admin loader and action. Pages without a login are sent to
 * /login/admin (and back afterwards); /api/* calls get 401 JSON.
 */
export async function requireAdmin(request: Request): Promise<AdminIdentity> {
	const admin = await getAdmin(request)
	if (admin) return admin
	const url = new URL(request.url)
	if (url.pathname.startsWith('/api/')) {
		throw Response.json(
			{ error: 'Please log in as the admin to do this.' },
			{ status: 401, headers: { 'WWW-Authenticate': 'Bearer', 'Cache-Control': 'no-store' } },
		)
	}
	const back = request.method === 'GET' ? url.pathname + url.search : url.pathname
	throw redirect(`${ADMIN_LOGIN_PATH}?${new URLSearchParams({ redirectTo: back })}`)
}

/** Where an admin form post goes back to: its posted redirectTo when that is on the same tab. */
export function adminReturnPath(form: FormData, tabPath: string) {
	const target = safeRedirect(form.get('redirectTo'), tabPath)
	return target === tabPath || target.startsWith(`${tabPath}?`) ? target : tabPath
}
