import { sql } from 'kysely'
import { describe, expect, test } from 'vitest'
import { getDb, openDatabaseTarget, openPostgresDatabase, pingDatabase, readValue, writeTransaction } from './db.server'
import { getEnv } from './env.server'
import { dialectOf } from './db/dialect.server'

const onPostgres = process.env.TEST_DATABASE === 'postgres'

describe('database', () => {
	test('is the database the suite was asked to run on', () => {
		expect(dialectOf(getDb())).toBe(onPostgres ? 'postgres' : 'sqlite')
	})
})

// SQLite's settings; a PostgreSQL server keeps its own.
if (!onPostgres) describe('SQLite database', () => {
	test('runs with WAL, synchronous=FULL, foreign keys and a busy timeout', async () => {
		const db = getDb()
		const pragma = async (name: string) => {
			const { rows } = await sql.raw<Record<string, unknown>>(`PRAGMA ${name}`).execute(db)
			return Object.values(rows[0] ?? {})[0]
		}
		expect(await pragma('journal_mode')).toBe('wal')
		expect(await pragma('synchronous')).toBe(2) // FULL
		expect(await pragma('foreign_keys')).toBe(1)
		expect(await pragma('busy_timeout')).toBe(5000)
	})
})

describe('database', () => {

	test('a write transaction commits all or nothing', async () => {
		const db = getDb()
		await expect(
			writeTransaction(db, async (tx) => {
				await tx.insertInto('settings').values({ key: 'tx-test', value: 'one' }).execute()
				throw new Error('boom')
			}),
		).rejects.toThrow('boom')
		expect(await db.selectFrom('settings').selectAll().where('key', '=', 'tx-test').executeTakeFirst()).toBeUndefined()

		await writeTransaction(db, (tx) => tx.insertInto('settings').values({ key: 'tx-test', value: 'two' }).execute())
		expect((await db.selectFrom('settings').select('value').where('key', '=', 'tx-test').executeTakeFirstOrThrow()).value).toBe('two')
	})

	test('concurrent check-then-write transactions never interleave', async () => {
		const db = getDb()
		await db.insertInto('settings').values({ key: 'counter', value: '0' }).execute()
		// Each reads the counter, yields, then writes read+1: interleaving would lose updates.
		await Promise.all(
			Array.from({ length: 20 }, () =>
				writeTransaction(db, async (tx) => {
					const row = await tx.selectFrom('settings').select('value').where('key', '=', 'counter').executeTakeFirstOrThrow()
					await new Promise((resolve) => setTimeout(resolve, 1))
					await tx.updateTable('settings').set({ value: String(Number(row.value) + 1) }).where('key', '=', 'counter').execute()
				}),
			),
		)
		const row = await db.selectFrom('settings').select('value').where('key', '=', 'counter').executeTakeFirstOrThrow()
		expect(row.value).toBe('20')
	})

	test('the health ping resolves while the database answers and rejects once it does not', async () => {
		const db = openDatabaseTarget(getEnv().database)
		await expect(pingDatabase(db)).resolves.toBeUndefined()
		await expect(pingDatabase(db)).resolves.toBeUndefined() // the prepared statement again
		await db.destroy()
		await expect(pingDatabase(db)).rejects.toThrow()
		await expect(pingDatabase(getDb())).resolves.toBeUndefined()
	})

	test('a prepared read gives the first column of the first row, or undefined without a row, and sees later writes', async () => {
		const db = getDb()
		const version = await readValue<number>(db, 'test-version', 'select version from catalogue_version where id = 1')
		expect(typeof version).toBe('number')
		await db.updateTable('tyres').set({ stock: 7 }).where('id', '=', 1).execute() // its trigger moves the version
		expect(await readValue<number>(db, 'test-version', 'select version from catalogue_version where id = 1')).toBeGreaterThan(version!)
		expect(await readValue(db, 'test-none', 'select version from catalogue_version where id = -1')).toBeUndefined()
	})

	test('foreign keys are enforced', async () => {
		await expect(
			getDb().insertInto('cart_lines').values({ cart_id: 'missing-cart', tyre_id: 1, quantity: 1 }).execute(),
		).rejects.toThrow(/FOREIGN KEY|violates foreign key constraint/)
	})
})

// Two handles with their own connection pools stand for two app instances on one server.
if (onPostgres) describe('PostgreSQL database', () => {
	test('check-then-write transactions from two instances never interleave: SERIALIZABLE conflicts are retried', async () => {
		const first = getDb()
		const second = openPostgresDatabase(String(process.env.DATABASE_URL))
		try {
			await first.insertInto('settings').values({ key: 'shared-counter', value: '0' }).execute()
			await Promise.all(
				Array.from({ length: 30 }, (_, i) =>
					writeTransaction(i % 2 ? first : second, async (tx) => {
						const row = await tx.selectFrom('settings').select('value').where('key', '=', 'shared-counter').executeTakeFirstOrThrow()
						await new Promise((resolve) => setTimeout(resolve, 2))
						await tx.updateTable('settings').set({ value: String(Number(row.value) + 1) }).where('key', '=', 'shared-counter').execute()
					}),
				),
			)
			const row = await first.selectFrom('settings').select('value').where('key', '=', 'shared-counter').executeTakeFirstOrThrow()
			expect(row.value).toBe('30')
		} finally {
			await second.destroy()
		}
	})

	test('write transactions from two instances run one at a time, each reading what the one before committed, none retried', async () => {
		const first = getDb()
		const second = openPostgresDatabase(String(process.env.DATABASE_URL))
		try {
			await first.insertInto('settings').values({ key: 'one-writer', value: '0' }).execute()
			const spans: Array<[number, number]> = []
			let runs = 0
			// a read, a pause, a write of the same row: without one writer at a time, SERIALIZABLE
			// lets them run side by side and fails all but one of each overlap (retried)
			await Promise.all(
				Array.from({ length: 12 }, (_, i) =>
					writeTransaction(i % 2 ? first : second, async (tx) => {
						runs++
						const begun = performance.now()
						const row = await tx.selectFrom('settings').select('value').where('key', '=', 'one-writer').executeTakeFirstOrThrow()
						await new Promise((resolve) => setTimeout(resolve, 15))
						await tx.updateTable('settings').set({ value: String(Number(row.value) + 1) }).where('key', '=', 'one-writer').execute()
						spans.push([begun, performance.now()])
					}),
				),
			)
			expect(runs).toBe(12)
			spans.sort((a, b) => a[0] - b[0])
			for (let i = 1; i < spans.length; i++) expect(spans[i]![0]).toBeGreaterThanOrEqual(spans[i - 1]![1])
			expect((await first.selectFrom('settings').select('value').where('key', '=', 'one-writer').executeTakeFirstOrThrow()).value).toBe('12')
		} finally {
			await second.destroy()
		}
	})

	test('a writer that waited too long for the lock fails alone: its connection goes back to the pool usable', async () => {
		const first = getDb()
		const holder = openPostgresDatabase(String(process.env.DATABASE_URL))
		try {
			let release!: () => void
			const released = new Promise<void>((resolve) => (release = resolve))
			let locked!: () => void
			const isLocked = new Promise<void>((resolve) => (locked = resolve))
			// another instance holds the writers' lock for longer than a writer waits (10 s)
			const holding = holder.connection().execute(async (conn) => {
				await sql`BEGIN`.execute(conn)
				await sql`LOCK TABLE catalogue_version IN SHARE ROW EXCLUSIVE MODE`.execute(conn)
				locked()
				await released
				await sql`ROLLBACK`.execute(conn)
			})
			await isLocked
			await expect(writeTransaction(first, (tx) => tx.insertInto('settings').values({ key: 'waited', value: '1' }).execute())).rejects.toThrow(/lock timeout/)
			release()
			await holding
			await writeTransaction(first, (tx) => tx.insertInto('settings').values({ key: 'after-wait', value: '1' }).execute())
			expect(await first.selectFrom('settings').select('key').where('key', 'in', ['waited', 'after-wait']).execute()).toEqual([{ key: 'after-wait' }])
		} finally {
			await holder.destroy()
		}
	})

	test('a failure that is not a conflict is not retried', async () => {
		let runs = 0
		await expect(
			writeTransaction(getDb(), async (tx) => {
				runs++
				await tx.insertInto('settings').values({ key: 'dup', value: '1' }).execute()
				await tx.insertInto('settings').values({ key: 'dup', value: '2' }).execute()
			}),
		).rejects.toThrow(/duplicate key/)
		expect(runs).toBe(1)
	})

	test('a NUL in a text value finds nothing and is stored as U+FFFD, never an error', async () => {
		const db = getDb()
		expect(await db.selectFrom('blogs').select('id').where('slug', '=', 'a\0b').executeTakeFirst()).toBeUndefined()
		expect(await db.selectFrom('blogs').select('id').where('slug', 'in', ['x\0', 'y']).execute()).toEqual([])
		await db.insertInto('settings').values({ key: 'nul\0key', value: 'v\0' }).execute()
		const row = await db.selectFrom('settings').selectAll().where('key', '=', 'nul\uFFFDkey').executeTakeFirstOrThrow()
		expect(row.value).toBe('v\uFFFD')
	})

	test('connections the server drops while idle (a restart, a failover) are replaced, never fatal', async () => {
		const db = getDb()
		await Promise.all([1, 2, 3].map(() => sql`select pg_sleep(0.01)`.execute(db))) // idle connections in the pool
		const other = openPostgresDatabase(String(process.env.DATABASE_URL))
		try {
			const { rows } = await sql<{ n: number }>`select count(pg_terminate_backend(pid)) as n from pg_stat_activity where datname = current_database() and pid <> pg_backend_pid()`.execute(other)
			expect(rows[0]?.n).toBeGreaterThan(0)
		} finally {
			await other.destroy()
		}
		await new Promise((resolve) => setTimeout(resolve, 200))
		const { rows } = await sql<{ one: number }>`select 1 as one`.execute(db)
		expect(rows[0]?.one).toBe(1)
	})

	test('bigint and numeric results come back as numbers, as on SQLite', async () => {
		const { n, total } = await getDb()
			.selectFrom('tyres')
			.select((eb) => [eb.fn.countAll<number>().as('n'), eb.fn.sum<number>('stock').as('total')])
			.executeTakeFirstOrThrow()
		expect(typeof n).toBe('number')
		expect(typeof total).toBe('number')
	})
})
