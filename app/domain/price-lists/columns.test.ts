import { describe, expect, test } from 'vitest'
import { FIELD_HEADINGS, mapColumns, missingFields, PRICE_LIST_FIELDS } from './columns'

describe('mapping a file’s columns', () => {
	test('the catalogue’s own column names map themselves, in any case and spacing', () => {
		const headings = PRICE_LIST_FIELDS.map((f) => FIELD_HEADINGS[f])
		expect(mapColumns(headings, new Map())).toEqual([...PRICE_LIST_FIELDS])
		expect(mapColumns(['  brand ', 'MODEL', 'size', 'price  for 4'], new Map())).toEqual(['brand', 'model', 'size', 'price4'])
	})

	test('a remembered choice wins over the names; unknown headings are ignored', () => {
		const remembered = new Map([
			['description', 'model'],
			['rrp', 'price1'],
			['model', 'ignore'],
		] as const)
		expect(mapColumns(['Brand', 'Description', 'Model', 'RRP', 'Warehouse'], remembered)).toEqual(['brand', 'model', 'ignore', 'price1', 'ignore'])
	})

	test('a field is taken by the first column that claims it', () => {
		expect(mapColumns(['SKU', 'Code', 'Brand'], new Map())).toEqual(['supplierCode', 'ignore', 'brand'])
	})

	test('Brand, Model and SIZE must be mapped', () => {
		expect(missingFields(['brand', 'ignore', 'price1'])).toEqual(['model', 'size'])
		expect(missingFields(['brand', 'model', 'size'])).toEqual([])
	})
})
