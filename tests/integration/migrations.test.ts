import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { type Kysely, Migrator, sql, type TableMetadata } from 'kysely'
import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import { migrateToLatest, openDatabase, openPostgresDatabase, type Db } from '#app/lib/db.server'
import { migrations } from '#migrations/index'
import { seedDatabase } from '#db/seed'
import { startTemporaryPostgres, type TemporaryPostgres } from '#tests/setup/postgres'
import { createDatabase } from '#tests/setup/test-database'

// Every migration runs on both databases the shop supports: up from nothing, the demo data on
// top, and down again to nothing. The two schemas must agree table by table and column by column.

let work: string
let server: TemporaryPostgres
let sqlite: Db
let postgres: Db

beforeAll(async () => {
	work = fs.mkdtempSync(path.join(os.tmpdir(), 'shop-migrations-'))
	server = await startTemporaryPostgres()
	await createDatabase(server.adminUrl, 'migrations')
	sqlite = openDatabase(path.join(work, 'shop.sqlite'))
	postgres = openPostgresDatabase(server.urlFor('migrations'))
})

afterAll(async () => {
	await sqlite?.destroy()
	await postgres?.destroy()
	server?.stop()
	fs.rmSync(work, { recursive: true, force: true })
})

const migrationNames = Object.keys(migrations)

/**
 * Each table's columns as 'name [not null] [default] [auto]'. SQLite lets a primary-key column
 * other than INTEGER PRIMARY KEY hold NULL (a quirk kept for compatibility) and reports every
 * primary-key column as nullable; PostgreSQL makes them NOT NULL. Neither database is ever asked
 * to store such a NULL, so primary-key columns count as not null on both. Likewise SQLite
 * numbers any INTEGER PRIMARY KEY left out of an insert; only one declared AUTOINCREMENT is
 * meant to be numbered (an identity column on PostgreSQL).
 */
async function shape(db: Kysely<any>) {
	const tables: TableMetadata[] = await db.introspection.getTables()
	const shapes: Record<string, string[]> = {}
	for (const table of tables.filter((t) => !t.name.startsWith('kysely_')).sort((a, b) => a.name.localeCompare(b.name))) {
		const onSqlite = db === sqlite
		const keys = onSqlite ? new Set((await sql<{ name: string }>`select name from pragma_table_info(${table.name}) where pk > 0`.execute(db)).rows.map((r) => r.name)) : new Set<string>()
		const declared = onSqlite ? ((await sql<{ sql: string }>`select sql from sqlite_master where type = 'table' and name = ${table.name}`.execute(db)).rows[0]?.sql ?? '') : ''
		shapes[table.name] = table.columns
			.map((c) => {
				const nullable = c.isNullable && !keys.has(c.name)
				const auto = c.isAutoIncrementing && (!onSqlite || /autoincrement/i.test(declared))
				return `${c.name}${nullable ? '' : ' not null'}${c.hasDefaultValue && !c.isAutoIncrementing ? ' default' : ''}${auto ? ' auto' : ''}`
			})
			.sort()
	}
	return shapes
}

describe.each([
	['SQLite', () => sqlite],
	['PostgreSQL', () => postgres],
])('migrations on %s', (_name, database) => {
	test('all run up from an empty database, and the demo data seeds on top', async () => {
		expect(await migrateToLatest(database())).toEqual(migrationNames)
		expect(await migrateToLatest(database())).toEqual([])
		const report = await seedDatabase(database(), { uploadsDir: path.join(work, `uploads-${_name}`) })
		expect(Object.values(report).some((n) => typeof n === 'number' && n > 0)).toBe(true)
		const { count } = await database().selectFrom('tyres').select((eb) => eb.fn.countAll<number>().as('count')).executeTakeFirstOrThrow()
		expect(count).toBeGreaterThan(0)
	})
})

test('both databases end with the same tables, columns, nullability, defaults and identity columns', async () => {
	const [onSqlite, onPostgres] = [await shape(sqlite), await shape(postgres)]
	expect(Object.keys(onSqlite).length).toBeGreaterThan(20)
	expect(onPostgres).toEqual(onSqlite)
})

test('a row inserted without an id or a time is numbered and stamped alike on both', async () => {
	for (const db of [sqlite, postgres]) {
		const row = await db
			.insertInto('contact_messages')
			.values({ name: 'Ann', email: 'ann@example.com', phone: '0412345678', subject: 'Hi', message: 'Hello' })
			.returning(['id', 'created_at'])
			.executeTakeFirstOrThrow()
		expect(typeof row.id).toBe('number')
		expect(row.created_at).toMatch(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/)
	}
})

describe.each([
	['SQLite', () => sqlite],
	['PostgreSQL', () => postgres],
])('migrations on %s', (_name, database) => {
	test('all run down again to an empty database', async () => {
		const migrator = new Migrator({ db: database(), provider: { getMigrations: async () => migrations } })
		for (const name of [...migrationNames].reverse()) {
			const { error, results } = await migrator.migrateDown()
			expect(error, name).toBeUndefined()
			expect(results?.map((r) => [r.migrationName, r.status])).toEqual([[name, 'Success']])
		}
		expect(Object.keys(await shape(database()))).toEqual([])
	})
})
