import { expect, test } from 'vitest'
import { checkoutSessionExpiresAt, holdExpiresAt, isHoldExpired, PAYMENT_HOLD_MINUTES } from './hold'

const heldAt = new Date('2025-03-07T01:00:00.000Z')

test('a hold lasts 15 minutes', () => {
	expect(PAYMENT_HOLD_MINUTES).toBe(15)
	expect(holdExpiresAt(heldAt).toISOString()).toBe('2025-03-07T01:15:00.000Z')
})

test('a hold has run out at its expiry instant, not a millisecond before', () => {
	const expiresAt = holdExpiresAt(heldAt)
	expect(isHoldExpired(expiresAt, new Date('2025-03-07T01:14:59.999Z'))).toBe(false)
	expect(isHoldExpired(expiresAt, new Date('2025-03-07T01:15:00.000Z'))).toBe(true)
	expect(isHoldExpired(expiresAt, new Date('2025-03-07T02:00:00.000Z'))).toBe(true)
})

test('a Checkout Session expires just past Stripe\'s 30-minute floor, fixed by the hold', () => {
	const expiresAt = checkoutSessionExpiresAt(heldAt)
	expect(expiresAt.toISOString()).toBe('2025-03-07T01:31:00.000Z')
	expect(expiresAt.getTime()).toBeGreaterThan(holdExpiresAt(heldAt).getTime())
})
