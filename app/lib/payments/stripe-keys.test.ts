import { describe, expect, test } from 'vitest'
import { bookingReferenceOf, checkoutSessionIdempotencyKey, paymentIntentIdempotencyKey, refundIdempotencyKey } from './stripe-keys'

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

test('bookingReferenceOf reads the metadata key, treating empty as none', () => {
	expect(bookingReferenceOf({ metadata: { booking_reference: 'BK-1' } })).toBe('BK-1')
	expect(bookingReferenceOf({ metadata: { booking_reference: '' } })).toBeNull()
	expect(bookingReferenceOf({ metadata: null })).toBeNull()
})
