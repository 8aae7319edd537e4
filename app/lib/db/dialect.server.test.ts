import Database from 'better-sqlite3'
import { type Generated, Kysely, SqliteDialect } from 'kysely'
import { afterEach, expect, test } from 'vitest'
import { withKeptStatements } from './dialect.server'

const opened: Database.Database[] = []
afterEach(() => {
	for (const db of opened.splice(0)) if (db.open) db.close()
})

function memoryDatabase() {
	const db = new Database(':memory:')
	opened.push(db)
	db.exec('CREATE TABLE t (id INTEGER PRIMARY KEY, name TEXT NOT NULL); INSERT INTO t (name) VALUES (\'a\'), (\'b\'), (\'c\')')
	return db
}

test('a query text is prepared once and its statement kept for the next run', () => {
	const sqlite = memoryDatabase()
	const database = withKeptStatements(sqlite)
	const first = database.prepare('SELECT name FROM t WHERE id = ?')
	expect(database.prepare('SELECT name FROM t WHERE id = ?')).toBe(first)
	expect(database.prepare('SELECT id FROM t WHERE id = ?')).not.toBe(first)
	// the kept statement binds new values on each run
	expect(first.get(2)).toEqual({ name: 'b' })
	expect(database.prepare('SELECT name FROM t WHERE id = ?').get(3)).toEqual({ name: 'c' })
})

test('at most maxEntries statements are kept, the least recently used going first', () => {
	const database = withKeptStatements(memoryDatabase(), 2)
	const one = database.prepare('SELECT 1')
	const two = database.prepare('SELECT 2')
	expect(database.prepare('SELECT 1')).toBe(one) // now the most recently used
	database.prepare('SELECT 3') // pushes out SELECT 2
	expect(database.prepare('SELECT 1')).toBe(one)
	expect(database.prepare('SELECT 2')).not.toBe(two)
})

test('a statement still being iterated is not handed out again: that query gets its own', () => {
	const database = withKeptStatements(memoryDatabase())
	const text = 'SELECT id FROM t ORDER BY id'
	const iterating = database.prepare(text)
	const rows = iterating.iterate()
	expect(rows.next().value).toEqual({ id: 1 })
	const other = database.prepare(text)
	expect(other).not.toBe(iterating)
	expect(other.all()).toEqual([{ id: 1 }, { id: 2 }, { id: 3 }])
	expect([...rows]).toEqual([{ id: 2 }, { id: 3 }])
	// once the iteration is done, the kept one is used again
	expect(database.prepare(text)).toBe(iterating)
})

test('kysely runs reads, writes and streams through it, and closing it closes the file', async () => {
	const sqlite = memoryDatabase()
	const db = new Kysely<{ t: { id: Generated<number>; name: string } }>({ dialect: new SqliteDialect({ database: withKeptStatements(sqlite) }) })
	for (const name of ['d', 'e']) await db.insertInto('t').values({ name }).execute()
	expect(await db.selectFrom('t').select('name').where('id', '>', 3).orderBy('id').execute()).toEqual([{ name: 'd' }, { name: 'e' }])
	const streamed: number[] = []
	for await (const row of db.selectFrom('t').select('id').orderBy('id').stream()) streamed.push(row.id)
	expect(streamed).toEqual([1, 2, 3, 4, 5])
	// the same texts again, from the kept statements
	expect(await db.selectFrom('t').select('name').where('id', '>', 4).orderBy('id').execute()).toEqual([{ name: 'e' }])
	await db.destroy()
	expect(sqlite.open).toBe(false)
})
