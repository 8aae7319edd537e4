import crypto from 'node:crypto'
import { currentTime } from '#app/lib/clock.server'
import { type Db, nowIso } from '#app/lib/db.server'
import { verifyPassword } from '#app/lib/password.server'

export interface AdminIdentity {
	id: number
	username: string
}

/** An admin who has just proven the password, with the session version sessions are issued under. */
export interface AdminLogin extends AdminIdentity {
	sessionVersion: number
}

/** API tokens from POST /api/admin/login live this long (spec §7: an expiring token). */
export const ADMIN_TOKEN_HOURS = 12

// argon2id hash of a random string nobody knows (only used to spend the same time).
const UNKNOWN_USER_HASH = '$argon2id$v=19$m=19456,t=2,p=1$r0V0E2nQpaFRJic2gQOOPQ$pZ26Mxt02ALRPUnCIj4TqAhuSxbIWjQtXeRSI2A70pI'

/**
 * The admin with these credentials, or null. A disabled login never matches. Takes about as
 * long when the user does not exist. The session version is read with the password hash, so a
 * password change that lands while this login is checked still ends the session it starts.
 */
export async function verifyAdminCredentials(db: Db, username: string, password: string): Promise<AdminLogin | null> {
	const row = await db
		.selectFrom('admin_users')
		.select(['id', 'username', 'password_hash', 'session_version'])
		.where('username', '=', username)
		.where('disabled_at', 'is', null)
		.executeTakeFirst()
	// Verify against a throw-away hash for unknown users too, so timing does not reveal user IDs.
	const ok = await verifyPassword(row?.password_hash ?? UNKNOWN_USER_HASH, password)
	return row && ok ? { id: row.id, username: row.username, sessionVersion: row.session_version } : null
}

/** The admin a session belongs to, while the login is enabled and its password unchanged since. */
export async function findAdminForSession(db: Db, session: { userId: number; userVersion: number }): Promise<AdminIdentity | null> {
	const row = await db
		.selectFrom('admin_users')
		.select(['id', 'username'])
		.where('id', '=', session.userId)
		.where('session_version', '=', session.userVersion)
		.where('disabled_at', 'is', null)
		.executeTakeFirst()
	return row ?? null
}

function hashToken(token: string) {
	return crypto.createHash('sha256').update(token).digest('hex')
}

/**
 * Issues a random bearer token for an API client. Only its SHA-256 is stored (the token is
 * 256 random bits, so a fast hash is enough); expired tokens are swept at the same time.
 * The token works while the admin's session version is the one it was issued under.
 */
export async function createAdminToken(db: Db, admin: number | AdminLogin, now = currentTime()) {
	const adminId = typeof admin === 'number' ? admin : admin.id
	const version =
		typeof admin === 'number'
			? (await db.selectFrom('admin_users').select('session_version').where('id', '=', adminId).executeTakeFirstOrThrow()).session_version
			: admin.sessionVersion
	const token = crypto.randomBytes(32).toString('base64url')
	const expiresAt = new Date(now.getTime() + ADMIN_TOKEN_HOURS * 3600_000)
	await db.deleteFrom('admin_tokens').where('expires_at', '<=', nowIso(now)).execute()
	await db
		.insertInto('admin_tokens')
		.values({ admin_id: adminId, token_hash: hashToken(token), admin_version: version, expires_at: nowIso(expiresAt) })
		.execute()
	return { token, expiresAt: nowIso(expiresAt) }
}

const TOKEN_PATTERN = /^[A-Za-z0-9_-]{20,100}$/

/** The admin a bearer token belongs to, while it has not expired, been revoked or outlived a password change. */
export async function findAdminByToken(db: Db, token: string, now = currentTime()): Promise<AdminIdentity | null> {
	if (!TOKEN_PATTERN.test(token)) return null
	const row = await db
		.selectFrom('admin_tokens as t')
		.innerJoin('admin_users as u', 'u.id', 't.admin_id')
		.select(['u.id', 'u.username'])
		.where('t.token_hash', '=', hashToken(token))
		.where('t.expires_at', '>', nowIso(now))
		.whereRef('t.admin_version', '=', 'u.session_version')
		.where('u.disabled_at', 'is', null)
		.executeTakeFirst()
	return row ?? null
}

/** Revokes one bearer token (POST /api/admin/logout). */
export async function revokeAdminToken(db: Db, token: string) {
	if (!TOKEN_PATTERN.test(token)) return
	await db.deleteFrom('admin_tokens').where('token_hash', '=', hashToken(token)).execute()
}
