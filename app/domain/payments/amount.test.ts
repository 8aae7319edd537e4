import { describe, expect, test } from 'vitest'
import { chargeAmount, clientAmountAgrees } from './amount'

describe('chargeAmount', () => {
	test.each([
		[23_990, 23_990],
		[23_989.5, 23_990],
		[23_989.49, 23_989],
		[50, 50],
		[99_999_999, 99_999_999],
	])('charges %d cents as %d cents in AUD', (finalAmount, charged) => {
		expect(chargeAmount(finalAmount)).toEqual({ ok: true, amount: charged, currency: 'aud' })
	})

	test.each([
		[0, 'too_small'],
		[49, 'too_small'],
		[-1000, 'too_small'],
		[100_000_000, 'too_large'],
		[Number.NaN, 'not_a_number'],
		[Number.POSITIVE_INFINITY, 'not_a_number'],
	])('refuses %d (%s)', (finalAmount, reason) => {
		expect(chargeAmount(finalAmount)).toEqual({ ok: false, reason })
	})
})

test('a client amount only agrees when it is the same number of cents', () => {
	expect(clientAmountAgrees(23_990, 23_990)).toBe(true)
	expect(clientAmountAgrees(23_990.2, 23_990)).toBe(true)
	expect(clientAmountAgrees(100, 23_990)).toBe(false)
	expect(clientAmountAgrees('23990', 23_990)).toBe(false)
	expect(clientAmountAgrees(undefined, 23_990)).toBe(false)
})
