import { afterEach, expect, test } from 'vitest'
import { clearRateLimits } from '#tests/helpers/rate-limits'
import { createLoginThrottle } from './login-throttle.server'

const t0 = Date.UTC(2026, 2, 2, 9, 0, 0)
afterEach(() => clearRateLimits())

function throttle(name: string) {
	return createLoginThrottle({
		name,
		perAddress: 8,
		windowMs: 15 * 60_000,
		freeFailures: 3,
		firstDelayMs: 30_000,
		maxDelayMs: 120_000,
		forgetAfterMs: 15 * 60_000,
	})
}

test('a few free mistakes, then a wait that doubles up to the most', async () => {
	const t = throttle('t-backoff')
	const attempt = { ip: '198.51.100.1', account: 'owner' }
	for (const i of [0, 1, 2]) expect(await t.begin(attempt, { now: t0 + i })).toEqual({ ok: true })
	expect(await t.begin(attempt, { now: t0 + 1000 })).toEqual({ ok: false, retryAfterSeconds: 30, message: 'Too many login attempts. Try again in 30 seconds.' })
	expect((await t.begin(attempt, { now: t0 + 30_002 })).ok).toBe(true) // the 4th failure: 60 s
	expect(await t.begin(attempt, { now: t0 + 31_000 })).toMatchObject({ ok: false, retryAfterSeconds: 60 })
	expect((await t.begin(attempt, { now: t0 + 90_002 })).ok).toBe(true) // the 5th: 120 s
	expect((await t.begin(attempt, { now: t0 + 210_002 })).ok).toBe(true) // the 6th: still 120 s, the most
	expect(await t.begin(attempt, { now: t0 + 210_003 })).toMatchObject({ ok: false, retryAfterSeconds: 120 })
})

test('failures are forgotten after a quiet spell, and a success clears them', async () => {
	const t = throttle('t-forget')
	const attempt = { ip: '198.51.100.2', account: 'owner' }
	for (const i of [0, 1]) await t.begin(attempt, { now: t0 + i })
	// 14 minutes later the count is still there (the quiet spell starts again at each attempt)
	await t.begin(attempt, { now: t0 + 14 * 60_000 })
	expect((await t.begin(attempt, { now: t0 + 14 * 60_000 + 1 })).ok).toBe(false)
	// 15 quiet minutes after the last counted attempt: free mistakes again
	const later = t0 + 14 * 60_000 + 15 * 60_000
	for (const i of [0, 1, 2]) expect((await t.begin(attempt, { now: later + i })).ok).toBe(true)
	await t.succeeded(attempt, { now: later + 3 })
	for (const i of [0, 1, 2]) expect((await t.begin(attempt, { now: later + 10 + i })).ok).toBe(true)
})

test("a known device has its own back-off; an address is limited across accounts", async () => {
	const t = throttle('t-device')
	const guesser = { ip: '203.0.113.9', account: 'owner' }
	for (const i of [0, 1, 2]) await t.begin(guesser, { now: t0 + i })
	expect((await t.begin(guesser, { now: t0 + 10 })).ok).toBe(false)
	expect((await t.begin({ ip: '198.51.100.3', account: 'owner', device: 'dev-1' }, { now: t0 + 10 })).ok).toBe(true)

	for (let i = 0; i < 5; i++) expect((await t.begin({ ip: '203.0.113.9', account: `user-${i}` }, { now: t0 + 20 + i })).ok).toBe(true)
	expect(await t.begin({ ip: '203.0.113.9', account: 'user-9' }, { now: t0 + 60_000 })).toMatchObject({ ok: false, retryAfterSeconds: 840 })
})

test('guesses sent together are all counted: only the free ones get through', async () => {
	const t = throttle('t-parallel')
	const verdicts = await Promise.all(Array.from({ length: 10 }, (_, i) => t.begin({ ip: `192.0.2.${i}`, account: 'owner' }, { now: t0 })))
	expect(verdicts.filter((v) => v.ok)).toHaveLength(3)
})

test('a count survives a new throttle on the same database (a restart)', async () => {
	const attempt = { ip: '198.51.100.4', account: 'owner' }
	const before = throttle('t-restart')
	for (const i of [0, 1, 2]) await before.begin(attempt, { now: t0 + i })
	const after = throttle('t-restart')
	expect((await after.begin(attempt, { now: t0 + 1000 })).ok).toBe(false)
	await after.clearAccount('owner')
	expect((await after.begin(attempt, { now: t0 + 1001 })).ok).toBe(true)
})
