import { RateLimiterRes } from 'rate-limiter-flexible'
import { getDb, type Db } from '../db.server'
import { retryIn, secondsUntil } from './limiter.server'
import { RateLimiterKysely } from './store.server'

// Password guessing is slowed down in two ways that never lock the rightful user out for long:
// - per client address, failed logins in a window (one address cannot try many accounts);
// - per account, a soft back-off: a few free mistakes, then a wait that doubles with every
//   further failure up to a few minutes, forgotten after a quiet spell. A browser that logged
//   in to that account before (a signed device cookie) has a back-off of its own, so someone
//   guessing from elsewhere can slow the account down but never shut its owner out.
// Attempts are counted before the password is checked, each count one atomic upsert in the
// database, so guesses sent in parallel (or to another instance) are counted too; a successful
// login gives its attempt back.

export interface LoginThrottleOptions {
	/** unique among the shop's limiters: the rows of this throttle start with it */
	name: string
	/** failed logins allowed per client address in `windowMs` */
	perAddress: number
	windowMs: number
	/** failures per account (or known device) before the back-off starts */
	freeFailures: number
	/** the first wait; each further failure doubles it */
	firstDelayMs: number
	maxDelayMs: number
	/** an account's failures are forgotten after this long without an attempt */
	forgetAfterMs: number
	db?: () => Db
}

export interface LoginAttempt {
	/** the client's address as the server saw it */
	ip: string
	/** the user ID or phone number tried, normalised */
	account: string
	/** the id of a device cookie issued to this account, when the browser has one */
	device?: string | null
}

/** When the attempt happens (epoch ms) and the database handle to count with. */
export interface ThrottleCall {
	now: number
	db?: Db
}

export type ThrottleVerdict = { ok: true } | { ok: false; retryAfterSeconds: number; message: string }

export interface LoginThrottle {
	/** Counts one attempt, or refuses it while the address or the account must wait. */
	begin(attempt: LoginAttempt, at: ThrottleCall): Promise<ThrottleVerdict>
	/** The password was right: the address gets its attempt back and the account's count is cleared. */
	succeeded(attempt: LoginAttempt, at: ThrottleCall): Promise<void>
	/** Forgets an account's failures (its owner proved who they are another way, e.g. a reset code). */
	clearAccount(account: string, at?: { db?: Db }): Promise<void>
}

export function createLoginThrottle(options: LoginThrottleOptions): LoginThrottle {
	const db = options.db ?? getDb
	const addresses = new RateLimiterKysely({ keyPrefix: `${options.name}:ip`, points: options.perAddress, duration: options.windowMs / 1000, db })
	const failures = new RateLimiterKysely({
		keyPrefix: `${options.name}:failures`,
		points: Number.MAX_SAFE_INTEGER,
		duration: options.forgetAfterMs / 1000,
		slidingExpiry: true,
		db,
	})
	// One point per account: taken by the failure that starts a wait, for as long as the wait.
	const waits = new RateLimiterKysely({ keyPrefix: `${options.name}:wait`, points: 1, duration: options.firstDelayMs / 1000, db })

	const accountKey = (attempt: Pick<LoginAttempt, 'account' | 'device'>) => (attempt.device ? `device:${attempt.device}` : `account:${attempt.account}`)
	const refuse = (waitMs: number): ThrottleVerdict => {
		const retryAfterSeconds = secondsUntil(waitMs)
		return { ok: false, retryAfterSeconds, message: `Too many login attempts. Try again ${retryIn(retryAfterSeconds)}.` }
	}

	return {
		async begin(attempt, { now, db }) {
			const at = { now, db }
			const key = accountKey(attempt)
			const [address, wait] = await Promise.all([addresses.get(attempt.ip, at), waits.get(key, at)])
			let waitMs = 0
			if (address && address.consumedPoints >= options.perAddress) waitMs = address.msBeforeNext
			if (wait && wait.consumedPoints >= 1) waitMs = Math.max(waitMs, wait.msBeforeNext)
			if (waitMs > 0) return refuse(waitMs)

			// An attempt sent alongside others may find the count full only now.
			const counted = await addresses.penalty(attempt.ip, 1, at)
			if (counted.consumedPoints > options.perAddress) {
				await addresses.reward(attempt.ip, 1, at)
				return refuse(counted.msBeforeNext)
			}
			const failed = (await failures.penalty(key, 1, at)).consumedPoints
			if (failed >= options.freeFailures) {
				const doublings = Math.min(failed - options.freeFailures, 30)
				const delayMs = Math.min(options.firstDelayMs * 2 ** doublings, options.maxDelayMs)
				try {
					await waits.consume(key, 1, { ...at, customDuration: delayMs / 1000 })
				} catch (error) {
					if (!(error instanceof RateLimiterRes)) throw error
					// another attempt started the wait first: this one is refused and not counted
					await Promise.all([failures.reward(key, 1, at), addresses.reward(attempt.ip, 1, at)])
					return refuse(error.msBeforeNext)
				}
			}
			return { ok: true }
		},
		async succeeded(attempt, at) {
			const address = await addresses.get(attempt.ip, at)
			if (address && address.consumedPoints > 0) await addresses.reward(attempt.ip, 1, at)
			const key = accountKey(attempt)
			await Promise.all([failures.delete(key, at), waits.delete(key, at)])
		},
		async clearAccount(account, at = {}) {
			const key = accountKey({ account })
			await Promise.all([failures.delete(key, at), waits.delete(key, at)])
		},
	}
}
