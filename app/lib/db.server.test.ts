import { sql } from 'kysely'
import { describe, expect, test } from 'vitest'
import { getDb, writeTransaction } from './db.server'

describe('database', () => {
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

	test('foreign keys are enforced', async () => {
		await expect(
			getDb().insertInto('cart_lines').values({ cart_id: 'missing-cart', tyre_id: 1, quantity: 1 }).execute(),
		).rejects.toThrow(/FOREIGN KEY/)
	})
})
