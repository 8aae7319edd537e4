import { Migrator, type Kysely, type Transaction } from 'kysely'
import type { DB } from '#db/schema'
import { type DatabaseTarget, firstValue, openPostgres, openSqlite, openTarget, ping, runWriteTransaction } from './db/dialect.server'
import { getEnv } from './env.server'

export type Db = Kysely<DB>
/** A database handle bound to one connection inside a write transaction. */
export type WriteTx = Kysely<DB> | Transaction<DB>
export type { DatabaseTarget } from './db/dialect.server'

/** Opens a SQLite file (see openSqlite for the settings that keep a committed booking on power loss). */
export function openDatabase(file: string): Db {
	return openSqlite<DB>(file)
}

/** Opens a PostgreSQL database by its postgres:// URL. */
export function openPostgresDatabase(url: string): Db {
	return openPostgres<DB>(url)
}

/** Opens the database a DATABASE_URL names (getEnv().database): a second handle beside getDb's. */
export function openDatabaseTarget(target: DatabaseTarget): Db {
	return openTarget<DB>(target)
}

let instance: Db | undefined

/** The one kysely instance of this process, opened on first use. */
export function getDb(): Db {
	instance ??= openTarget<DB>(getEnv().database)
	return instance
}

/** The instance if this process has opened it, without opening it. */
export function openedDb(): Db | undefined {
	return instance
}

export async function closeDb() {
	const db = instance
	instance = undefined
	await db?.destroy()
}

/** Resolves when the database answers (a prepared `select 1`), rejects when it does not: the health probe's check. */
export function pingDatabase(db: Db): Promise<void> {
	return ping(db)
}

/**
 * The first column of the first row of a fixed query without parameters, prepared once: for
 * the few reads made on every request (see firstValue). `name` is unique to `text`.
 */
export function readValue<T>(db: Db, name: string, text: string): Promise<T | undefined> {
	return firstValue<T>(db, name, text)
}

export async function migrateToLatest(db: Db) {
	// Loaded here, not at the top: every module that reads or writes the database imports this
	// one, and only the server's start and the test setup migrate (the migrations and what they
	// import are a third of this module's import time, paid again by each test file).
	const { migrations } = await import('#migrations/index')
	const migrator = new Migrator({ db, provider: { getMigrations: async () => migrations } })
	const { error, results } = await migrator.migrateToLatest()
	const failed = results?.find((r) => r.status === 'Error')
	if (error || failed) {
		throw new Error(`Migration ${failed?.migrationName ?? ''} failed: ${String(error)}`)
	}
	return results?.filter((r) => r.status === 'Success').map((r) => r.migrationName) ?? []
}

/**
 * Runs `work` in a write transaction in which a check-then-write (is a spot left? take it) can
 * never interleave with another writer, in this process or another: SQLite BEGIN IMMEDIATE,
 * PostgreSQL SERIALIZABLE retried on conflict (so `work` must only touch the database).
 */
export async function writeTransaction<T>(db: Db, work: (tx: Db) => Promise<T>): Promise<T> {
	return runWriteTransaction(db, work)
}

/** Current time as the ISO text the timestamp columns hold. */
export function nowIso(now: Date = new Date()) {
	return now.toISOString()
}
