import { afterEach, expect, test } from 'vitest'
import { closeDb, getDb, openDatabaseTarget, type Db } from '#app/lib/db.server'
import { getEnv } from '#app/lib/env.server'
import { clearRateLimits } from '#tests/helpers/rate-limits'
import { createRateLimit, retryIn } from './limiter.server'

const t0 = Date.UTC(2026, 2, 2, 9, 0, 0)
const opened: Db[] = []
afterEach(async () => {
	await Promise.all(opened.splice(0).map((db) => db.destroy()))
	await clearRateLimits()
})

test('allows max hits per window per key, then refuses until the window ends', async () => {
	const limit = createRateLimit({ name: 'test-window', max: 3, windowMs: 60_000 })
	for (const _ of [1, 2, 3]) expect((await limit.hit('ip-a', { now: t0 })).ok).toBe(true)
	expect(await limit.hit('ip-a', { now: t0 + 10_000 })).toEqual({ ok: false, retryAfterSeconds: 50 })
	expect((await limit.hit('ip-a', { now: t0 + 59_999 })).ok).toBe(false)
	expect((await limit.hit('ip-a', { now: t0 + 60_000 })).ok).toBe(true)
})

test('limits are per key and per limiter', async () => {
	const limit = createRateLimit({ name: 'test-keys', max: 1, windowMs: 60_000 })
	const other = createRateLimit({ name: 'test-other', max: 1, windowMs: 60_000 })
	expect((await limit.hit('ip-a', { now: t0 })).ok).toBe(true)
	expect((await limit.hit('ip-a', { now: t0 })).ok).toBe(false)
	expect((await limit.hit('ip-b', { now: t0 })).ok).toBe(true)
	expect((await other.hit('ip-a', { now: t0 })).ok).toBe(true)
	await limit.reset('ip-a')
	expect((await limit.hit('ip-a', { now: t0 + 1 })).ok).toBe(true)
})

test('the window expires by the injected clock, not the wall clock', async () => {
	let now = t0
	const limit = createRateLimit({ name: 'test-clock', max: 2, windowMs: 15 * 60_000, clock: () => now })
	expect((await limit.hit('ip')).ok).toBe(true)
	now += 14 * 60_000
	expect((await limit.hit('ip')).ok).toBe(true)
	expect(await limit.hit('ip')).toEqual({ ok: false, retryAfterSeconds: 60 })
	now += 60_000
	expect((await limit.hit('ip')).ok).toBe(true)
})

test('a count survives a restart: a new limiter on another connection to the same database', async () => {
	const target = getEnv().database
	const first = openDatabaseTarget(target)
	opened.push(first)
	const before = createRateLimit({ name: 'test-restart', max: 2, windowMs: 60_000, db: () => first })
	expect((await before.hit('ip', { now: t0 })).ok).toBe(true)
	expect((await before.hit('ip', { now: t0 + 1000 })).ok).toBe(true)
	await first.destroy()
	opened.pop()

	const second = openDatabaseTarget(target)
	opened.push(second)
	const after = createRateLimit({ name: 'test-restart', max: 2, windowMs: 60_000, db: () => second })
	expect(await after.hit('ip', { now: t0 + 2000 })).toEqual({ ok: false, retryAfterSeconds: 58 })
	const row = await getDb().selectFrom('rate_limits').selectAll().where('key', '=', 'test-restart:ip').executeTakeFirstOrThrow()
	expect(row).toEqual({ key: 'test-restart:ip', points: 3, expire: t0 + 60_000 })
})

test('rows that ran out long ago are cleaned away', async () => {
	const limit = createRateLimit({ name: 'test-cleanup', max: 1, windowMs: 60_000 })
	await limit.hit('old', { now: t0 })
	await limit.hit('new', { now: t0 + 2 * 3600_000 })
	const keys = await getDb().selectFrom('rate_limits').select('key').where('key', 'like', 'test-cleanup:%').execute()
	expect(keys.map((k) => k.key)).toEqual(['test-cleanup:new'])
})

test('retryIn reads naturally', () => {
	expect(retryIn(1)).toBe('in 1 second')
	expect(retryIn(40)).toBe('in 40 seconds')
	expect(retryIn(600)).toBe('in 10 minutes')
})

afterEach(async () => {
	await closeDb()
})

test('check says whether a key is still allowed without counting an attempt', async () => {
	const limit = createRateLimit({ name: 'test-check', max: 2, windowMs: 60_000 })
	for (let i = 0; i < 5; i++) expect(await limit.check('ip-a', { now: t0 })).toEqual({ ok: true, retryAfterSeconds: 0 })
	await limit.hit('ip-a', { now: t0 })
	expect((await limit.check('ip-a', { now: t0 })).ok).toBe(true)
	await limit.hit('ip-a', { now: t0 })
	expect(await limit.check('ip-a', { now: t0 + 15_000 })).toEqual({ ok: false, retryAfterSeconds: 45 })
	expect((await limit.check('ip-a', { now: t0 + 60_000 })).ok).toBe(true)
})
