import { type RateLimitResult, retryIn } from '#app/lib/rate-limits/limiter.server'
import { bookingAttemptsPerAddress } from '#app/lib/rate-limits/limits.server'

// Placing bookings is limited per client address, every checkout entry point together
// (bookingAttemptsPerAddress: 40 in 10 minutes, counted in the database).

const keyOf = (clientAddress: string | null | undefined) => `ip:${clientAddress ?? 'unknown'}`

/** Counts one attempt to place a booking from this client address (unknown addresses share one count). */
export async function takeBookingAttempt(clientAddress: string | null | undefined, now?: Date): Promise<RateLimitResult> {
	return bookingAttemptsPerAddress.hit(keyOf(clientAddress), { now: now?.getTime() })
}

/** Whether this client address may still try, without counting: for refusing a request before reading its body. */
export async function bookingLimitLeft(clientAddress: string | null | undefined, now?: Date): Promise<RateLimitResult> {
	return bookingAttemptsPerAddress.check(keyOf(clientAddress), { now: now?.getTime() })
}

export function tooManyBookingsMessage(retryAfterSeconds: number) {
	return `Too many bookings from here. Please try again ${retryIn(retryAfterSeconds)}, or call us.`
}
