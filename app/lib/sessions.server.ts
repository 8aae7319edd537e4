import crypto from 'node:crypto'
import { createCookie, type Cookie } from 'react-router'
import { currentTime } from './clock.server'
import { type Db, nowIso } from './db.server'
import { getEnv } from './env.server'

// Server-side sessions for the admin and the customer. The cookie carries only a random id
// (signed, http-only, SameSite=Lax); the row, found by the id's SHA-256, says whose session it
// is, until when, and under which of the user's session versions it began. So logging out
// deletes the row, a password change bumps the user's version (every older session stops
// working) and expiry is checked on the server, whatever the browser keeps.

export type SessionKind = 'admin' | 'customer'

export interface SessionRecord {
	userId: number
	/** the user's session_version when the session began; the caller compares it with today's */
	userVersion: number
	expiresAt: string
}

function secure() {
	return getEnv().publicUrl.startsWith('https://')
}

// one per cookie name the code uses (two), so bounded by the code itself
const cookies = new Map<string, Cookie>()
/** The signed, http-only cookie that carries a session id (one per cookie name). */
export function sessionIdCookie(name: string, maxAgeSeconds: number) {
	let cookie = cookies.get(name)
	if (!cookie) {
		cookie = createCookie(name, {
			httpOnly: true,
			sameSite: 'lax',
			path: '/',
			secure: secure(),
			maxAge: maxAgeSeconds,
			secrets: [getEnv().sessionSecret],
		})
		cookies.set(name, cookie)
	}
	return cookie
}

/** The Set-Cookie that makes the browser forget a session cookie (as React Router's destroySession). */
export function clearedCookie(cookie: Cookie) {
	return cookie.serialize('', { maxAge: undefined, expires: new Date(0) })
}

function hashId(id: string) {
	return crypto.createHash('sha256').update(id).digest('hex')
}

const ID_PATTERN = /^[A-Za-z0-9_-]{43}$/

/**
 * Begins a new session and returns its id (always a fresh one: a login never keeps an id the
 * browser brought along). Expired rows are swept at the same time.
 */
export async function startSession(
	db: Db,
	{ kind, userId, userVersion, ttlMs, now = currentTime() }: { kind: SessionKind; userId: number; userVersion: number; ttlMs: number; now?: Date },
) {
	const id = crypto.randomBytes(32).toString('base64url')
	await db.deleteFrom('sessions').where('expires_at', '<=', nowIso(now)).execute()
	await db
		.insertInto('sessions')
		.values({ token_hash: hashId(id), kind, user_id: userId, user_version: userVersion, expires_at: nowIso(new Date(now.getTime() + ttlMs)) })
		.execute()
	return id
}

/** The live session with this id, or null (unknown, ended, expired, or of the other kind). */
export async function findSession(db: Db, kind: SessionKind, id: unknown, now = currentTime()): Promise<SessionRecord | null> {
	if (typeof id !== 'string' || !ID_PATTERN.test(id)) return null
	const row = await db
		.selectFrom('sessions')
		.select(['user_id', 'user_version', 'expires_at'])
		.where('token_hash', '=', hashId(id))
		.where('kind', '=', kind)
		.where('expires_at', '>', nowIso(now))
		.executeTakeFirst()
	return row ? { userId: row.user_id, userVersion: row.user_version, expiresAt: row.expires_at } : null
}

/** Ends one session (logout). Unknown ids are ignored. */
export async function endSession(db: Db, kind: SessionKind, id: unknown) {
	if (typeof id !== 'string' || !ID_PATTERN.test(id)) return
	await db.deleteFrom('sessions').where('token_hash', '=', hashId(id)).where('kind', '=', kind).execute()
}

/** Ends every session of one user (a password change, a disabled login). */
export async function endSessionsOf(db: Db, kind: SessionKind, userId: number) {
	await db.deleteFrom('sessions').where('kind', '=', kind).where('user_id', '=', userId).execute()
}
