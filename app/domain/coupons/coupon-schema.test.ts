import { describe, expect, test } from 'vitest'
import { couponSchema } from './coupon-schema'

const schema = couponSchema('2026-06-15')
const errorsOf = (input: Record<string, unknown>) => {
	const result = schema.safeParse(input)
	return result.success ? {} : Object.fromEntries(result.error.issues.map((i) => [String(i.path[0]), i.message]))
}

describe('coupon form', () => {
	test('percentage keeps whole percent; flat and minimum become cents; the code is upper-cased', () => {
		expect(schema.parse({ code: ' spring15 ', discountType: 'percentage', discountValue: '15', minimumAmount: '100', expiryDate: '2026-06-15' })).toEqual({
			code: 'SPRING15',
			discountType: 'percentage',
			discountValue: 15,
			minimumAmount: 10000,
			expiryDate: '2026-06-15',
		})
		expect(schema.parse({ code: 'TENOFF', discountType: 'flat', discountValue: '12.50', expiryDate: '2026-12-31' })).toMatchObject({ discountValue: 1250, minimumAmount: 0 })
	})

	test('over 100 percent, negative values, a past expiry and a bad code get clear messages', () => {
		expect(errorsOf({ code: 'BIG', discountType: 'percentage', discountValue: '150', expiryDate: '2026-07-01' })).toEqual({
			discountValue: 'A percentage discount is a whole number from 1 to 100.',
		})
		expect(errorsOf({ code: 'NEG', discountType: 'flat', discountValue: '-5', minimumAmount: '-1', expiryDate: '2026-07-01' })).toEqual({
			discountValue: 'The amount cannot be negative.',
			minimumAmount: 'The amount cannot be negative.',
		})
		expect(errorsOf({ code: 'OLD', discountType: 'flat', discountValue: '5', expiryDate: '2026-06-14' })).toEqual({ expiryDate: 'The expiry date is in the past.' })
		expect(errorsOf({ code: 'no spaces!', discountType: 'bogus', discountValue: '5', expiryDate: '2026-02-30' })).toEqual({
			code: 'Use 3 to 30 letters, digits, - or _.',
			discountType: 'Choose percentage or flat.',
			expiryDate: 'Choose a date that exists.',
		})
		expect(errorsOf({ code: 'ZERO', discountType: 'flat', discountValue: '0', expiryDate: '2026-07-01' })).toEqual({ discountValue: 'A flat discount must be more than $0.' })
	})
})
