import { z } from 'zod'
import { readOrderReference } from '#app/domain/booking/order-link.server'
import { chargeAmount, clientAmountAgrees } from '#app/domain/payments/amount'
import { PAYMENT_FAILED_MESSAGE } from '#app/domain/payments/messages'
import { nowIso } from '#app/lib/db.server'
import { apiRoute, problem } from '#app/lib/http/api-route.server'
import { getLogger } from '#app/lib/logger.server'
import { getStripe } from '#app/lib/payments/stripe-client.server'
import { createBookingPaymentIntent, customerFacingStripeMessage } from '#app/lib/payments/stripe-payments.server'
import { currentTime } from '#app/lib/clock.server'

// spec §7: POST /api/stripe/create-payment-intent { amount, phone } → { clientSecret }. The
// booking is the one this browser just placed at checkout with card payment (its signed order
// cookie), awaiting payment; the phone must be the booking's. The amount charged is the
// server's final amount for that booking: a different client amount is logged and ignored.

const Body = z.object({
	amount: z.unknown().optional(),
	phone: z.string({ error: 'phone is required.' }).trim().min(1, 'phone is required.').max(30),
})

const digits = (phone: string) => phone.replace(/\D/g, '').replace(/^61/, '0')

export const action = apiRoute({
	method: 'POST',
	before: () => (getStripe() ? null : problem(404, 'Card payments are not available.')),
	body: Body,
	handler: async ({ db, request, body }) => {
		const stripe = getStripe()!
		const found = await readOrderReference(request)
		if (!found) return problem(409, 'Place your booking at checkout first.')
		const booking = await db
			.selectFrom('bookings')
			.select(['id', 'reference', 'phone', 'email', 'final_amount', 'payment_method', 'payment_status'])
			.where('reference', '=', found.reference)
			.executeTakeFirst()
		if (!booking || booking.payment_method !== 'card' || !['awaiting', 'failed'].includes(booking.payment_status)) {
			return problem(409, 'There is no booking waiting for a card payment.')
		}
		if (digits(booking.phone) !== digits(body.phone)) return problem(403, 'That phone number is not the booking’s.')
		const amount = chargeAmount(booking.final_amount)
		if (!amount.ok) return problem(409, 'There is nothing to pay by card for this booking.')
		if (body.amount !== undefined && !clientAmountAgrees(body.amount, amount.amount)) {
			getLogger().warn({ reference: booking.reference, clientAmount: body.amount, serverAmount: amount.amount }, 'client amount differs; charging the server amount')
		}
		try {
			const intent = await createBookingPaymentIntent(stripe, { bookingReference: booking.reference, amount: amount.amount, description: `Tyre fitting booking ${booking.reference}`, receiptEmail: booking.email })
			await db.updateTable('bookings').set({ payment_ref: intent.paymentIntentId, payment_status: 'awaiting', updated_at: nowIso(currentTime()) }).where('id', '=', booking.id).execute()
			return { clientSecret: intent.clientSecret, amount: amount.amount, currency: 'aud' }
		} catch (error) {
			getLogger().error({ err: error, reference: booking.reference }, 'creating the PaymentIntent failed')
			return problem(502, customerFacingStripeMessage(error) ?? PAYMENT_FAILED_MESSAGE)
		}
	},
})
export const loader = action
