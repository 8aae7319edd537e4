import { describe, expect, test } from 'vitest'
import type { DayJob } from './day'
import { pickList } from './pick-list'

function job(id: number, state: DayJob['state'], tyres: DayJob['tyres']): DayJob {
	return {
		id,
		reference: `BK-${id}`,
		state,
		slot: 'morning',
		customer: { name: 'A B', phone: '0412 345 678', callHref: 'tel:+61412345678', email: 'a@example.com' },
		address: { line: '1 Main St', suburb: 'Clayton', postcode: '3168', directionsUrl: 'https://www.google.com/maps/dir/?api=1&destination=x' },
		coords: null,
		visitOrder: null,
		vehicle: { rego: null, state: null, description: '' },
		tyres,
		services: [],
		positions: [],
		notes: null,
		collect: { kind: 'nothing-due' },
		doneAt: null,
		notCompleted: null,
		failedFee: null,
		byPhone: false,
		onMyWay: null,
		suggestedMinutes: 30,
	}
}

const primacy = { tyreId: 7, brand: 'Michelin', model: 'Primacy 4', size: '205/55R16', rating: '91V' }
const azura = { tyreId: 9, brand: 'Zeta', model: 'Azura', size: '205/55R16', rating: '91V' }

describe('the pick list', () => {
	test('adds up each tyre over the jobs still to do; a done job is already fitted', () => {
		const rows = pickList(
			[job(1, 'to-do', [{ ...primacy, quantity: 2 }]), job(2, 'not-completed', [{ ...primacy, quantity: 4 }, { ...azura, quantity: 1 }]), job(3, 'done', [{ ...azura, quantity: 4 }])],
			new Map([
				[7, { inStock: 10, held: 6 }],
				[9, { inStock: 3, held: 1 }],
			]),
		)
		expect(rows).toEqual([
			expect.objectContaining({ tyreId: 7, brand: 'Michelin', needed: 6, jobs: 2, inStock: 10, onShelf: 16, shortBy: 0, low: false }),
			expect.objectContaining({ tyreId: 9, brand: 'Zeta', needed: 1, jobs: 1, inStock: 3, onShelf: 4, shortBy: 0, low: true }),
		])
	})

	test('flags a shortfall when the shelf cannot cover the day, and a tyre gone from the catalogue, first', () => {
		const rows = pickList(
			[job(1, 'to-do', [{ ...primacy, quantity: 4 }]), job(2, 'to-do', [{ ...azura, quantity: 4 }, { tyreId: null, brand: 'Old', model: 'Gone', size: '195/65R15', rating: null, quantity: 2 }])],
			new Map([
				[7, { inStock: 0, held: 2 }], // the shelf has 2 of the 4 (held counts were changed by hand)
				[9, { inStock: 5, held: 4 }],
			]),
		)
		expect(rows.map((r) => [r.brand, r.shortBy])).toEqual([
			['Michelin', 2],
			['Old', 2],
			['Zeta', 0],
		])
		expect(rows[1]).toMatchObject({ tyreId: null, inStock: null, onShelf: null })
	})

	test('a tyre id no longer in stock rows counts as gone', () => {
		const [row] = pickList([job(1, 'to-do', [{ ...primacy, quantity: 2 }])], new Map())
		expect(row).toMatchObject({ tyreId: null, shortBy: 2, inStock: null })
	})

	test('nothing to load on a day of done jobs', () => {
		expect(pickList([job(1, 'done', [{ ...primacy, quantity: 2 }])], new Map([[7, { inStock: 1, held: 0 }]]))).toEqual([])
	})
})
