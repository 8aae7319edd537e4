import fs from 'node:fs'
import { createRequire } from 'node:module'
import path from 'node:path'
import Database from 'better-sqlite3'
import {
	type ColumnDefinitionNode,
	DataTypeNode,
	DefaultValueNode,
	GeneratedNode,
	Kysely,
	type KyselyPlugin,
	type OperationNode,
	OperationNodeTransformer,
	PostgresDialect,
	type PrimitiveValueListNode,
	RawNode,
	sql,
	SqliteDialect,
	type ValueNode,
} from 'kysely'
import type pg from 'pg'
import { BoundedCache } from '../bounded-cache'
import { getLogger } from '../logger.server'
import { dialectOf } from '#db/dialect'

export { dialectOf, type DialectName } from '#db/dialect'

// Every difference between SQLite and PostgreSQL lives in this file: how a database is opened,
// how a write transaction keeps check-then-write safe, and the few SQL spellings that differ
// (identity columns and timestamp defaults in migrations, translated on the way to PostgreSQL;
// case-insensitive LIKE). The rest of the shop writes kysely queries, migrations and SQL that
// both databases read the same way: ON CONFLICT upserts with `excluded`, RETURNING, `||`,
// lower(), CASE, IS NOT DISTINCT FROM; booleans are integer 0/1 columns and times ISO-8601
// text, so comparisons and sorting agree on both.

/** Where the database is: a SQLite file (the embedded default) or a PostgreSQL server. */
export type DatabaseTarget = { dialect: 'sqlite'; file: string } | { dialect: 'postgres'; url: string }

/**
 * SQLite: WAL journal with synchronous=FULL (each commit is fsynced to the WAL before it
 * returns), foreign keys on, a busy timeout so a second process waits instead of failing, and a
 * small page cache.
 */
export function openSqlite<DB>(file: string): Kysely<DB> {
	if (file !== ':memory:') fs.mkdirSync(path.dirname(file), { recursive: true })
	const sqlite = new Database(file)
	sqlite.pragma('journal_mode = WAL')
	sqlite.pragma('synchronous = FULL')
	sqlite.pragma('foreign_keys = ON')
	sqlite.pragma('busy_timeout = 5000')
	// Pages SQLite keeps in the process (and the sorts it holds before spilling to a temporary
	// file): 4 MB rather than better-sqlite3's 16 MB, so the server's memory stays the same
	// whether the catalogue has a thousand tyres or a hundred thousand. Pages it does not keep
	// are read again from the operating system's file cache, a system call each.
	sqlite.pragma('cache_size = -4000')
	const db = new Kysely<DB>({ dialect: new SqliteDialect({ database: withKeptStatements(sqlite) }) })
	sqliteHandles.set(db, sqlite)
	// kysely closes the file only if it ever ran a query on it; a handle only pinged is closed too
	const destroy = db.destroy.bind(db)
	db.destroy = async () => {
		await destroy()
		if (sqlite.open) sqlite.close()
	}
	return db
}

/** How many prepared statements a SQLite handle keeps for kysely (least recently used go first). */
export const KEPT_STATEMENTS = 500

/**
 * The database as kysely sees it, with each query text prepared once and kept. kysely prepares
 * every query it runs, and a better-sqlite3 statement frees its native memory only when the
 * garbage collector reaches it: under load that cost CPU on every query and left thousands of
 * statements in native memory at a time. The shop's query texts are few (values are bound
 * parameters), so the bound is rarely reached. A kept statement still being iterated (a kysely
 * stream) is not shared: that query gets a statement of its own.
 */
export function withKeptStatements(sqlite: Database.Database, maxEntries = KEPT_STATEMENTS) {
	const statements = new BoundedCache<string, Database.Statement>({ maxEntries })
	return {
		prepare(text: string) {
			const kept = statements.get(text)
			if (kept && !kept.busy) return kept
			const statement = sqlite.prepare(text)
			if (!kept) statements.set(text, statement)
			return statement
		},
		close() {
			statements.clear()
			sqlite.close()
		},
	}
}

/** Each SQLite handle's better-sqlite3 database, for firstValue's prepared statements. */
const sqliteHandles = new WeakMap<Kysely<any>, Database.Database>()
/** per SQLite database, its statements by text: only the few fixed texts passed to firstValue */
const preparedStatements = new WeakMap<Database.Database, Map<string, Database.Statement>>()

/**
 * The first column of the first row of a fixed, parameterless query (undefined with no row),
 * as cheap as a query can be, for the few asked on every request (the health probe's
 * `select 1`, the catalogue version): on SQLite a statement prepared once per handle (it throws
 * once the handle is closed); on PostgreSQL a named prepared statement on a pooled connection
 * (one round trip; `name` must be unique to `text`). Any other handle runs it through kysely.
 */
export async function firstValue<T>(db: Kysely<any>, name: string, text: string): Promise<T | undefined> {
	const sqlite = sqliteHandles.get(db)
	if (sqlite) {
		let statements = preparedStatements.get(sqlite)
		if (!statements) preparedStatements.set(sqlite, (statements = new Map()))
		let statement = statements.get(text)
		if (!statement) statements.set(text, (statement = sqlite.prepare(text).pluck()))
		return statement.get() as T | undefined
	}
	const pool = pools.get(db)
	if (pool) {
		const { rows } = await pool.query({ name, text, rowMode: 'array' })
		return (rows[0] as unknown[] | undefined)?.[0] as T | undefined
	}
	const { rows } = await sql.raw<Record<string, unknown>>(text).execute(db)
	return (rows[0] ? Object.values(rows[0])[0] : undefined) as T | undefined
}

/** Resolves when the database answers, rejects when it does not: a prepared `select 1`. */
export async function ping(db: Kysely<any>): Promise<void> {
	await firstValue(db, 'shop-ping', 'select 1')
}

/** pg, loaded at the first PostgreSQL handle: a shop on SQLite never loads it (about 9 MB resident). */
function postgresDriver(): typeof pg {
	loadedPg ??= createRequire(import.meta.url)('pg') as typeof pg
	return loadedPg
}
let loadedPg: typeof pg | undefined

// pg hands bigint (count(*), the epoch-millisecond columns) and numeric (sum()) back as strings
// so as not to lose precision past 2^53; the shop's numbers (cents, counts, milliseconds) are
// far below it, and SQLite hands them back as numbers: so do we.
const INT8 = 20
const NUMERIC = 1700
const pgTypes = {
	getTypeParser(oid: number, format?: 'text' | 'binary') {
		if (oid === INT8 || oid === NUMERIC) return (value: string) => Number(value)
		const { types } = postgresDriver()
		return format === 'binary' ? types.getTypeParser(oid, 'binary') : types.getTypeParser(oid, 'text')
	},
} as pg.CustomTypesConfig

/**
 * What the shop writes the SQLite way, said the PostgreSQL way, so that queries and migrations
 * are written once:
 * - a column declared `autoIncrement()` (SQLite's AUTOINCREMENT) becomes an identity column
 *   (GENERATED BY DEFAULT AS IDENTITY), numbered by the database the same way;
 * - a `real` column (SQLite's REAL is an 8-byte float; PostgreSQL's real only 4 bytes, about 7
 *   digits) becomes `double precision`, so a suburb's coordinates keep every digit;
 * - a `CURRENT_TIMESTAMP` column default becomes the same UTC text SQLite writes for it
 *   ('2026-05-01 09:30:00'), so a row's time reads alike whichever database stamped it;
 * - PostgreSQL text cannot hold a NUL character and refuses the whole statement (a 500 for a
 *   request such as /api/blogs/%00), where SQLite takes it. No real name, address or message
 *   holds one: each is replaced by U+FFFD, so a lookup finds nothing and a stored text keeps a
 *   visible mark where the NUL was.
 */
class PostgresTranslation extends OperationNodeTransformer {
	protected override transformColumnDefinition(node: ColumnDefinitionNode): ColumnDefinitionNode {
		const column = super.transformColumnDefinition(node)
		const autoIncrement = column.autoIncrement ? { autoIncrement: false, generated: GeneratedNode.create({ byDefault: true, identity: true }) } : {}
		const defaultTo = column.defaultTo && isCurrentTimestamp(column.defaultTo.defaultValue) ? { defaultTo: DefaultValueNode.create(UTC_TIMESTAMP_TEXT.toOperationNode()) } : {}
		const dataType = DataTypeNode.is(column.dataType) && column.dataType.dataType === 'real' ? { dataType: DataTypeNode.create('double precision') } : {}
		return { ...column, ...autoIncrement, ...defaultTo, ...dataType }
	}

	protected override transformValue(node: ValueNode): ValueNode {
		return typeof node.value === 'string' && node.value.includes('\0') ? { ...node, value: withoutNul(node.value) } : node
	}

	protected override transformPrimitiveValueList(node: PrimitiveValueListNode): PrimitiveValueListNode {
		return node.values.some((v) => typeof v === 'string' && v.includes('\0'))
			? { ...node, values: node.values.map((v) => (typeof v === 'string' ? withoutNul(v) : v)) }
			: node
	}
}

const UTC_TIMESTAMP_TEXT = sql`to_char(now() AT TIME ZONE 'UTC', 'YYYY-MM-DD HH24:MI:SS')`

function isCurrentTimestamp(node: OperationNode) {
	return RawNode.is(node) && node.parameters.length === 0 && node.sqlFragments.join('').trim().toUpperCase() === 'CURRENT_TIMESTAMP'
}

function withoutNul(text: string) {
	return text.replaceAll('\0', '\uFFFD')
}

const postgresTranslation: KyselyPlugin = {
	transformQuery: ({ node }) => new PostgresTranslation().transformNode(node),
	transformResult: async ({ result }) => result,
}

export function openPostgres<DB>(url: string, { maxConnections = 10 }: { maxConnections?: number } = {}): Kysely<DB> {
	const { Pool } = postgresDriver()
	const pool = new Pool({ connectionString: url, max: maxConnections, types: pgTypes })
	// An idle connection the server dropped (a restart, a failover) is an 'error' event on the
	// pool; unheard, it would end the process. The pool replaces the connection on next use.
	pool.on('error', (error) => getLogger().error({ err: error }, 'database connection lost; it is opened again on next use'))
	const db = new Kysely<DB>({ dialect: new PostgresDialect({ pool }), plugins: [postgresTranslation] })
	pools.set(db, pool)
	// kysely ends the pool only if it ever ran a query on it; a handle only pinged is closed too
	const destroy = db.destroy.bind(db)
	db.destroy = async () => {
		await destroy()
		if (!pool.ended) await pool.end()
	}
	return db
}

/** Each PostgreSQL handle's pool, for the one caller that needs a connection of its own (runAlone). */
const pools = new WeakMap<Kysely<any>, pg.Pool>()

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
 * cannot. A retry needs `work` to only change the database (every one in the shop does: mail
 * and payments happen after commit).
 *
 * And one writer at a time, as on SQLite: each write transaction first takes the catalogue
 * version's table lock (SHARE ROW EXCLUSIVE: writers wait for each other, readers never wait).
 * Every booking writes that one row (its trigger counts each stock change), so bookings
 * serialized on it anyway, but only at their last write, after reading: under a rush almost
 * every one then failed serialization and was retried, until some ran out of retry time and
 * answered 500 (`npm run bench:load -- --postgres`: 12 of 30 checkouts at once, on one
 * instance). Taken as the first statement, the lock comes before the transaction's snapshot
 * (PostgreSQL freezes a SERIALIZABLE snapshot at the first query, not at BEGIN, SET or LOCK),
 * so each writer reads what the one before it committed and none conflicts; it waits up to
 * WRITER_WAIT, as SQLite waits up to its busy timeout.
 */
export async function runWriteTransaction<DB, T>(db: Kysely<DB>, work: (tx: Kysely<DB>) => Promise<T>): Promise<T> {
	if (dialectOf(db) === 'sqlite') return runOnce(db, 'BEGIN IMMEDIATE', work)
	return oneWriterInThisProcess(pools.get(db) ?? db, async () => {
		const started = performance.now()
		for (let attempt = 1; ; attempt++) {
			try {
				return await runOnce(db, POSTGRES_BEGIN, work)
			} catch (error) {
				if (!isRetryable(error) || performance.now() - started > RETRY_FOR_MS) throw error
				// jittered backoff so the transactions that collided do not collide again in step
				await new Promise((resolve) => setTimeout(resolve, Math.random() * Math.min(100, 2 ** attempt)))
			}
		}
	})
}

/**
 * The writers of one process queue here, not on the database: a writer waiting for the table
 * lock holds a pooled connection, so with the whole pool taken by waiting writers, the writer
 * holding the lock could not get one for a read outside its transaction, and all would wait
 * until the lock timeout; and a rush would queue a hundred connections on the lock. So each
 * process sends one writer at a time to the lock and keeps the rest of its pool for reads, as
 * SQLite's one connection queues a process's transactions.
 */
const writerQueues = new WeakMap<object, Promise<void>>()

async function oneWriterInThisProcess<T>(key: object, work: () => Promise<T>): Promise<T> {
	const before = writerQueues.get(key) ?? Promise.resolve()
	let done!: () => void
	const mine = new Promise<void>((resolve) => (done = resolve))
	writerQueues.set(key, before.then(() => mine))
	await before
	try {
		return await work()
	} finally {
		done()
	}
}

/**
 * How long a transaction keeps being retried: every booking changes a few shared rows (the
 * slot's usage, the tyre's stock, the catalogue version its trigger bumps), so a rush makes them
 * collide often; each collision lets one through, so waiting is bounded like SQLite's busy timeout.
 */
const RETRY_FOR_MS = 10_000

const WRITER_WAIT = '10s'
// one round trip (the simple query protocol takes several statements)
const POSTGRES_BEGIN = [
	'BEGIN ISOLATION LEVEL SERIALIZABLE',
	`SET LOCAL lock_timeout = '${WRITER_WAIT}'`,
	'LOCK TABLE catalogue_version IN SHARE ROW EXCLUSIVE MODE',
].join('; ')

async function runOnce<DB, T>(db: Kysely<DB>, begin: string, work: (tx: Kysely<DB>) => Promise<T>): Promise<T> {
	return db.connection().execute(async (conn) => {
		try {
			// inside the try: a BEGIN whose LOCK timed out has opened a transaction to roll back, or
			// the connection would go back to the pool refusing every statement
			await sql.raw(begin).execute(conn)
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

/** LIKE that ignores letter case: SQLite's LIKE already does (for ASCII); PostgreSQL's is ILIKE. */
export function caseInsensitiveLike(db: Kysely<any>): 'like' | 'ilike' {
	return dialectOf(db) === 'postgres' ? 'ilike' : 'like'
}

// ── one runner at a time ────────────────────────────────────────────────────────────────────

/** What a call of runAlone did: ran `work` (and what it returned), or found another runner. */
export type AloneRun<T> = { ran: true; value: T } | { ran: false }

// The first half of the advisory lock's two-integer key, so the shop's locks keep to a space of
// their own on a server that other software also locks on ("ST" for the shop's tyres).
const LOCK_SPACE = 0x5354

/**
 * Runs `work` unless another process is running work under the same name; never waits.
 *
 * PostgreSQL: a session advisory lock (pg_try_advisory_lock) held on one pooled connection for
 * as long as `work` runs, and released after it; if the process dies mid-run, its connection
 * closes and the server drops the lock, so a crashed instance never blocks the others. `work`
 * uses the pool's other connections, as any code does.
 *
 * SQLite: no lock. The embedded shop is one process, and SQLite has no lock that is not also a
 * write lock; `work` runs every time.
 */
export async function runAlone<DB, T>(db: Kysely<DB>, name: string, work: () => Promise<T>): Promise<AloneRun<T>> {
	if (dialectOf(db) === 'sqlite') return { ran: true, value: await work() }
	const pool = pools.get(db)
	if (!pool) throw new Error('runAlone needs a database handle opened by openPostgres')
	const key = [LOCK_SPACE, lockKey(name)]
	// The connection sits idle while `work` runs, where the pool no longer listens for its errors:
	// a server restart then would be an unheard 'error' event, which ends the process.
	const client = await pool.connect()
	let broken: Error | undefined
	const onLost = (error: Error) => {
		broken = error
		getLogger().warn({ err: error, lock: name }, 'the connection holding a job lock was lost; another instance may run the job now')
	}
	const failed = (error: unknown) => {
		broken = error instanceof Error ? error : new Error(String(error))
		throw error
	}
	client.on('error', onLost)
	try {
		const { rows } = await client.query<{ locked: boolean }>('SELECT pg_try_advisory_lock($1::integer, $2::integer) AS locked', key).catch(failed)
		if (!rows[0]?.locked) return { ran: false }
		try {
			return { ran: true, value: await work() }
		} finally {
			if (!broken) await client.query('SELECT pg_advisory_unlock($1::integer, $2::integer)', key).catch(failed)
		}
	} finally {
		client.removeListener('error', onLost)
		// a connection that failed is closed rather than pooled; closing it also drops any lock it held
		client.release(broken)
	}
}

/** The lock's second key: a name hashed to a signed 32-bit integer (FNV-1a), the same in every process. */
export function lockKey(name: string): number {
	let hash = 0x811c9dc5
	for (const byte of Buffer.from(name, 'utf8')) hash = Math.imul(hash ^ byte, 0x01000193)
	return hash | 0
}
