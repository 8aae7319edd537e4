import fs from 'node:fs'
import path from 'node:path'
import Database from 'better-sqlite3'
import { Kysely, Migrator, SqliteDialect, sql, type Transaction } from 'kysely'
import type { DB } from '#db/schema'
import { migrations } from '#migrations/index'
import { getEnv } from './env.server'

export type Db = Kysely<DB>
/** A database handle bound to one connection inside a write transaction. */
export type WriteTx = Kysely<DB> | Transaction<DB>

/**
 * Opens the SQLite file with the settings that keep a committed booking on power loss:
 * WAL journal with synchronous=FULL (each commit is fsynced to the WAL before it returns),
 * foreign keys on, and a busy timeout so a second process waits instead of failing.
 */
export function openDatabase(file: string): Db {
	if (file !== ':memory:') fs.mkdirSync(path.dirname(file), { recursive: true })
	const sqlite = new Database(file)
	sqlite.pragma('journal_mode = WAL')
	sqlite.pragma('synchronous = FULL')
	sqlite.pragma('foreign_keys = ON')
	sqlite.pragma('busy_timeout = 5000')
	return new Kysely<DB>({ dialect: new SqliteDialect({ database: sqlite }) })
}

let instance: Db | undefined

/** The one kysely instance of this process, opened on first use. */
export function getDb(): Db {
	instance ??= openDatabase(getEnv().databaseFile)
	return instance
}

export async function closeDb() {
	const db = instance
	instance = undefined
	await db?.destroy()
}

export async function migrateToLatest(db: Db) {
	const migrator = new Migrator({ db, provider: { getMigrations: async () => migrations } })
	const { error, results } = await migrator.migrateToLatest()
	const failed = results?.find((r) => r.status === 'Error')
	if (error || failed) {
		throw new Error(`Migration ${failed?.migrationName ?? ''} failed: ${String(error)}`)
	}
	return results?.filter((r) => r.status === 'Success').map((r) => r.migrationName) ?? []
}

/**
 * Runs `work` in a write transaction that starts with BEGIN IMMEDIATE, so the write lock is
 * taken before the first read: a check-then-write (is a spot left? take it) can never
 * interleave with another writer, in this process or another. kysely's own transaction()
 * issues a plain BEGIN, which takes the lock only at the first write.
 */
export async function writeTransaction<T>(db: Db, work: (tx: Db) => Promise<T>): Promise<T> {
	return db.connection().execute(async (conn) => {
		await sql`BEGIN IMMEDIATE`.execute(conn)
		try {
			const result = await work(conn)
			await sql`COMMIT`.execute(conn)
			return result
		} catch (error) {
			await sql`ROLLBACK`.execute(conn)
			throw error
		}
	})
}

/** Current time as the ISO text the timestamp columns hold. */
export function nowIso(now: Date = new Date()) {
	return now.toISOString()
}
