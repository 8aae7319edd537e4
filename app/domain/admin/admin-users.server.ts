import crypto from 'node:crypto'
import type { Db } from '#app/lib/db.server'
import { hashPassword } from '#app/lib/password.server'

export type EnsureAdminResult =
	| { action: 'created' | 'updated'; username: string; generatedPassword?: undefined }
	| { action: 'generated'; username: string; generatedPassword: string }
	| { action: 'unchanged'; username?: undefined; generatedPassword?: undefined }

/**
 * Start-up rule for the owner's login: ADMIN_USERNAME/ADMIN_PASSWORD create or update that
 * admin; with neither set and no admin yet, an `admin` with a random password is created and
 * the password handed back once so the caller can print it.
 */
export async function ensureAdmin(db: Db, credentials: { username?: string; password?: string }): Promise<EnsureAdminResult> {
	if (credentials.username && credentials.password) {
		const passwordHash = await hashPassword(credentials.password)
		const existing = await db.selectFrom('admin_users').select('id').where('username', '=', credentials.username).executeTakeFirst()
		if (existing) {
			await db.updateTable('admin_users').set({ password_hash: passwordHash }).where('id', '=', existing.id).execute()
			return { action: 'updated', username: credentials.username }
		}
		await db.insertInto('admin_users').values({ username: credentials.username, password_hash: passwordHash }).execute()
		return { action: 'created', username: credentials.username }
	}
	const any = await db.selectFrom('admin_users').select('id').limit(1).executeTakeFirst()
	if (any) return { action: 'unchanged' }
	const generatedPassword = crypto.randomBytes(12).toString('base64url')
	await db.insertInto('admin_users').values({ username: 'admin', password_hash: await hashPassword(generatedPassword) }).execute()
	return { action: 'generated', username: 'admin', generatedPassword }
}
