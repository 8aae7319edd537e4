import crypto from 'node:crypto'
import { currentTime } from '#app/lib/clock.server'
import { type Db, nowIso, writeTransaction } from '#app/lib/db.server'
import { hashPassword, verifyPassword } from '#app/lib/password.server'
import { endSessionsOf } from '#app/lib/sessions.server'

export const GENERATED_ADMIN = 'admin'

export type EnsureAdminResult = (
	| { action: 'created' | 'updated' | 'unchanged'; username: string; generatedPassword?: undefined }
	| { action: 'generated'; username: string; generatedPassword: string }
	| { action: 'unchanged'; username?: undefined; generatedPassword?: undefined }
) & {
	/** generated logins disabled because ADMIN_USERNAME names the owner's own */
	disabled: string[]
}

/**
 * Start-up rule for the owner's login. ADMIN_USERNAME/ADMIN_PASSWORD create that admin, or
 * change its password when it differs (which ends its sessions and API tokens; the same
 * password at every restart keeps them), and disable the generated `admin` login, whose
 * password was printed on a console. With neither set and no enabled admin, an `admin` with a
 * random password is made and the password handed back once so the caller can print it.
 */
export async function ensureAdmin(db: Db, credentials: { username?: string; password?: string }, now = currentTime()): Promise<EnsureAdminResult> {
	if (credentials.username && credentials.password) {
		const { username, password } = credentials
		const existing = await db.selectFrom('admin_users').select(['id', 'password_hash', 'disabled_at']).where('username', '=', username).executeTakeFirst()
		let action: 'created' | 'updated' | 'unchanged'
		if (!existing) {
			await db.insertInto('admin_users').values({ username, password_hash: await hashPassword(password) }).execute()
			action = 'created'
		} else if (await verifyPassword(existing.password_hash, password)) {
			action = existing.disabled_at ? 'updated' : 'unchanged'
		} else {
			await setAdminPassword(db, existing.id, password)
			action = 'updated'
		}
		// The configured login is the owner's own from now on, whatever it was before.
		await db.updateTable('admin_users').set({ generated: 0, disabled_at: null }).where('username', '=', username).execute()
		const disabled = await disableGeneratedAdmins(db, { except: username, now })
		return { action, username, disabled }
	}
	const enabled = await db.selectFrom('admin_users').select('id').where('disabled_at', 'is', null).limit(1).executeTakeFirst()
	if (enabled) return { action: 'unchanged', disabled: [] }
	const generatedPassword = crypto.randomBytes(12).toString('base64url')
	const previous = await db.selectFrom('admin_users').select('id').where('username', '=', GENERATED_ADMIN).executeTakeFirst()
	if (previous) {
		await setAdminPassword(db, previous.id, generatedPassword)
		await db.updateTable('admin_users').set({ generated: 1, disabled_at: null }).where('id', '=', previous.id).execute()
	} else {
		await db.insertInto('admin_users').values({ username: GENERATED_ADMIN, password_hash: await hashPassword(generatedPassword), generated: 1 }).execute()
	}
	return { action: 'generated', username: GENERATED_ADMIN, generatedPassword, disabled: [] }
}

/** Sets an admin's password; every session and API token issued before stops working. */
export async function setAdminPassword(db: Db, adminId: number, password: string) {
	const passwordHash = await hashPassword(password) // slow on purpose: before the write lock
	await writeTransaction(db, async (tx) => {
		await tx
			.updateTable('admin_users')
			.set((eb) => ({ password_hash: passwordHash, session_version: eb('session_version', '+', 1) }))
			.where('id', '=', adminId)
			.execute()
		await endAdminCredentials(tx, adminId)
	})
}

async function endAdminCredentials(db: Db, adminId: number) {
	await db.deleteFrom('admin_tokens').where('admin_id', '=', adminId).execute()
	await endSessionsOf(db, 'admin', adminId)
}

/** Disables every generated login but `except`, ending its sessions and tokens; returns their names. */
async function disableGeneratedAdmins(db: Db, { except, now }: { except: string; now: Date }) {
	return writeTransaction(db, async (tx) => {
		const rows = await tx
			.selectFrom('admin_users')
			.select(['id', 'username'])
			.where('generated', '=', 1)
			.where('disabled_at', 'is', null)
			.where('username', '!=', except)
			.execute()
		for (const row of rows) {
			await tx
				.updateTable('admin_users')
				.set((eb) => ({ disabled_at: nowIso(now), session_version: eb('session_version', '+', 1) }))
				.where('id', '=', row.id)
				.execute()
			await endAdminCredentials(tx, row.id)
		}
		return rows.map((row) => row.username)
	})
}
