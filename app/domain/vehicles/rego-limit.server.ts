import { createRateLimiter } from '#app/lib/rate-limit.server'

// A registration service charges per lookup: 30 lookups a minute per visitor is plenty for a
// person and stops a script from running up the bill.
const limiter = createRateLimiter({ max: 30, windowMs: 60_000 })

export function regoRateLimit(clientIp: string | undefined) {
	return limiter.hit(`rego:${clientIp ?? 'unknown'}`)
}
