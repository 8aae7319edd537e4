import { expect, test } from 'vitest'
import { createRateLimiter, retryIn } from './rate-limit.server'

test('allows max hits per window per key, then refuses until the window ends', () => {
	const limiter = createRateLimiter({ max: 3, windowMs: 60_000 })
	const t0 = 1_000_000
	expect([1, 2, 3].map((i) => (void i, limiter.hit('ip-a', t0).ok))).toEqual([true, true, true])
	expect(limiter.hit('ip-a', t0 + 10_000)).toEqual({ ok: false, retryAfterSeconds: 50 })
	expect(limiter.hit('ip-b', t0 + 10_000).ok).toBe(true)
	expect(limiter.hit('ip-a', t0 + 60_000).ok).toBe(true)
	limiter.reset('ip-a')
	expect(limiter.hit('ip-a', t0 + 60_001).ok).toBe(true)
})

test('retryIn reads naturally', () => {
	expect(retryIn(1)).toBe('in 1 second')
	expect(retryIn(40)).toBe('in 40 seconds')
	expect(retryIn(600)).toBe('in 10 minutes')
})

test('check says whether a key is still allowed without counting an attempt', () => {
	const limiter = createRateLimiter({ max: 2, windowMs: 60_000 })
	const t0 = 1_000_000
	for (let i = 0; i < 5; i++) expect(limiter.check('ip-a', t0)).toEqual({ ok: true, retryAfterSeconds: 0 })
	limiter.hit('ip-a', t0)
	expect(limiter.check('ip-a', t0).ok).toBe(true)
	limiter.hit('ip-a', t0)
	expect(limiter.check('ip-a', t0 + 15_000)).toEqual({ ok: false, retryAfterSeconds: 45 })
	expect(limiter.check('ip-a', t0 + 60_000).ok).toBe(true)
})
