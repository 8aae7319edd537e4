import { retryIn } from './rate-limit.server'

// Password guessing is slowed down in two ways that never lock the rightful user out for long:
// - per client address, failed logins in a window (one address cannot try many accounts);
// - per account, a soft back-off: a few free mistakes, then a wait that doubles with every
//   further failure up to a few minutes, forgotten after a quiet spell. A browser that logged
//   in to that account before (a signed device cookie) has a back-off of its own, so someone
//   guessing from elsewhere can slow the account down but never shut its owner out.
// Attempts are counted before the password is checked, so guesses sent in parallel are
// counted too; a successful login gives its attempt back.

export interface LoginThrottleOptions {
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
	/** bounds the memory an attacker can make us use with made-up accounts */
	maxEntries?: number
}

export interface LoginAttempt {
	/** the client's address as the server saw it */
	ip: string
	/** the user ID or phone number tried, normalised */
	account: string
	/** the id of a device cookie issued to this account, when the browser has one */
	device?: string | null
}

export type ThrottleVerdict = { ok: true } | { ok: false; retryAfterSeconds: number; message: string }

export interface LoginThrottle {
	/** Counts one attempt, or refuses it while the address or the account must wait. */
	begin(attempt: LoginAttempt, now: number): ThrottleVerdict
	/** The password was right: the address gets its attempt back and the account's count is cleared. */
	succeeded(attempt: LoginAttempt, now: number): void
	/** Forgets an account's failures (its owner proved who they are another way, e.g. a reset code). */
	clearAccount(account: string): void
}

interface AddressWindow {
	start: number
	count: number
}
interface Backoff {
	failures: number
	lastAt: number
	lockedUntil: number
}

export function createLoginThrottle(options: LoginThrottleOptions): LoginThrottle {
	const maxEntries = options.maxEntries ?? 10_000
	const addresses = new Map<string, AddressWindow>()
	const accounts = new Map<string, Backoff>()

	const accountKey = (attempt: LoginAttempt) => (attempt.device ? `device:${attempt.device}` : `account:${attempt.account}`)

	function liveAddress(ip: string, now: number) {
		const window = addresses.get(ip)
		return window && now - window.start < options.windowMs ? window : undefined
	}
	function liveBackoff(key: string, now: number) {
		const backoff = accounts.get(key)
		return backoff && now - backoff.lastAt < options.forgetAfterMs ? backoff : undefined
	}

	function keep<V>(map: Map<string, V>, key: string, value: V, stale: (v: V) => boolean) {
		map.delete(key) // re-inserted last, so the oldest entries are the first ones
		map.set(key, value)
		if (map.size <= maxEntries) return
		for (const [k, v] of map) if (stale(v)) map.delete(k)
		for (const k of map.keys()) {
			if (map.size <= maxEntries) break
			map.delete(k)
		}
	}

	return {
		begin(attempt, now) {
			const address = liveAddress(attempt.ip, now)
			const key = accountKey(attempt)
			const backoff = liveBackoff(key, now)
			let waitMs = 0
			if (address && address.count >= options.perAddress) waitMs = address.start + options.windowMs - now
			if (backoff && backoff.lockedUntil > now) waitMs = Math.max(waitMs, backoff.lockedUntil - now)
			if (waitMs > 0) {
				const retryAfterSeconds = Math.max(1, Math.ceil(waitMs / 1000))
				return { ok: false, retryAfterSeconds, message: `Too many login attempts. Try again ${retryIn(retryAfterSeconds)}.` }
			}

			const nextAddress = address ?? { start: now, count: 0 }
			nextAddress.count += 1
			keep(addresses, attempt.ip, nextAddress, (w) => now - w.start >= options.windowMs)

			const next = backoff ?? { failures: 0, lastAt: now, lockedUntil: 0 }
			next.failures += 1
			next.lastAt = now
			if (next.failures >= options.freeFailures) {
				const doublings = Math.min(next.failures - options.freeFailures, 30)
				next.lockedUntil = now + Math.min(options.firstDelayMs * 2 ** doublings, options.maxDelayMs)
			}
			keep(accounts, key, next, (b) => now - b.lastAt >= options.forgetAfterMs)
			return { ok: true }
		},
		succeeded(attempt, now) {
			const address = liveAddress(attempt.ip, now)
			if (address && address.count > 0) address.count -= 1
			accounts.delete(accountKey(attempt))
		},
		clearAccount(account) {
			accounts.delete(accountKey({ ip: '', account }))
		},
	}
}
