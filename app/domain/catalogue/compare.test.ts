import { describe, expect, test } from 'vitest'
import { compareHref, compareNotices, comparePrice, comparisonRows, MAX_COMPARE, parseCompareRequest } from './compare'
import type { CatalogueTyre } from './types'
import { catalogueTyre } from '#tests/fixtures/catalogue-tyre'

function tyre(id: number, over: Partial<CatalogueTyre> = {}): CatalogueTyre {
	return catalogueTyre({ id, ...over })
}

const noDetails = { features: [], warrantyKm: null, fitmentGuarantee: null }

describe('parseCompareRequest', () => {
	const parse = (query: string) => parseCompareRequest(new URLSearchParams(query))

	test('ticked checkboxes (ids repeated) and one list (ids=3,7) read alike, in the order asked, without repeats', () => {
		expect(parse('ids=3&ids=7')).toEqual({ ids: [3, 7], invalid: [], dropped: 0, quantity: 4 })
		expect(parse('ids=3,7')).toEqual({ ids: [3, 7], invalid: [], dropped: 0, quantity: 4 })
		expect(parse('ids=7,3,7&ids=3').ids).toEqual([7, 3])
	})

	test(`a 4th tyre is left out and counted: the first ${MAX_COMPARE} are shown`, () => {
		expect(parse('ids=1&ids=2&ids=3&ids=4&ids=5')).toMatchObject({ ids: [1, 2, 3], dropped: 2 })
	})

	test('what is not an id is named back, never thrown; an empty address asks for nothing', () => {
		expect(parse('ids=abc,-1,0,2.5,12')).toMatchObject({ ids: [12], invalid: ['abc', '-1', '0', '2.5'] })
		expect(parse('ids=99999999999999999999')).toMatchObject({ ids: [], invalid: ['99999999999999999999'] })
		expect(parse('')).toEqual({ ids: [], invalid: [], dropped: 0, quantity: 4 })
		expect(parse('ids=,,')).toEqual({ ids: [], invalid: [], dropped: 0, quantity: 4 })
	})

	test('qty is 1 to 5, else a set of 4', () => {
		expect(parse('ids=1&qty=2').quantity).toBe(2)
		expect(parse('ids=1&qty=9').quantity).toBe(4)
		expect(parse('ids=1&qty=x').quantity).toBe(4)
	})

	test('compareHref writes the address the parser reads', () => {
		expect(compareHref([3, 7])).toBe('/compare?ids=3%2C7')
		expect(parse(compareHref([3, 7], 2).split('?')[1]!)).toMatchObject({ ids: [3, 7], quantity: 2 })
		expect(compareHref([])).toBe('/compare')
	})
})

describe('compareNotices', () => {
	test('says when tyres were left out and which were not found', () => {
		expect(compareNotices({ invalid: [], dropped: 0 }, [])).toEqual([])
		expect(compareNotices({ invalid: [], dropped: 1 }, [])).toEqual(['You can compare up to 3 tyres at a time, so the first 3 you ticked are shown.'])
		expect(compareNotices({ invalid: ['abc'], dropped: 0 }, [42])).toEqual(['We could not find tyres abc, 42: they may have sold out or been taken out of our range.'])
		expect(compareNotices({ invalid: [], dropped: 0 }, [42])).toEqual(['We could not find tyre 42: it may have sold out or been taken out of our range.'])
	})
})

describe('comparisonRows', () => {
	test('price for the chosen quantity, load/speed, type, range, warranty, features and stock, one cell a tyre', () => {
		const a = { tyre: tyre(1, { stock: 20 }), details: { features: ['Quiet', 'Wet grip'], warrantyKm: 80000, fitmentGuarantee: null } }
		const b = { tyre: tyre(2, { price_4: 15000, category: 'Premium', runflat: true, loadSpeedRating: '94W' }), details: noDetails }
		const rows = comparisonRows([a, b], 4)
		expect(rows.map((r) => r.label)).toEqual(['Price for 4', 'Size', 'Load/speed', 'Type', 'Range', 'Warranty', 'Features', 'Stock'])
		const row = (key: string) => rows.find((r) => r.key === key)!
		expect(row('price').cells).toEqual([
			['$480.00 for 4', '$120.00 each'],
			['$600.00 for 4', '$150.00 each'],
		])
		expect(row('load-speed')).toMatchObject({ cells: [['91V'], ['94W']], differs: true })
		expect(row('type').cells).toEqual([['Passenger'], ['Passenger · Runflat']])
		expect(row('category').cells).toEqual([['Mid-Range'], ['Premium']])
		expect(row('warranty').cells).toEqual([['80,000 km tread-life warranty'], ['—']])
		expect(row('features').cells).toEqual([['Quiet', 'Wet grip'], ['—']])
		expect(row('stock').cells).toEqual([['12+ in stock'], ['8 in stock']])
		expect(row('size')).toMatchObject({ differs: false })
	})

	test('a quantity the stock does not allow is priced as the card would add it, and says so; none at all is Not available', () => {
		const low = { tyre: tyre(1, { stock: 2 }), details: noDetails }
		const out = { tyre: tyre(2, { stock: 0 }), details: noDetails }
		const [price] = comparisonRows([low, out], 4)
		expect(price!.cells).toEqual([['$250.00 for 2', '$125.00 each (4 not available)'], ['Not available']])
		expect(comparePrice(low.tyre, 4)).toEqual({ quantity: 2, unitPrice: 12500, total: 25000 })
		expect(comparePrice(out.tyre, 4)).toBeNull()
		expect(comparisonRows([low], 1)[0]).toMatchObject({ label: 'Price for 1', cells: [['$130.00 for 1', '$130.00 each']] })
	})

	test('a row no tyre has anything for is left out', () => {
		const rows = comparisonRows([{ tyre: tyre(1, { category: null }), details: noDetails }], 4)
		expect(rows.map((r) => r.key)).not.toContain('warranty')
		expect(rows.map((r) => r.key)).not.toContain('features')
		expect(rows.map((r) => r.key)).not.toContain('category')
	})
})
