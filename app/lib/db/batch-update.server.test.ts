import { describe, expect, test } from 'vitest'
import { getDb, writeTransaction } from '#app/lib/db.server'
import { insertRows, updateRowsById } from './batch-update.server'

const TYPES = { price_1: 'integer', price_4: 'integer', marking: 'text', updated_at: 'text' } as const

describe('batched writes', () => {
	test('each row gets its own values, rows setting different columns included, over several chunks', async () => {
		const db = getDb()
		const before = await db.selectFrom('tyres').select(['id', 'price_1', 'price_4', 'marking']).orderBy('id').execute()
		expect(before.length).toBeGreaterThan(2)
		// enough rows for several statements of the wider shape
		const rows = Array.from({ length: 1_300 }, (_, i) => before[i % before.length]!).map((tyre, i) =>
			i % 2 === 0 ? { id: tyre.id, set: { price_1: 10_000 + tyre.id, updated_at: 'stamp' } } : { id: tyre.id, set: { price_4: 20_000 + tyre.id, marking: `M${tyre.id}`, updated_at: 'stamp' } },
		)
		// one update a tyre: the last row naming a tyre wins, as row-by-row updates would
		const last = new Map(rows.map((r) => [r.id, r]))
		const unique = [...last.values()]
		await writeTransaction(db, (tx) => updateRowsById(tx, 'tyres', unique, TYPES))
		const after = await db.selectFrom('tyres').select(['id', 'price_1', 'price_4', 'marking', 'updated_at']).orderBy('id').execute()
		for (const tyre of after) {
			const old = before.find((b) => b.id === tyre.id)!
			const set = last.get(tyre.id)?.set as Record<string, unknown> | undefined
			expect(tyre.price_1).toBe(set && 'price_1' in set ? set.price_1 : old.price_1)
			expect(tyre.price_4).toBe(set && 'price_4' in set ? set.price_4 : old.price_4)
			expect(tyre.marking).toBe(set && 'marking' in set ? set.marking : old.marking)
		}
	})

	test('a null is written as null, and a column without a type is refused before anything is sent', async () => {
		const db = getDb()
		const tyre = await db.selectFrom('tyres').select(['id']).orderBy('id').executeTakeFirstOrThrow()
		await updateRowsById(db, 'tyres', [{ id: tyre.id, set: { price_4: null, marking: null } }], TYPES)
		expect(await db.selectFrom('tyres').select(['price_4', 'marking']).where('id', '=', tyre.id).executeTakeFirstOrThrow()).toEqual({ price_4: null, marking: null })
		await expect(updateRowsById(db, 'tyres', [{ id: tyre.id, set: { stock: 1 } }], TYPES)).rejects.toThrow(/No type/)
	})

	test('many rows are inserted as they are given', async () => {
		const db = getDb()
		const rows = Array.from({ length: 1_500 }, (_, i) => ({ heading: `batch heading ${i}`, field: i % 2 ? 'ignore' : 'brand', updated_at: `t${i}` }))
		expect(await writeTransaction(db, (tx) => insertRows(tx, 'price_list_columns', ['heading', 'field', 'updated_at'], rows))).toBe(1_500)
		const stored = await db.selectFrom('price_list_columns').select(['heading', 'field', 'updated_at']).where('heading', 'like', 'batch heading %').orderBy('updated_at').execute()
		expect(stored).toHaveLength(1_500)
		expect(stored.find((r) => r.heading === 'batch heading 7')).toEqual({ heading: 'batch heading 7', field: 'ignore', updated_at: 't7' })
	})
})
