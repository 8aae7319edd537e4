import { describe, expect, test } from 'vitest'
import { compareForListing, isListed, listTyres, recommendedTyres, stockLabel } from './rules'
import type { CatalogueTyre } from './types'
import { catalogueTyre } from '#tests/fixtures/catalogue-tyre'

let nextId = 1
function tyre(over: Partial<CatalogueTyre> & { brand: string }): CatalogueTyre {
	const id = over.id ?? nextId++
	const price = over.price_4 === undefined ? 20000 : over.price_4
	return catalogueTyre({
		id,
		model: 'Model',
		price_1: price === null ? null : price + 1000,
		price_2: price === null ? null : price + 500,
		price_3: price === null ? null : price + 200,
		price_4: price,
		price_5: price === null ? null : price - 100,
		priceInclGst: 21000,
		unloading24h: 0,
		...over,
	})
}

describe('hiding (spec §2, §9)', () => {
	test("the house brand's Antarctica 5 is never listed, in any capitalisation", () => {
		expect(isListed(tyre({ brand: 'Zeta', model: 'Antarctica 5' }))).toBe(false)
		expect(isListed(tyre({ brand: 'ZETA', model: 'antarctica 5 ' }))).toBe(false)
		expect(isListed(tyre({ brand: 'Zeta', model: 'Azura' }))).toBe(true)
		// another brand's model of the same name is not the hidden one
		expect(isListed(tyre({ brand: 'Kumho', model: 'Antarctica 5' }))).toBe(true)
	})

	test('a tyre without any price is not listed; one missing only some tiers is', () => {
		expect(isListed(tyre({ brand: 'Kumho', price_1: null, price_2: null, price_3: null, price_4: null, price_5: null }))).toBe(false)
		expect(isListed(tyre({ brand: 'Kumho', price_4: null, price_5: null, price_1: 100, price_2: null, price_3: null }))).toBe(true)
	})
})

describe('listing order (spec §9)', () => {
	test('the house brand first, then stock descending; ties by id', () => {
		const a = tyre({ id: 101, brand: 'Michelin', stock: 3 })
		const b = tyre({ id: 102, brand: 'Zeta', model: 'Azura', stock: 1 })
		const c = tyre({ id: 103, brand: 'Kumho', stock: 20 })
		const d = tyre({ id: 104, brand: 'Pirelli', stock: 20 })
		const e = tyre({ id: 105, brand: 'Zeta', model: 'Alventi', stock: 9 })
		const hidden = tyre({ id: 106, brand: 'Zeta', model: 'Antarctica 5', stock: 50 })
		expect(listTyres([a, b, c, d, e, hidden]).map((t) => t.id)).toEqual([105, 102, 103, 104, 101])
	})

	test('a price sort orders by the displayed price (Price for 4), in-stock tyres first', () => {
		const cheapOut = tyre({ id: 201, brand: 'Sailun', price_4: 9000, stock: 0 })
		const mid = tyre({ id: 202, brand: 'Kumho', price_4: 15000, stock: 2 })
		const dear = tyre({ id: 203, brand: 'Michelin', price_4: 30000, stock: 12 })
		const cheap = tyre({ id: 204, brand: 'Nankang', price_4: 10000, stock: 5 })
		const house = tyre({ id: 205, brand: 'Zeta', model: 'Azura', price_4: 50000, stock: 6 })
		const all = [cheapOut, mid, dear, cheap, house]
		expect(listTyres(all, 'low-to-high').map((t) => t.id)).toEqual([205, 204, 202, 203, 201])
		expect(listTyres(all, 'high-to-low').map((t) => t.id)).toEqual([205, 203, 202, 204, 201])
		// no sort: stock only
		expect(listTyres(all).map((t) => t.id)).toEqual([205, 203, 204, 202, 201])
	})

	test('equal prices fall back to stock descending', () => {
		const low = tyre({ id: 301, brand: 'Kumho', price_4: 10000, stock: 2 })
		const high = tyre({ id: 302, brand: 'Hankook', price_4: 10000, stock: 9 })
		expect([low, high].sort(compareForListing('low-to-high')).map((t) => t.id)).toEqual([302, 301])
	})
})

describe('stock label (spec §3)', () => {
	test('12 or more reads 12+, none reads out of stock', () => {
		expect(stockLabel(0)).toBe('Out of stock')
		expect(stockLabel(-2)).toBe('Out of stock')
		expect(stockLabel(5)).toBe('5 in stock')
		expect(stockLabel(12)).toBe('12+ in stock')
		expect(stockLabel(40)).toBe('12+ in stock')
	})
})

describe('recommendations (spec §9)', () => {
	const catalogue = [
		tyre({ id: 1, brand: 'Michelin', category: 'Premium', stock: 8 }),
		tyre({ id: 2, brand: 'Michelin', category: 'Premium', stock: 10 }),
		tyre({ id: 3, brand: 'Pirelli', category: 'Premium', stock: 14 }),
		tyre({ id: 4, brand: 'Kumho', category: 'Mid-Range', stock: 12 }),
		tyre({ id: 5, brand: 'Kumho', category: 'Mid-Range', stock: 6 }),
		tyre({ id: 6, brand: 'Hankook', category: 'Mid-Range', stock: 7 }),
		tyre({ id: 7, brand: 'Falken', category: 'Premium', stock: 5 }), // below 6: never
		tyre({ id: 8, brand: 'Zeta', model: 'Antarctica 5', category: 'Mid-Range', stock: 40 }), // hidden
		tyre({ id: 9, brand: 'Zeta', model: 'Azura', category: 'Mid-Range', stock: 6 }),
		tyre({ id: 10, brand: 'Zeta', model: 'Alventi', category: 'Mid-Range', stock: 9 }),
		tyre({ id: 11, brand: 'Sailun', category: 'Budget', stock: 30 }),
		tyre({ id: 12, brand: 'Bridgestone', category: 'Premium', stock: 9 }),
		tyre({ id: 13, brand: 'Dunlop', category: 'Premium', stock: 20, price_1: null, price_2: null, price_3: null, price_4: null, price_5: null }), // no price
	]

	test('one per brand with stock ≥ 6; a Zeta mid-range tyre first; brands with top stock 12+ next, premium then mid-range order', () => {
		const picks = recommendedTyres(catalogue)
		expect(picks.map((t) => [t.brand, t.id])).toEqual([
			['Zeta', 10],
			// top stock 12 or more: premium order, then mid-range order, then the rest
			['Pirelli', 3],
			['Kumho', 4],
			['Sailun', 11],
			// the others, premium then mid-range order
			['Michelin', 2],
			['Bridgestone', 12],
			['Hankook', 6],
		])
	})

	test('Refresh takes each brand’s next qualifying tyre, wrapping round, under the same rules', () => {
		const second = recommendedTyres(catalogue, { round: 1 })
		expect(second.map((t) => [t.brand, t.id])).toEqual([
			['Zeta', 9],
			['Pirelli', 3],
			['Kumho', 5],
			['Sailun', 11],
			['Michelin', 1],
			['Bridgestone', 12],
			['Hankook', 6],
		])
		expect(recommendedTyres(catalogue, { round: 2 }).map((t) => t.id)).toEqual(recommendedTyres(catalogue).map((t) => t.id))
	})

	test('the limit caps the grid and nothing hidden or priceless ever appears', () => {
		const picks = recommendedTyres(catalogue, { limit: 3 })
		expect(picks).toHaveLength(3)
		for (const round of [0, 1, 2, 3]) {
			for (const pick of recommendedTyres(catalogue, { round })) {
				expect(pick.id).not.toBe(8)
				expect(pick.id).not.toBe(13)
				expect(pick.stock).toBeGreaterThanOrEqual(6)
			}
		}
	})

	test('without a Zeta mid-range tyre in stock, the ranking starts with the other brands', () => {
		const withoutZeta = catalogue.filter((t) => t.brand !== 'Zeta')
		expect(recommendedTyres(withoutZeta)[0]!.brand).toBe('Pirelli')
	})
})
