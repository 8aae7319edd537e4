import crypto from 'node:crypto'
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import Database from 'better-sqlite3'
import { type Kysely, Migrator, sql } from 'kysely'
import { migrations } from '#migrations/index'
import { backupDatabase } from '../backup.server'
import { migrateToLatest, openDatabase } from '../db.server'
import { openPostgres } from './dialect.server'

// Moving a shop from the embedded SQLite file to PostgreSQL: a consistent snapshot of the SQLite
// file (the shop may keep running while it is taken), migrated to this code's schema, copied into
// an empty PostgreSQL database in one transaction (schema and rows: all or nothing), and each
// table counted and checksummed on both sides before that transaction commits: on any difference
// it is rolled back and the target stays empty.

export class CopyError extends Error {
	override name = 'CopyError'
}

export interface TableCopy {
	table: string
	sourceRows: number
	targetRows: number
	sourceChecksum: string
	targetChecksum: string
	ok: boolean
}

export interface CopyReport {
	ok: boolean
	tables: TableCopy[]
}

// kysely's own bookkeeping: the target's migrations table is written by its own migration run.
const isOwnTable = (name: string) => name.startsWith('kysely_') || name.startsWith('sqlite_')

/** Copies the shop in the SQLite file `sqliteFile` into the empty PostgreSQL database at `postgresUrl`. */
export async function copySqliteToPostgres(sqliteFile: string, postgresUrl: string): Promise<CopyReport> {
	if (!fs.existsSync(sqliteFile)) throw new CopyError(`There is no SQLite database at ${sqliteFile}.`)
	const work = fs.mkdtempSync(path.join(os.tmpdir(), 'shop-copy-'))
	const target = openPostgres<any>(postgresUrl, { maxConnections: 2 })
	let source: Database.Database | undefined
	try {
		const snapshot = path.join(work, 'snapshot.sqlite')
		await backupDatabase(sqliteFile, snapshot)
		const migrated = openDatabase(snapshot)
		try {
			await migrateToLatest(migrated)
		} finally {
			await migrated.destroy()
		}
		source = new Database(snapshot, { readonly: true })
		await refuseNonEmpty(target)
		return await copyAll(source, target)
	} finally {
		source?.close()
		await target.destroy()
		fs.rmSync(work, { recursive: true, force: true })
	}
}

async function refuseNonEmpty(target: Kysely<any>) {
	const { rows } = await sql<{ name: string }>`
		SELECT table_name AS name FROM information_schema.tables
		WHERE table_schema = current_schema() ORDER BY table_name`.execute(target)
	if (rows.length > 0) {
		const names = rows.slice(0, 5).map((r) => r.name).join(', ')
		throw new CopyError(
			`The target database is not empty (it has ${rows.length} table${rows.length === 1 ? '' : 's'}: ${names}${rows.length > 5 ? ', …' : ''}). ` +
				'Copy into a new, empty database (createdb); nothing was changed.',
		)
	}
}

/** The source's tables, each after every table it refers to (a foreign key needs its row first). */
function tablesInForeignKeyOrder(source: Database.Database): string[] {
	const tables = (source.prepare(`SELECT name FROM sqlite_master WHERE type = 'table' ORDER BY name`).all() as { name: string }[])
		.map((t) => t.name)
		.filter((name) => !isOwnTable(name))
	const refersTo = new Map(
		tables.map((table) => [
			table,
			new Set((source.prepare(`SELECT "table" AS parent FROM pragma_foreign_key_list(?)`).all(table) as { parent: string }[]).map((r) => r.parent).filter((p) => p !== table)),
		]),
	)
	const ordered: string[] = []
	const placed = new Set<string>()
	while (ordered.length < tables.length) {
		const next = tables.find((t) => !placed.has(t) && [...refersTo.get(t)!].every((parent) => placed.has(parent)))
		if (!next) throw new CopyError(`The foreign keys of ${tables.filter((t) => !placed.has(t)).join(', ')} refer to each other in a circle.`)
		ordered.push(next)
		placed.add(next)
	}
	return ordered
}

function columnsOf(source: Database.Database, table: string): string[] {
	return (source.prepare(`SELECT name FROM pragma_table_info(?) ORDER BY cid`).all(table) as { name: string }[]).map((c) => c.name)
}

const quote = (name: string) => `"${name.replaceAll('"', '""')}"`

// PostgreSQL takes at most 65,535 parameters in one statement.
const MAX_PARAMETERS = 30_000
const READ_BATCH = 2_000

/** Copies and compares in one transaction: committed only when every table agrees, else rolled back. */
async function copyAll(source: Database.Database, target: Kysely<any>): Promise<CopyReport> {
	const tables = tablesInForeignKeyOrder(source)
	return target.connection().execute(async (conn) => {
		await sql`BEGIN`.execute(conn)
		try {
			// the schema comes from this code's migrations, in this same transaction
			const migrator = new Migrator({ db: conn, provider: { getMigrations: async () => migrations }, disableTransactions: true })
			const { error, results } = await migrator.migrateToLatest()
			const failed = results?.find((r) => r.status === 'Error')
			if (error || failed) throw new CopyError(`Migration ${failed?.migrationName ?? ''} failed on the target: ${String(error)}`)

			const targetTables = new Set(
				(await sql<{ name: string }>`SELECT table_name AS name FROM information_schema.tables WHERE table_schema = current_schema()`.execute(conn)).rows
					.map((r) => r.name)
					.filter((name) => !isOwnTable(name)),
			)
			const missing = tables.filter((t) => !targetTables.has(t))
			if (missing.length) throw new CopyError(`These tables of the SQLite shop are not in this code's schema: ${missing.join(', ')}.`)

			// Triggers (the catalogue version's) would count the copied rows as changes; the tables are
			// this transaction's own, so it may switch them off until the copy is in.
			for (const table of tables) await sql.raw(`ALTER TABLE ${quote(table)} DISABLE TRIGGER USER`).execute(conn)
			// rows the migrations themselves inserted (the catalogue version's one row) come from the source
			for (const table of [...tables].reverse()) await sql.raw(`DELETE FROM ${quote(table)}`).execute(conn)
			for (const table of tables) await copyTable(source, conn, table)
			for (const table of tables) await sql.raw(`ALTER TABLE ${quote(table)} ENABLE TRIGGER USER`).execute(conn)
			await resetIdentities(source, conn, tables)
			// read back through the same transaction: what is compared is what commits
			const report = await compare(source, conn)
			await sql.raw(report.ok ? 'COMMIT' : 'ROLLBACK').execute(conn)
			return report
		} catch (error) {
			await sql`ROLLBACK`.execute(conn).catch(() => undefined)
			throw error
		}
	})
}

async function copyTable(source: Database.Database, conn: Kysely<any>, table: string) {
	const columns = columnsOf(source, table)
	const perInsert = Math.max(1, Math.floor(MAX_PARAMETERS / columns.length))
	const read = source.prepare(`SELECT ${columns.map(quote).join(', ')} FROM ${quote(table)} LIMIT ? OFFSET ?`)
	for (let offset = 0; ; offset += READ_BATCH) {
		const rows = read.all(READ_BATCH, offset) as Record<string, unknown>[]
		for (let i = 0; i < rows.length; i += perInsert) await conn.insertInto(table).values(rows.slice(i, i + perInsert)).execute()
		if (rows.length < READ_BATCH) break
	}
}

/**
 * An identity column numbers on from its sequence, which the copy (explicit ids) did not move:
 * each is set past the highest id copied, or past the highest SQLite ever gave out
 * (sqlite_sequence), so an id of a deleted row is not handed out again.
 */
async function resetIdentities(source: Database.Database, conn: Kysely<any>, tables: string[]) {
	const { rows } = await sql<{ table: string; column: string }>`
		SELECT table_name AS "table", column_name AS "column" FROM information_schema.columns
		WHERE table_schema = current_schema() AND is_identity = 'YES'`.execute(conn)
	const hasSequenceTable = Boolean(source.prepare(`SELECT 1 FROM sqlite_master WHERE name = 'sqlite_sequence'`).get())
	for (const { table, column } of rows.filter((r) => tables.includes(r.table))) {
		const highest = (source.prepare(`SELECT max(${quote(column)}) AS n FROM ${quote(table)}`).get() as { n: number | null }).n ?? 0
		const given = hasSequenceTable ? ((source.prepare(`SELECT seq FROM sqlite_sequence WHERE name = ?`).get(table) as { seq: number } | undefined)?.seq ?? 0) : 0
		const last = Math.max(highest, given)
		// setval(…, 1, false): the next id is 1, as on an empty SQLite table
		await sql`SELECT setval(pg_get_serial_sequence(${quote(table)}, ${column}), ${Math.max(last, 1)}, ${last > 0})`.execute(conn)
	}
}

async function compare(source: Database.Database, target: Kysely<any>): Promise<CopyReport> {
	const tables: TableCopy[] = []
	const { rows: types } = await sql<{ table: string; column: string; type: string }>`
		SELECT table_name AS "table", column_name AS "column", data_type AS type FROM information_schema.columns
		WHERE table_schema = current_schema()`.execute(target)
	for (const table of tablesInForeignKeyOrder(source)) {
		const columns = columnsOf(source, table)
		const textual = new Set(types.filter((t) => t.table === table && /char|text/.test(t.type)).map((t) => t.column))
		const sourceRows = source.prepare(`SELECT ${columns.map(quote).join(', ')} FROM ${quote(table)}`).all() as Record<string, unknown>[]
		const targetRows = (await sql.raw<Record<string, unknown>>(`SELECT ${columns.map(quote).join(', ')} FROM ${quote(table)}`).execute(target)).rows
		const sourceChecksum = checksum(sourceRows, columns, textual)
		const targetChecksum = checksum(targetRows, columns, textual)
		tables.push({
			table,
			sourceRows: sourceRows.length,
			targetRows: targetRows.length,
			sourceChecksum,
			targetChecksum,
			ok: sourceRows.length === targetRows.length && sourceChecksum === targetChecksum,
		})
	}
	return { ok: tables.every((t) => t.ok), tables }
}

/**
 * A checksum of a table's rows in any order: the sum, modulo 2^64, of each row's SHA-256 (first 8
 * bytes), so both sides agree without sorting text the same way. Each value is read as the target
 * column's type holds it: a number that SQLite kept in a text column counts as its text.
 */
export function checksum(rows: Record<string, unknown>[], columns: string[], textual: Set<string>): string {
	let sum = 0n
	for (const row of rows) {
		const canonical = JSON.stringify(columns.map((c) => canonicalValue(row[c], textual.has(c))))
		sum = (sum + crypto.createHash('sha256').update(canonical).digest().readBigUInt64BE(0)) & 0xffff_ffff_ffff_ffffn
	}
	return sum.toString(16).padStart(16, '0')
}

function canonicalValue(value: unknown, isText: boolean): unknown {
	if (value === null || value === undefined) return null
	if (Buffer.isBuffer(value)) return `bytes:${value.toString('hex')}`
	if (isText) return String(value)
	if (typeof value === 'bigint') return Number(value)
	return value
}
