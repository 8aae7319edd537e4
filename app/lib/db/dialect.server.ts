import fs from 'node:fs'
import path from 'node:path'
import Database from 'better-sqlite3'
import {
	type ColumnDefinitionBuilder,
	Kysely,
	type KyselyPlugin,
	OperationNodeTransformer,
	PostgresAdapter,
	PostgresDialect,
	type PrimitiveValueListNode,
	type RawBuilder,
	sql,
	SqliteDialect,
	type ValueNode,
} from 'kysely'
import pg from 'pg'
import { getLogger } from '../logger.server'

// Every difference between SQLite and PostgreSQL lives in this file: how a database is opened,
// how a write transaction keeps check-then-write safe, and the few SQL spellings that differ
// (column defaults, identity columns, case-insensitive LIKE). The rest of the shop writes
// kysely queries and SQL that both databases read the same way: ON CONFLICT upserts with
// `excluded`, RETURNING, `||`, lower(), CASE; booleans are integer 0/1 columns and times are
// ISO-8601 text, so comparisons and sorting agree on both.

export type DialectName = 'sqlite' | 'postgres'

/** Where the database is: a SQLite file (the embedded default) or a PostgreSQL server. */
export type DatabaseTarget = { dialect: 'sqlite'; file: string } | { dialect: 'postgres'; url: string }

export function dialectOf(db: Kysely<any>): DialectName {
	return db.getExecutor().adapter instanceof PostgresAdapter ? 'postgres' : 'sqlite'
}

/**
 * SQLite: WAL journal with synchronous=FULL (each commit is fsynced to the WAL before it
 * returns), foreign keys on, and a busy timeout so a second process waits instead of failing.
 */
export function openSqlite<DB>(file: string): Kysely<DB> {
	if (file !== ':memory:') fs.mkdirSync(path.dirname(file), { recursive: true })
	const sqlite = new Database(file)
	sqlite.pragma('journal_mode = WAL')
	sqlite.pragma('synchronous = FULL')
	sqlite.pragma('foreign_keys = ON')
	sqlite.pragma('busy_timeout = 5000')
	return new Kysely<DB>({ dialect: new SqliteDialect({ database: sqlite }) })
}

// pg hands bigint (count(*), the epoch-millisecond columns) and numeric (sum()) back as strings
// so as not to lose precision past 2^53; the shop's numbers (cents, counts, milliseconds) are
// far below it, and SQLite hands them back as numbers: so do we.
const INT8 = 20
const NUMERIC = 1700
const pgTypes = {
	getTypeParser(oid: number, format?: 'text' | 'binary') {
		if (oid === INT8 || oid === NUMERIC) return (value: string) => Number(value)
		return format === 'binary' ? pg.types.getTypeParser(oid, 'binary') : pg.types.getTypeParser(oid, 'text')
	},
} as pg.CustomTypesConfig

/**
 * PostgreSQL text cannot hold a NUL character and refuses the whole statement (a 500 for a
 * request such as /api/blogs/%00); SQLite takes it. No real name, address or message contains
 * one: on PostgreSQL each is replaced by U+FFFD, so a lookup finds nothing and a stored text
 * keeps a visible mark where the NUL was.
 */
class NulFreeText extends OperationNodeTransformer {
	protected override transformValue(node: ValueNode): ValueNode {
		return typeof node.value === 'string' && node.value.includes('\0') ? { ...node, value: withoutNul(node.value) } : node
	}

	protected override transformPrimitiveValueList(node: PrimitiveValueListNode): PrimitiveValueListNode {
		return node.values.some((v) => typeof v === 'string' && v.includes('\0'))
			? { ...node, values: node.values.map((v) => (typeof v === 'string' ? withoutNul(v) : v)) }
			: node
	}
}

function withoutNul(text: string) {
	return text.replaceAll('\0', '\uFFFD')
}

const nulFreeText: KyselyPlugin = {
	transformQuery: ({ node }) => new NulFreeText().transformNode(node),
	transformResult: async ({ result }) => result,
}

export function openPostgres<DB>(url: string, { maxConnections = 10 }: { maxConnections?: number } = {}): Kysely<DB> {
	const pool = new pg.Pool({ connectionString: url, max: maxConnections, types: pgTypes })
	// An idle connection the server dropped (a restart, a failover) is an 'error' event on the
	// pool; unheard, it would end the process. The pool replaces the connection on next use.
	pool.on('error', (error) => getLogger().error({ err: error }, 'database connection lost; it is opened again on next use'))
	return new Kysely<DB>({ dialect: new PostgresDialect({ pool }), plugins: [nulFreeText] })
}

export function openTarget<DB>(target: DatabaseTarget): Kysely<DB> {
	return target.dialect === 'postgres' ? openPostgres<DB>(target.url) : openSqlite<DB>(target.file)
}

/** A `postgres://` or `postgresql://` URL names a PostgreSQL server; anything else is a SQLite file. */
export function isPostgresUrl(url: string) {
	return /^postgres(?:ql)?:\/\//i.test(url)
}

// ── write transactions ──────────────────────────────────────────────────────────────────────

/**
 * SQLite: BEGIN IMMEDIATE takes the database's one write lock before the first read, so a
 * check-then-write (is a spot left? take it) never interleaves with another writer, in this
 * process or another. kysely's own transaction() issues a plain BEGIN, which takes the lock
 * only at the first write.
 *
 * PostgreSQL: SERIALIZABLE, retried on a serialization failure or deadlock. The domain's write
 * transactions were written against SQLite's "one writer at a time", reading and then writing
 * rows that may not exist yet (an idempotency key, a slot's usage row, a cap's count of today's
 * bookings); SERIALIZABLE gives exactly that guarantee (the outcome of some one-at-a-time order)
 * without a FOR UPDATE on every read, and covers rows that do not exist yet, which row locks
 * cannot. The price is a retry when two transactions touched the same rows, so `work` must only
 * change the database (every one in the shop does: mail and payments happen after commit).
 */
export async function runWriteTransaction<DB, T>(db: Kysely<DB>, work: (tx: Kysely<DB>) => Promise<T>): Promise<T> {
	if (dialectOf(db) === 'sqlite') return runOnce(db, 'BEGIN IMMEDIATE', work)
	for (let attempt = 1; ; attempt++) {
		try {
			return await runOnce(db, 'BEGIN ISOLATION LEVEL SERIALIZABLE', work)
		} catch (error) {
			if (!isRetryable(error) || attempt >= SERIALIZABLE_ATTEMPTS) throw error
			// jittered backoff so the transactions that collided do not collide again in step
			await new Promise((resolve) => setTimeout(resolve, Math.random() * 5 * 2 ** Math.min(attempt, 6)))
		}
	}
}

const SERIALIZABLE_ATTEMPTS = 20

async function runOnce<DB, T>(db: Kysely<DB>, begin: string, work: (tx: Kysely<DB>) => Promise<T>): Promise<T> {
	return db.connection().execute(async (conn) => {
		await sql.raw(begin).execute(conn)
		try {
			const result = await work(conn)
			await sql`COMMIT`.execute(conn)
			return result
		} catch (error) {
			// a failed COMMIT has already ended the transaction; the ROLLBACK then only warns
			await sql`ROLLBACK`.execute(conn).catch(() => undefined)
			throw error
		}
	})
}

/** PostgreSQL's serialization_failure and deadlock_detected: the transaction may simply be run again. */
function isRetryable(error: unknown) {
	const code = (error as { code?: unknown } | null)?.code
	return code === '40001' || code === '40P01'
}

// ── SQL that is spelled differently ─────────────────────────────────────────────────────────

/**
 * The default of a `created_at` text column: the current UTC time as SQLite's CURRENT_TIMESTAMP
 * writes it ('2026-05-01 09:30:00'), on both, so a row's time reads the same whichever wrote it.
 */
export function timestampDefault(db: Kysely<any>): RawBuilder<string> {
	return dialectOf(db) === 'postgres' ? sql`to_char(now() AT TIME ZONE 'UTC', 'YYYY-MM-DD HH24:MI:SS')` : sql`CURRENT_TIMESTAMP`
}

/** An integer primary key the database numbers: SQLite AUTOINCREMENT, PostgreSQL an identity column. */
export function autoIncrementId(db: Kysely<any>) {
	const postgres = dialectOf(db) === 'postgres'
	return (column: ColumnDefinitionBuilder) => (postgres ? column.primaryKey().generatedByDefaultAsIdentity() : column.primaryKey().autoIncrement())
}

/** LIKE that ignores letter case: SQLite's LIKE already does (for ASCII); PostgreSQL's is ILIKE. */
export function caseInsensitiveLike(db: Kysely<any>): 'like' | 'ilike' {
	return dialectOf(db) === 'postgres' ? 'ilike' : 'like'
}
