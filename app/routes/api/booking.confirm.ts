import { z } from 'zod'
import { VERIFY_MESSAGES } from '#app/domain/booking/booking-verification.server'
import { checkout, refusedBeforeReading } from '#app/domain/booking/checkout.server'
import { parseConfirmPayload } from '#app/domain/booking/confirm-payload'
import { orderLinkPath } from '#app/domain/booking/order-link.server'
import { orderCookieHeader } from '#app/lib/http/order-cookie.server'
import { readOrderReference } from '#app/routes/booking/order-access.server'
import { getEnv } from '#app/lib/env.server'
import { centsToDollars } from '#app/lib/money'
import { apiRoute, problem, problemFrom, reply } from '#app/lib/http/api-route.server'
import { currentTime } from '#app/lib/clock.server'
import { BookingPlacedAnswer } from './api-answers'

// spec §7: POST /api/booking/confirm with the booking payload (spec §3). Everything is checked
// and priced again on the server (the payload's total and finalAmount are ignored); the answer
// is the booking reference. Sending the same booking again (same Idempotency-Key header or
// idempotencyKey, else the same content from the same address) answers the same booking, with
// its link only to the client holding the order cookie this answer sets; another request under
// the same key is a 409.
export const action = apiRoute({
	method: 'POST',
	summary: 'Place a booking from the checkout payload (priced by the server)',
	answer: BookingPlacedAnswer,
	// a client already over its booking limit is refused unread; checkout() counts the attempt
	before: async ({ clientIp }) => {
		const over = await refusedBeforeReading(clientIp)
		return over ? problemFrom({ status: over.status, ...over.problem }) : null
	},
	// the payload is checked by parseConfirmPayload, which gives the spec's messages in the spec's order
	body: z.record(z.string(), z.unknown()),
	handler: async ({ db, request, context, body }) => {
		const env = getEnv()
		const parsed = parseConfirmPayload(body, { timeZone: env.SHOP_TIMEZONE, idempotencyKey: request.headers.get('Idempotency-Key'), clientAddress: context?.clientIp ?? null })
		if (!parsed.ok) return problem(400, parsed.error)
		const result = await checkout(
			db,
			{
				input: parsed.input,
				lines: parsed.lines,
				couponCode: parsed.couponCode,
				cartId: null,
				idempotencyKey: parsed.idempotencyKey,
				caller: { cartId: null, orderReference: (await readOrderReference(request))?.reference ?? null, userId: null },
				clientAddress: context?.clientIp ?? null,
			},
			{ now: currentTime(), timeZone: env.SHOP_TIMEZONE, publicUrl: env.publicUrl, javascript: true },
		)
		if (!result.ok) return problemFrom({ status: result.status, ...result.problem })
		const { booking, next } = result
		return reply(
			{
				success: true,
				reference: booking.reference,
				orderId: booking.reference,
				status: booking.status,
				paymentMethod: booking.paymentMethod,
				paymentStatus: booking.paymentStatus,
				finalAmount: centsToDollars(booking.finalAmount),
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
