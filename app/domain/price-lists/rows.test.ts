import { describe, expect, test } from 'vitest'
import type { ColumnChoice } from './columns'
import { dollarsCellToCents, readRow, stockCell, unguardCell } from './rows'

const MAPPING: ColumnChoice[] = ['supplierCode', 'brand', 'model', 'size', 'loadSpeedRating', 'marking', 'runflat', 'category', 'stock', 'price1', 'price4', 'costPrice']
const row = (cells: Partial<Record<number, string>>) => {
	const base = ['MI-1', 'Michelin', 'Pilot Sport 5', '225/45R17', '94Y', 'XL', 'NO', 'Premium', '12+', '$1,289.50', '259', '180.00']
	return base.map((cell, index) => cells[index] ?? cell)
}

describe('reading a price-list row', () => {
	test('the values come out in the catalogue’s terms: cents, a formatted size, 0/1', () => {
		const reading = readRow(7, row({ 3: '225/45 zr17', 7: 'premium' }), MAPPING)
		expect(reading).toEqual({
			ok: true,
			row: 7,
			values: {
				supplierCode: 'MI-1',
				brand: 'Michelin',
				model: 'Pilot Sport 5',
				size: '225/45R17',
				width: 225,
				profile: 45,
				rim: 17,
				loadSpeedRating: '94Y',
				loadIndex: 94,
				speedRating: 'Y',
				marking: 'XL',
				runflat: 0,
				category: 'Premium',
				stock: 12,
				price1: 128950,
				price4: 25900,
				costPrice: 18000,
			},
		})
	})

	test('an empty price is no such price; NaN is no marking; out of stock is 0', () => {
		const reading = readRow(2, row({ 5: 'NaN', 8: 'out of stock', 10: '', 11: '' }), MAPPING)
		expect(reading).toMatchObject({ ok: true, values: { marking: null, stock: 0, price4: null, costPrice: null } })
	})

	test('unmapped fields are absent, so an import leaves them as they are', () => {
		const reading = readRow(2, ['Michelin', 'Primacy 4', '205/55R16'], ['brand', 'model', 'size'])
		expect(reading).toEqual({ ok: true, row: 2, values: { brand: 'Michelin', model: 'Primacy 4', size: '205/55R16', width: 205, profile: 55, rim: 16 } })
	})

	test.each([
		[{ 1: '' }, 'Brand is empty.'],
		[{ 3: '205/55' }, "SIZE '205/55' is not a tyre size like 205/55R16."],
		[{ 4: 'fast' }, "LOAD/SPEED RATING 'fast' is not like 91V or 107/105R."],
		[{ 7: 'Cheap' }, "category 'Cheap' is not Premium, Mid-Range, Budget."],
		[{ 8: 'lots' }, "In Stock 'lots' is not a whole number (12, 12+ or out of stock)."],
		[{ 9: '-5' }, "Price for 1 '-5' is not an amount in dollars such as 189.95."],
		[{ 10: '12.345' }, "Price for 4 '12.345' is not an amount in dollars such as 189.95."],
		[{ 2: '=HYPERLINK("http://evil.example","Pilot")' }, 'Model holds a formula (=HYPERLINK("http://evil.examp…); only plain values are imported.'],
	])('a row with %o is refused: %s', (cells, reason) => {
		expect(readRow(9, row(cells), MAPPING)).toEqual({ ok: false, row: 9, reason })
	})

	test('cells guarded on export come back as they were', () => {
		expect(unguardCell("'=SUM(A1)")).toBe('=SUM(A1)')
		expect(unguardCell("'-40")).toBe('-40')
		expect(unguardCell("O'Brien")).toBe("O'Brien")
		expect(readRow(3, row({ 2: "'+Plus" }), MAPPING)).toMatchObject({ ok: true, values: { model: '+Plus' } })
	})

	test('amounts and stock as suppliers write them', () => {
		expect(dollarsCellToCents('189')).toBe(18900)
		expect(dollarsCellToCents('189.5')).toBe(18950)
		expect(dollarsCellToCents('$1,189.95')).toBe(118995)
		expect(dollarsCellToCents('')).toBeNull()
		expect(dollarsCellToCents('1e3')).toBeUndefined()
		expect(stockCell('12+')).toBe(12)
		expect(stockCell('')).toBe(0)
		expect(stockCell('-1')).toBeUndefined()
	})
})
