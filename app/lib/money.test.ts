import { describe, expect, test } from 'vitest'
import { centsToDecimal, formatDollars, formatMoney } from './money'

describe('money formatting', () => {
	test('display amounts: two decimals, or whole dollars where there are no cents', () => {
		expect(formatMoney(12345)).toBe('$123.45')
		expect(formatMoney(150000)).toBe('$1,500.00')
		expect(formatDollars(6000)).toBe('$60')
		expect(formatDollars(6050)).toBe('$60.50')
	})

	test('a form field or machine-readable price: a plain decimal, empty for none', () => {
		expect(centsToDecimal(18900)).toBe('189.00')
		expect(centsToDecimal(5)).toBe('0.05')
		expect(centsToDecimal(null)).toBe('')
	})
})
