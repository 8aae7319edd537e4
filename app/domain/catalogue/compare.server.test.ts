import { describe, expect, test } from 'vitest'
import { getDb } from '#app/lib/db.server'
import { getCatalogue } from './catalogue.server'
import { loadComparison, similarTyres } from './compare.server'

describe('loadComparison', () => {
	test('the listed tyres asked for, in the order asked, with their features and warranty; the rest named as missing', async () => {
		const db = getDb()
		const [a, b] = (await (await getCatalogue(db)).search({}, { page: 1, limit: 2 })).tyres
		await db.updateTable('tyres').set({ features: 'Quiet ride\nShort wet braking', warranty_km: 70000 }).where('id', '=', b!.id).execute()
		const { tyres, missing } = await loadComparison(db, [b!.id, 987654321, a!.id])
		expect(tyres.map((t) => t.tyre.id)).toEqual([b!.id, a!.id])
		expect(tyres[0]!.details).toMatchObject({ features: ['Quiet ride', 'Short wet braking'], warrantyKm: 70000 })
		expect(missing).toEqual([987654321])
		expect(await loadComparison(db, [])).toEqual({ tyres: [], missing: [] })
	})

	test('a tyre taken out of the range (no price left) is missing, not shown', async () => {
		const db = getDb()
		const tyre = (await (await getCatalogue(db)).search({}, { page: 1, limit: 6 })).tyres[5]!
		const prices = { price_1: tyre.price_1, price_2: tyre.price_2, price_3: tyre.price_3, price_4: tyre.price_4, price_5: tyre.price_5 }
		await db.updateTable('tyres').set({ price_1: null, price_2: null, price_3: null, price_4: null, price_5: null }).where('id', '=', tyre.id).execute()
		try {
			expect(await loadComparison(db, [tyre.id])).toEqual({ tyres: [], missing: [tyre.id] })
		} finally {
			await db.updateTable('tyres').set(prices).where('id', '=', tyre.id).execute()
		}
	})
})

describe('similarTyres', () => {
	test('the same size, in stock, itself left out, nearest in price first', async () => {
		const db = getDb()
		const catalogue = await getCatalogue(db)
		const [width, profile, rim] = catalogue.sizes.find(([w, p, r]) => catalogue.sizeCount({ width: w, profile: p, rim: r }) >= 4)!
		const tyre = (await catalogue.search({ width, profile, rim }, { page: 1, limit: 1 })).tyres[0]!
		const similar = await similarTyres(db, tyre, 3)
		expect(similar.length).toBeGreaterThan(0)
		expect(similar.length).toBeLessThanOrEqual(3)
		for (const other of similar) {
			expect(other.id).not.toBe(tyre.id)
			expect(other.size).toBe(tyre.size)
			expect(other.stock).toBeGreaterThan(0)
		}
		const gaps = similar.map((t) => Math.abs(t.priceInclGst - tyre.priceInclGst))
		expect(gaps).toEqual([...gaps].sort((x, y) => x - y))
	})

	test('the very tyres the whole size gives, one of them out of stock, another out of the range, two a cent either side of its price', async () => {
		const db = getDb()
		const catalogue = await getCatalogue(db)
		const [width, profile, rim] = catalogue.sizes.find(([w, p, r]) => catalogue.sizeCount({ width: w, profile: p, rim: r }) >= 6)!
		const size = await catalogue.all({ width, profile, rim })
		const [tyre, soldOut, unlisted, cheaper, dearer] = size
		// at the tyre's very price: first if they were not left out
		await db.updateTable('tyres').set({ stock: 0, price_incl_gst: tyre!.priceInclGst }).where('id', '=', soldOut!.id).execute()
		await db.updateTable('tyres').set({ price_1: null, price_2: null, price_3: null, price_4: null, price_5: null, price_incl_gst: tyre!.priceInclGst }).where('id', '=', unlisted!.id).execute()
		// two tyres a cent from the tyre's price, one each side: both come first, the lower id first
		await db.updateTable('tyres').set({ price_incl_gst: tyre!.priceInclGst - 1 }).where('id', '=', cheaper!.id).execute()
		await db.updateTable('tyres').set({ price_incl_gst: tyre!.priceInclGst + 1 }).where('id', '=', dearer!.id).execute()
		const now = await getCatalogue(db)
		const expected = (await now.all({ width, profile, rim }))
			.filter((t) => t.id !== tyre!.id && t.stock > 0)
			.sort((a, b) => Math.abs(a.priceInclGst - tyre!.priceInclGst) - Math.abs(b.priceInclGst - tyre!.priceInclGst) || a.id - b.id)
			.slice(0, 4)
		const similar = await similarTyres(db, tyre!)
		expect(similar.map((t) => t.id)).toEqual(expected.map((t) => t.id))
		expect(similar.map((t) => t.id)).not.toContain(soldOut!.id)
		expect(similar.map((t) => t.id)).not.toContain(unlisted!.id)
		const tied = similar.filter((t) => t.id === cheaper!.id || t.id === dearer!.id).map((t) => t.id)
		expect(tied).toEqual([Math.min(cheaper!.id, dearer!.id), Math.max(cheaper!.id, dearer!.id)])
		expect(similar[0]).toEqual(expected[0])
	})
})
