import { createRateLimit } from './limiter.server'
import { createLoginThrottle } from './login-throttle.server'

// Every rate limit of the shop, in one place. Each counts in the database (`rate_limits`), so a
// restart or a second instance does not reset it. The messages that quote them belong to the
// pages and endpoints that refuse.

const MINUTE_MS = 60_000

// Admin login: 20 failed logins per address in 15 minutes; per user ID 5 free mistakes, then a
// wait from 30 seconds doubling up to 5 minutes, so the owner is never shut out for long, and a
// browser that logged in before is never slowed down by someone else's guesses.
export const adminLoginThrottle = createLoginThrottle({
	name: 'admin-login',
	perAddress: 20,
	windowMs: 15 * MINUTE_MS,
	freeFailures: 5,
	firstDelayMs: 30_000,
	maxDelayMs: 5 * MINUTE_MS,
	forgetAfterMs: 15 * MINUTE_MS,
})

// Customer login: 30 failed logins per address in 15 minutes; per number the same back-off as the
// admin's. A browser that logged in to the number before has its own count.
export const customerLoginThrottle = createLoginThrottle({
	name: 'customer-login',
	perAddress: 30,
	windowMs: 15 * MINUTE_MS,
	freeFailures: 5,
	firstDelayMs: 30_000,
	maxDelayMs: 5 * MINUTE_MS,
	forgetAfterMs: 15 * MINUTE_MS,
})

// One-time codes asked for from one connection (registration and password reset together). The
// per-phone limits (once a minute, 5 an hour) are read from the codes themselves.
export const OTP_MAX_PER_IP_PER_HOUR = 20
export const otpRequestsPerAddress = createRateLimit({ name: 'otp-ip', max: OTP_MAX_PER_IP_PER_HOUR, windowMs: 60 * MINUTE_MS })

// Five contact messages per connection per quarter hour: plenty for a customer, useless for a spammer.
export const CONTACT_LIMIT = { max: 5, windowMs: 15 * MINUTE_MS }
export const contactMessagesPerAddress = createRateLimit({ name: 'contact', ...CONTACT_LIMIT })

// Placing bookings, per client address (checkout form and API together): enough for a family
// booking several cars, too few to fill a week's slots with made-up bookings.
export const bookingAttemptsPerAddress = createRateLimit({ name: 'booking', max: 40, windowMs: 10 * MINUTE_MS })

// Finding a booking by reference and e-mail, per connection, so references cannot be guessed.
export const bookingLookupsPerAddress = createRateLimit({ name: 'booking-lookup', max: 10, windowMs: 15 * MINUTE_MS })

// A registration service charges per lookup: 30 lookups a minute per visitor is plenty for a
// person and stops a script from running up the bill.
export const regoLookupsPerAddress = createRateLimit({ name: 'rego', max: 30, windowMs: MINUTE_MS })
