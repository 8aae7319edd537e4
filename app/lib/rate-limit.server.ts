// Fixed-window rate limits kept in this process's memory (one Node process serves the shop).
// Used for logins, the contact form and one-time passwords.

export interface RateLimitResult {
	ok: boolean
	/** seconds until the next attempt is allowed (0 when ok) */
	retryAfterSeconds: number
}

export interface RateLimiter {
	/** Counts one attempt for `key` and says whether it is allowed. */
	hit(key: string, now?: number): RateLimitResult
	/** Whether `key` is still allowed, without counting an attempt: lets a route refuse before it reads a body. */
	check(key: string, now?: number): RateLimitResult
	/** Forgets `key` (e.g. after a successful login). */
	reset(key: string): void
}

export function createRateLimiter({ max, windowMs }: { max: number; windowMs: number }): RateLimiter {
	const windows = new Map<string, { start: number; count: number }>()
	let lastSweep = 0
	return {
		hit(key, now = Date.now()) {
			if (now - lastSweep > windowMs) {
				for (const [k, w] of windows) if (now - w.start >= windowMs) windows.delete(k)
				lastSweep = now
			}
			let window = windows.get(key)
			if (!window || now - window.start >= windowMs) {
				window = { start: now, count: 0 }
				windows.set(key, window)
			}
			window.count += 1
			if (window.count <= max) return { ok: true, retryAfterSeconds: 0 }
			return { ok: false, retryAfterSeconds: Math.max(1, Math.ceil((window.start + windowMs - now) / 1000)) }
		},
		check(key, now = Date.now()) {
			const window = windows.get(key)
			if (!window || now - window.start >= windowMs || window.count < max) return { ok: true, retryAfterSeconds: 0 }
			return { ok: false, retryAfterSeconds: Math.max(1, Math.ceil((window.start + windowMs - now) / 1000)) }
		},
		reset(key) {
			windows.delete(key)
		},
	}
}

/** 'in 3 minutes' / 'in 40 seconds', for messages like 'Too many attempts. Try again in 3 minutes.' */
export function retryIn(seconds: number) {
	if (seconds >= 90) return `in ${Math.ceil(seconds / 60)} minutes`
	return `in ${seconds} ${seconds === 1 ? 'second' : 'seconds'}`
}
