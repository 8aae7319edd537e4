import { createCookieSessionStorage, redirect } from 'react-router'
import { Authenticator } from 'remix-auth'
import { FormStrategy } from 'remix-auth-form'
import {
	type AdminIdentity,
	findAdminById,
	findAdminByToken,
	verifyAdminCredentials,
} from '#app/domain/admin/admin-auth.server'
import { AdminLoginSchema, BAD_CREDENTIALS, LOGIN_FAILED } from '#app/domain/admin/login-schema'
import { type Db, getDb } from './db.server'
import { getEnv } from './env.server'
import { createRateLimiter, retryIn } from './rate-limit.server'
import { safeRedirect } from './safe-redirect'

export type { AdminIdentity }

// ARCHITECTURE: Auth. The admin pages use a signed, http-only, SameSite=Lax cookie session
// (remix-auth form strategy); API clients send 'Authorization: Bearer <token>' from
// POST /api/admin/login. requireAdmin(request) accepts either, and is the one guard of every
// admin loader, action and API route.

export const ADMIN_LOGIN_PATH = '/login/admin'
const SESSION_DAYS = 7 // the owner works from a phone between jobs: a week between logins

interface AdminSessionData {
	adminId: number
	/** ISO time; checked on the server too, since a signed cookie could be replayed after maxAge */
	expiresAt: string
}

let sessionStorage: ReturnType<typeof createCookieSessionStorage<AdminSessionData>> | undefined
function getAdminSessionStorage() {
	const env = getEnv()
	sessionStorage ??= createCookieSessionStorage<AdminSessionData>({
		cookie: {
			name: 'admin_session',
			httpOnly: true,
			sameSite: 'lax',
			path: '/',
			secure: env.publicUrl.startsWith('https://'),
			maxAge: SESSION_DAYS * 24 * 3600,
			secrets: [env.sessionSecret],
		},
	})
	return sessionStorage
}

// Login attempts per client IP and per user ID; a successful login clears both counters.
const WINDOW_MS = 15 * 60_000
const attemptsByIp = createRateLimiter({ max: 20, windowMs: WINDOW_MS })
const attemptsByUser = createRateLimiter({ max: 8, windowMs: WINDOW_MS })

export class AdminLoginError extends Error {
	constructor(
		message: string,
		public status: 400 | 401 | 429,
	) {
		super(message)
		this.name = 'AdminLoginError'
	}
}

/** The one login rule, shared by the form login and POST /api/admin/login. Throws AdminLoginError. */
export async function authenticateAdmin(db: Db, input: { username: string; password: string; clientIp: string }): Promise<AdminIdentity> {
	const ipKey = `ip:${input.clientIp}`
	const userKey = `user:${input.username.toLowerCase()}`
	const byIp = attemptsByIp.hit(ipKey)
	const byUser = attemptsByUser.hit(userKey)
	if (!byIp.ok || !byUser.ok) {
		const wait = Math.max(byIp.retryAfterSeconds, byUser.retryAfterSeconds)
		throw new AdminLoginError(`Too many login attempts. Try again ${retryIn(wait)}.`, 429)
	}
	const admin = await verifyAdminCredentials(db, input.username, input.password)
	if (!admin) throw new AdminLoginError(BAD_CREDENTIALS, 401)
	attemptsByIp.reset(ipKey)
	attemptsByUser.reset(userKey)
	return admin
}

/**
 * Logs in from the /login/admin form through remix-auth's form strategy. The strategy reads
 * the body itself, so the caller must only have read a clone of it.
 */
export async function authenticateAdminForm(request: Request, clientIp: string): Promise<AdminIdentity> {
	const authenticator = new Authenticator<AdminIdentity>().use(
		new FormStrategy(async ({ form }) => {
			const parsed = AdminLoginSchema.safeParse(Object.fromEntries(form))
			if (!parsed.success) throw new AdminLoginError(LOGIN_FAILED, 400)
			return authenticateAdmin(getDb(), { ...parsed.data, clientIp })
		}),
		'admin-form',
	)
	return authenticator.authenticate('admin-form', request)
}

/** Set-Cookie for a fresh session (never reusing the one the browser sent: no fixation). */
export async function commitAdminSession(admin: AdminIdentity, now = new Date()) {
	const storage = getAdminSessionStorage()
	const session = await storage.getSession()
	session.set('adminId', admin.id)
	session.set('expiresAt', new Date(now.getTime() + SESSION_DAYS * 24 * 3600_000).toISOString())
	return storage.commitSession(session)
}

export async function destroyAdminSession(request: Request) {
	const storage = getAdminSessionStorage()
	return storage.destroySession(await storage.getSession(request.headers.get('Cookie')))
}

/** The logged-in admin of this request (bearer token or session cookie), or null. */
export async function getAdmin(request: Request): Promise<AdminIdentity | null> {
	const db = getDb()
	const authorization = request.headers.get('Authorization')
	const bearer = authorization?.match(/^Bearer\s+(\S+)$/i)?.[1]
	if (bearer) return findAdminByToken(db, bearer)
	const session = await getAdminSessionStorage().getSession(request.headers.get('Cookie'))
	const adminId = session.get('adminId')
	const expiresAt = session.get('expiresAt')
	if (typeof adminId !== 'number' || typeof expiresAt !== 'string' || !(Date.parse(expiresAt) > Date.now())) return null
	return findAdminById(db, adminId)
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
