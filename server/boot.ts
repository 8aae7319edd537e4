import path from 'node:path'
import { BackupError, backupDatabase, defaultBackupDir, restoreDatabase } from '#app/lib/backup.server'
import { CopyError, copySqliteToPostgres } from '#app/lib/db/copy-to-postgres.server'
import { ensureAdmin } from '#app/domain/accounts/admin-users.server'
import { startVerificationHoldSweep } from '#app/domain/booking/booking-verification.server'
import { getDb, migrateToLatest } from '#app/lib/db.server'
import { getEnv, restrictDataDir } from '#app/lib/env.server'
import { getLogger } from '#app/lib/logger.server'
import { copyFolderToStorage, getStorage } from '#app/lib/storage.server'
import { getMailer, getSmsSender, setTransports } from '#app/lib/outbox.server'
import { stripeSettings } from '#app/lib/payments/stripe-client.server'
import { startCardHoldSweep } from '#app/domain/payments/card-payments.server'
import { startFollowUpScheduler } from '#app/domain/follow-ups/follow-ups.server'
import { startReminderScheduler } from '#app/domain/reminders/reminders.server'
import { currentTime } from '#app/lib/clock.server'
import { smsSenderFromEnv } from '#app/lib/sms.server'
import { isCatalogueEmpty, seedDatabase } from '#db/seed'

/**
 * Everything `npm start` does before listening: validate settings (throws EnvError naming
 * each bad variable), migrate the database, seed demo data into an empty one, and make sure
 * the owner can log in.
 */
export async function bootShop() {
	const env = getEnv()
	restrictDataDir(env.dataDir)
	const log = getLogger()
	const db = getDb()
	const applied = await migrateToLatest(db)
	if (applied.length) log.info({ migrations: applied }, 'database migrated')
	const storage = getStorage()
	if (storage.name !== 'local') log.info({ storage: storage.name, bucket: env.S3_BUCKET }, 'uploaded images are kept in a bucket')
	if (await isCatalogueEmpty(db)) {
		const report = await seedDatabase(db, { uploadsDir: env.uploadsDir })
		// the seed draws its pictures on this disk; with a bucket every instance must find them there
		const pictures = await copyFolderToStorage(storage, path.join(env.uploadsDir, 'seed'), 'seed')
		log.info({ seeded: report, pictures }, 'empty database: demo data seeded')
	}
	// Account codes go out by SMS when a provider is configured; else they stay in the outbox.
	const sms = smsSenderFromEnv(env)
	if (sms) {
		setTransports({ sms })
		log.info({ sms: sms.name }, 'SMS provider configured')
	}
	// Card payments: unpaid holds past 15 minutes are stopped at Stripe and released.
	if (stripeSettings()) startCardHoldSweep(db)
	// Pay-on-the-day bookings wait 15 minutes for their code when a code can reach the customer.
	if (getSmsSender() || getMailer()) startVerificationHoldSweep(db, { onError: (error) => log.error({ err: error }, 'code hold sweep failed') })
	// Reminders: customers the day before their fitting, the owner's run sheet the evening before.
	startReminderScheduler(db, { now: currentTime, timeZone: env.SHOP_TIMEZONE, onError: (error) => log.error({ err: error }, 'reminder run failed') })
	// After a fitting: review requests and aftercare reminders when due, never at night.
	startFollowUpScheduler(db, { now: currentTime, timeZone: env.SHOP_TIMEZONE, onError: (error) => log.error({ err: error }, 'follow-up run failed') })
	const admin = await ensureAdmin(db, { username: env.ADMIN_USERNAME, password: env.ADMIN_PASSWORD })
	if (admin.action === 'generated') {
		// Printed once, on the console only: the owner sets ADMIN_PASSWORD to choose their own.
		console.log(
			`\nAdmin login created: user "${admin.username}", password "${admin.generatedPassword}".\n` +
				'It is shown only this once; set ADMIN_USERNAME and ADMIN_PASSWORD to choose your own.\n',
		)
	} else if (admin.action !== 'unchanged') {
		log.info({ username: admin.username }, `admin ${admin.action} from ADMIN_USERNAME/ADMIN_PASSWORD`)
	}
	for (const username of admin.disabled) {
		// its password was printed on a console once: with the owner's own login set, it must not stay a way in
		log.warn({ username }, `generated admin login "${username}" disabled: ADMIN_USERNAME is set`)
	}
	return env
}

/** `npm run db:seed`: migrate, then add any demo data that is missing (idempotent). */
export async function seedCommand() {
	const env = getEnv()
	const db = getDb()
	await migrateToLatest(db)
	const report = await seedDatabase(db, { uploadsDir: env.uploadsDir })
	return report
}

/** `npm run db:backup [PATH]`: a consistent online copy of the database (a file, or a directory for a dated file). */
export async function backupCommand(target?: string) {
	const env = getEnv()
	refuseOnPostgres(env.database.dialect)
	// A trailing separator marks a directory even before it exists.
	return backupDatabase(env.databaseFile, target ?? defaultBackupDir(env.dataDir) + path.sep)
}

/** `npm run db:restore FILE`: replaces the database with a backup (the shop must be stopped). */
export async function restoreCommand(file: string) {
	const env = getEnv()
	refuseOnPostgres(env.database.dialect)
	return restoreDatabase(env.databaseFile, file, { keepDir: defaultBackupDir(env.dataDir) })
}

/**
 * `npm run db:copy-to-postgres -- FILE`: copies the SQLite shop in FILE into the empty PostgreSQL
 * database DATABASE_URL names, then counts and checksums every table on both sides.
 */
export async function copyToPostgresCommand(sqliteFile: string) {
	const env = getEnv()
	if (env.database.dialect !== 'postgres') {
		throw new CopyError('Set DATABASE_URL to the empty PostgreSQL database to copy into (postgres://user:password@host:5432/shop).')
	}
	return copySqliteToPostgres(path.resolve(sqliteFile), env.database.url)
}

/** db:backup and db:restore copy the SQLite file; a PostgreSQL server has its own tools. */
function refuseOnPostgres(dialect: 'sqlite' | 'postgres') {
	if (dialect === 'postgres') {
		throw new BackupError('DATABASE_URL names a PostgreSQL server: back it up with pg_dump and restore it with pg_restore (db:backup and db:restore copy a SQLite file).')
	}
}
