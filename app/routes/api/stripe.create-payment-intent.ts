import { z } from 'zod'
import { readOrderReference } from '#app/routes/booking/order-access.server'
import { startBrowserCardPayment } from '#app/domain/payments/card-payments.server'
import { apiRoute, problem } from '#app/lib/http/api-route.server'
import { getStripe } from '#app/lib/payments/stripe-client.server'
import { PaymentIntentAnswer } from './api-answers'

// spec §7: POST /api/stripe/create-payment-intent { amount, phone } → { clientSecret }. The
// booking is the one this browser just placed at checkout with card payment (its signed order
// cookie), awaiting payment; the phone must be the booking's. The amount charged is the
// server's final amount for that booking: a different client amount is logged and ignored.

const Body = z.object({
	amount: z.unknown().optional(),
	phone: z.string({ error: 'phone is required.' }).trim().min(1, 'phone is required.').max(30),
})

export const action = apiRoute({
	method: 'POST',
	summary: 'Start the card payment of the booking this browser placed (amount in cents)',
	answer: PaymentIntentAnswer,
	before: () => (getStripe() ? null : problem(404, 'Card payments are not available.')),
	body: Body,
	handler: async ({ db, request, body }) => {
		const found = await readOrderReference(request)
		if (!found) return problem(409, 'Place your booking at checkout first.')
		const payment = await startBrowserCardPayment(db, getStripe()!, { reference: found.reference, phone: body.phone, clientAmount: body.amount })
		if (!payment.ok) return problem(payment.status, payment.message)
		return { clientSecret: payment.clientSecret, amount: payment.amount, currency: payment.currency }
	},
})
export const loader = action
