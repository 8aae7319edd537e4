import { describe, expect, test } from 'vitest'
import { withoutBlanks } from '#app/lib/form-fields'
import { MAX_FEATURES, NewTyreSchema, parseLoadSpeedRating, TyreDetailsSchema, parseTyreFilters, priceFieldsFromApi, TyreActionSchema, TyrePricesSchema, tyreFieldsFromApi } from './tyre-schema'

const image = () => new File([new Uint8Array([1, 2, 3])], 'a.png', { type: 'image/png' })

describe('add tyre (spec §5)', () => {
	test('the required fields and both images, with optional extras; money becomes cents', () => {
		const parsed = NewTyreSchema.parse({
			brand: ' Michelin ',
			model: 'Primacy 4',
			width: '205',
			profile: '55',
			rim: '16',
			loadSpeedRating: '91 v',
			marking: 'NaN',
			runflat: 'YES',
			category: 'Premium',
			priceInclGst: '$1,189.50',
			inStock: '12',
			image: image(),
			brandLogo: image(),
		})
		expect(parsed).toMatchObject({ brand: 'Michelin', width: 205, profile: 55, rim: 16, marking: null, runflat: true, priceInclGst: 118950, inStock: 12, type: null })
	})

	test('missing fields and the tyre image say Required (the brand logo is checked against the brand); bad values say why', () => {
		const result = NewTyreSchema.safeParse({ brand: 'X', width: '1000', priceInclGst: '-5', inStock: '2.5', category: 'Cheap' })
		expect(result.success).toBe(false)
		const errors = Object.fromEntries(result.error!.issues.map((i) => [String(i.path[0]), i.message]))
		expect(errors.brandLogo).toBeUndefined()
		expect(errors).toMatchObject({
			model: 'Required',
			profile: 'Required',
			rim: 'Required',
			image: 'Required',
			width: 'Width is in mm, from 105 to 395.',
			priceInclGst: 'The amount cannot be negative.',
			inStock: 'Stock is a whole number from 0 to 9999.',
			category: 'Choose Premium, Mid-Range or Budget.',
		})
	})

	test('load/speed ratings', () => {
		expect(parseLoadSpeedRating('91V')).toEqual({ rating: '91V', loadIndex: 91, speedRating: 'V' })
		expect(parseLoadSpeedRating('107/105r')).toEqual({ rating: '107/105R', loadIndex: 107, speedRating: 'R' })
		expect(parseLoadSpeedRating('fast')).toBeNull()
	})

	test('the API may use the spec field names (SIZE, Brand, Price Incl GST …)', () => {
		const fields = withoutBlanks(
			tyreFieldsFromApi({ Brand: 'Zeta', Model: 'ZTR', SIZE: '225/45ZR17', 'Price Incl GST': '150', 'In Stock': '4', 'LOAD/SPEED RATING': '94W', Marking: '', image: image(), brandLogo: image() }),
		)
		expect(NewTyreSchema.parse(fields)).toMatchObject({ brand: 'Zeta', width: 225, profile: 45, rim: 17, priceInclGst: 15000, inStock: 4, loadSpeedRating: '94W' })
	})
})

describe('features, warranty and fitment guarantee (optional)', () => {
	const base = { brand: 'Zeta', model: 'Azura', width: '205', profile: '55', rim: '16', priceInclGst: '150', inStock: '4', image: image() }

	test('absent: no features, no warranty, no guarantee', () => {
		expect(NewTyreSchema.parse(base)).toMatchObject({ features: [], warrantyKm: null, fitmentGuarantee: null })
		expect(TyreDetailsSchema.parse({})).toEqual({ features: [], warrantyKm: null, fitmentGuarantee: null })
	})

	test('features one a line (bullets and blank lines dropped), kilometres as the owner writes them', () => {
		const parsed = TyreDetailsSchema.parse({ features: '- Quiet ride\r\n\n• Wet grip  \n', warrantyKm: '80,000 km', fitmentGuarantee: '  Free re-check in 30 days ' })
		expect(parsed).toEqual({ features: ['Quiet ride', 'Wet grip'], warrantyKm: 80000, fitmentGuarantee: 'Free re-check in 30 days' })
		expect(TyreDetailsSchema.parse({ features: ['A', ' ', 'B'], warrantyKm: 60000 })).toMatchObject({ features: ['A', 'B'], warrantyKm: 60000 })
	})

	test('bad values say why, on their own field', () => {
		const errorsOf = (input: Record<string, unknown>) => {
			const result = TyreDetailsSchema.safeParse(input)
			expect(result.success).toBe(false)
			return Object.fromEntries(result.error!.issues.map((i) => [String(i.path[0]), i.message]))
		}
		expect(errorsOf({ features: 'a\nb\nc\nd\ne\nf\ng' })).toEqual({ features: `At most ${MAX_FEATURES} features, one a line.` })
		expect(errorsOf({ features: 'x'.repeat(81) })).toEqual({ features: 'Keep each feature to 80 characters.' })
		for (const km of ['eighty thousand', '80000.5', '-5000', '999', '300001', '12345678']) {
			expect(errorsOf({ warrantyKm: km })).toEqual({ warrantyKm: 'The warranty is a whole number of kilometres from 1,000 to 300,000.' })
		}
		expect(errorsOf({ fitmentGuarantee: 'g'.repeat(201) })).toEqual({ fitmentGuarantee: 'At most 200 characters.' })
		expect(NewTyreSchema.safeParse({ ...base, warrantyKm: 'lots' }).success).toBe(false)
	})

	test('the API takes them under our names, features as a list', () => {
		const fields = withoutBlanks(tyreFieldsFromApi({ Brand: 'Zeta', Model: 'ZTR', SIZE: '225/45R17', 'Price Incl GST': '150', 'In Stock': '4', image: image(), features: ['Quiet'], warrantyKm: 50000 }))
		expect(NewTyreSchema.parse(fields)).toMatchObject({ features: ['Quiet'], warrantyKm: 50000, fitmentGuarantee: null })
	})
})

describe('quantity prices', () => {
	test('empty removes a tier, missing keeps it, at least one is needed', () => {
		expect(TyrePricesSchema.parse({ price1: '200', price2: '', price3: null, price4: 190.5 })).toEqual({
			price1: 20000,
			price2: null,
			price3: null,
			price4: 19050,
			price5: undefined,
		})
		expect(TyrePricesSchema.safeParse({}).success).toBe(false)
		expect(TyrePricesSchema.safeParse({ price1: 'abc' }).error?.issues[0]?.message).toBe('Enter an amount in dollars, such as 189 or 189.95.')
		expect(priceFieldsFromApi({ 'Price for 1': 10, 'Price for 5': null, other: 1 })).toEqual({ price1: 10, price5: null })
	})
})

describe('grid filters', () => {
	test('empty parameters are ignored; a bad page is refused', () => {
		expect(parseTyreFilters(new URLSearchParams('brand=Michelin&width=&page=2')).data).toEqual({ brand: 'Michelin', page: 2 })
		expect(parseTyreFilters(new URLSearchParams('page=abc')).success).toBe(false)
		expect(parseTyreFilters(new URLSearchParams('page=0')).success).toBe(false)
	})
})

describe('the Tyres tab actions', () => {
	test('add needs no tyre; the card actions need a whole positive tyre id', () => {
		expect(TyreActionSchema.parse({ intent: 'add' })).toEqual({ intent: 'add' })
		expect(TyreActionSchema.parse({ intent: 'update-prices', id: '12' })).toEqual({ intent: 'update-prices', id: 12 })
		for (const intent of ['delete', 'update-stock', 'update-prices', 'update-image']) {
			expect(TyreActionSchema.safeParse({ intent, id: '0' }).success).toBe(false)
			expect(TyreActionSchema.safeParse({ intent }).success).toBe(false)
		}
		expect(TyreActionSchema.safeParse({ intent: 'rename', id: '3' }).success).toBe(false)
	})
})
