import { describe, expect, test } from 'vitest'
import {
	chargeAmount,
	checkoutSessionIdempotencyKey,
	clientAmountAgrees,
	paymentIntentIdempotencyKey,
	refundIdempotencyKey,
} from './amount'

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

describe('idempotency keys', () => {
	test('are stable per booking and amount, and differ by kind and amount', () => {
		expect(paymentIntentIdempotencyKey('BK-7Q2M', 23_990)).toBe(paymentIntentIdempotencyKey('BK-7Q2M', 23_990))
		expect(paymentIntentIdempotencyKey('BK-7Q2M', 23_990)).not.toBe(paymentIntentIdempotencyKey('BK-7Q2M', 22_990))
		expect(paymentIntentIdempotencyKey('BK-7Q2M', 23_990)).not.toBe(checkoutSessionIdempotencyKey('BK-7Q2M', 23_990))
		expect(refundIdempotencyKey('BK-7Q2M', 1)).not.toBe(refundIdempotencyKey('BK-7Q2M', 2))
		expect(paymentIntentIdempotencyKey('BK-7Q2M', 23_990).length).toBeLessThanOrEqual(255)
	})

	test('refuse a reference that could smuggle separators or be empty', () => {
		expect(() => paymentIntentIdempotencyKey('', 100)).toThrow(/booking reference/)
		expect(() => paymentIntentIdempotencyKey('a:b', 100)).toThrow(/booking reference/)
		expect(() => refundIdempotencyKey('BK-1', -1)).toThrow(/whole number/)
	})
})
