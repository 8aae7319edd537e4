import { createRateLimiter } from '#app/lib/rate-limit.server'

// Placing bookings is limited per client address (checkout form and API together): enough for
// a family booking several cars, too few to fill a week's slots with made-up bookings.
export const bookingAttempts = createRateLimiter({ max: 40, windowMs: 10 * 60_000 })
