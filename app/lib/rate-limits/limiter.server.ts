import { RateLimiterRes } from 'rate-limiter-flexible'
import { currentTimeMs } from '../clock.server'
import { getDb, type Db } from '../db.server'
import { RateLimiterKysely } from './store.server'

// A fixed-window limit on rate-limiter-flexible, counted in the database: `max` attempts per
// key in `windowMs`, the window starting at the key's first attempt. Refused attempts are
// counted too, which changes nothing: the window ends when it ends.

export interface RateLimitResult {
	ok: boolean
	/** seconds until the next attempt is allowed (0 when ok) */
	retryAfterSeconds: number
}

export interface RateLimit {
	/** Counts one attempt for `key` and says whether it is allowed. */
	hit(key: string, at?: LimitCall): Promise<RateLimitResult>
	/** Whether `key` is still allowed, without counting an attempt: lets a route refuse before it reads a body. */
	check(key: string, at?: LimitCall): Promise<RateLimitResult>
	/** Forgets `key` (e.g. after a successful login). */
	reset(key: string, at?: LimitCall): Promise<void>
}

/** `now` (epoch ms) instead of the clock; `db`, the handle to count with (a transaction's). */
export interface LimitCall {
	now?: number
	db?: Db
}

export interface RateLimitOptions {
	/** unique among the shop's limiters: the rows of this one start with it */
	name: string
	max: number
	windowMs: number
	/** the database; the shop's own by default */
	db?: () => Db
	clock?: () => number
}

export function createRateLimit({ name, max, windowMs, db = getDb, clock = currentTimeMs }: RateLimitOptions): RateLimit {
	const limiter = new RateLimiterKysely({ keyPrefix: name, points: max, duration: windowMs / 1000, db, clock })
	return {
		async hit(key, { now = clock(), db } = {}) {
			try {
				await limiter.consume(key, 1, { now, db })
				return { ok: true, retryAfterSeconds: 0 }
			} catch (error) {
				if (error instanceof RateLimiterRes) return { ok: false, retryAfterSeconds: secondsUntil(error.msBeforeNext) }
				throw error
			}
		},
		async check(key, { now = clock(), db } = {}) {
			const used = await limiter.get(key, { now, db })
			if (!used || used.consumedPoints < max) return { ok: true, retryAfterSeconds: 0 }
			return { ok: false, retryAfterSeconds: secondsUntil(used.msBeforeNext) }
		},
		async reset(key, { db } = {}) {
			await limiter.delete(key, { db })
		},
	}
}

/** Whole seconds to wait, at least one, for a Retry-After header or a message. */
export function secondsUntil(ms: number) {
	return Math.max(1, Math.ceil(ms / 1000))
}

/** 'in 3 minutes' / 'in 40 seconds', for messages like 'Too many attempts. Try again in 3 minutes.' */
export function retryIn(seconds: number) {
	if (seconds >= 90) return `in ${Math.ceil(seconds / 60)} minutes`
	return `in ${seconds} ${seconds === 1 ? 'second' : 'seconds'}`
}
