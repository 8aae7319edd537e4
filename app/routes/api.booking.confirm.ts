import { z } from 'zod'
import { VERIFY_MESSAGES } from '#app/domain/booking/booking-verification.server'
import { checkout } from '#app/domain/booking/checkout.server'
import { parseConfirmPayload } from '#app/domain/booking/confirm-payload'
import { orderCookieHeader, orderLinkPath, readOrderReference } from '#app/domain/booking/order-link.server'
import { bookingProblemStatus } from '#app/domain/booking/place-booking.server'

import { getShopSettings } from '#app/domain/settings/settings.server'
import { getEnv } from '#app/lib/env.server'
import { apiRoute, problem, reply } from '#app/lib/http/api-route.server'
import { availablePaymentProviders, findPaymentProvider } from '#app/domain/payments/providers.server'
import { retryIn } from '#app/lib/rate-limits/limiter.server'
import { bookingAttemptsPerAddress } from '#app/lib/rate-limits/limits.server'
import { currentTime } from '#app/lib/clock.server'

// spec §7: POST /api/booking/confirm with the booking payload (spec §3). Everything is checked
// and priced again on the server (the payload's total and finalAmount are ignored); the answer
// is the booking reference. Sending the same booking again (same Idempotency-Key header or
// idempotencyKey, else the same content from the same address) answers the same booking, with
// its link only to the client holding the order cookie this answer sets; another request under
// the same key is a 409.
export const action = apiRoute({
	method: 'POST',
	before: async ({ clientIp }) => {
		const limit = await bookingAttemptsPerAddress.hit(`ip:${clientIp}`)
		return limit.ok ? null : problem(429, `Too many bookings from here. Try again ${retryIn(limit.retryAfterSeconds)}.`, {}, { 'Retry-After': String(limit.retryAfterSeconds) })
	},
	// the payload is checked by parseConfirmPayload, which gives the spec's messages in the spec's order
	body: z.record(z.string(), z.unknown()),
	handler: async ({ db, request, context, body }) => {
		const env = getEnv()
		const parsed = parseConfirmPayload(body, { timeZone: env.SHOP_TIMEZONE, idempotencyKey: request.headers.get('Idempotency-Key'), clientAddress: context?.clientIp ?? null })
		if (!parsed.ok) return problem(400, parsed.error)

		const settings = await getShopSettings(db, env)
		const provider = findPaymentProvider(availablePaymentProviders({ settings }), parsed.paymentMethod)
		if (!provider) {
			return problem(400, parsed.paymentMethod === 'card' ? 'Card payment is not available.' : `Pay on the day is not available at the moment. Please call ${settings.phone}.`)
		}
		const result = await checkout(
			db,
			{
				input: parsed.input,
				lines: parsed.lines,
				couponCode: parsed.couponCode,
				cartId: null,
				idempotencyKey: parsed.idempotencyKey,
				provider,
				caller: { cartId: null, orderReference: (await readOrderReference(request))?.reference ?? null, userId: null },
				clientAddress: context?.clientIp ?? null,
			},
			{ now: currentTime(), timeZone: env.SHOP_TIMEZONE, publicUrl: env.publicUrl, javascript: true },
		)
		if (!result.ok) return problem(bookingProblemStatus(result.problem), result.problem.message)
		const { booking, next } = result
		return reply(
			{
				success: true,
				reference: booking.reference,
				orderId: booking.reference,
				status: booking.status,
				paymentMethod: booking.paymentMethod,
				paymentStatus: booking.paymentStatus,
				finalAmount: booking.finalAmount,
				currency: 'AUD',
				orderUrl: `${env.publicUrl}${(await orderLinkPath(db, booking.reference)) ?? '/booking/find'}`,
				...(next.kind === 'client-secret' ? { clientSecret: next.clientSecret } : next.kind === 'redirect' ? { redirectUrl: next.url } : {}),
				...(next.kind === 'verify-code' ? { verificationRequired: true, message: VERIFY_MESSAGES.enterCode } : {}),
			},
			// The order cookie lets this client, and only it, ask for the booking again after a lost answer.
			{ status: result.replayed ? 200 : 201, headers: { 'Set-Cookie': await orderCookieHeader(booking.reference) } },
		)
	},
})
export const loader = action
