import { z } from 'zod'
import { isOwnPhone } from '#app/domain/accounts/customer-bookings.server'
import { CHECKOUT_MESSAGES, POSITIONS } from '#app/domain/booking/checkout-schema'
import { checkout, refusedBeforeReading } from '#app/domain/booking/checkout.server'
import { orderLinkPath } from '#app/domain/booking/order-link.server'
import { SLOTS } from '#app/domain/slots/slot-rules'
import { isIsoDate } from '#app/domain/slots/shop-time'
import { PHONE_MESSAGE } from '#app/domain/accounts/phone'
import { requireCustomer } from '#app/lib/customer-session.server'
import { phoneField, writtenAs } from '#app/lib/phone'
import { emailField } from '#app/lib/email-address'
import { getEnv } from '#app/lib/env.server'
import { centsToDollars } from '#app/lib/money'
import { apiRoute, problem, problemFrom, reply } from '#app/lib/http/api-route.server'
import { currentTime } from '#app/lib/clock.server'
import { AccountBookingAnswer } from './api-answers'

// spec §7: POST /api/bookings/create {user, phone, tyre, quantity, address, paymentMethod =
// CashOnDelivery}, one call per cart line, for a logged-in customer ('Please login first').
// The shop also needs what every booking needs (spec §5): the fitting day and time, the address
// with suburb and postcode, an e-mail for the confirmation and, for 5 tyres or fewer, the
// positions. Prices come from the database; the slot rules and capacity are the checkout's.

const text = (message: string, max: number) => z.string({ error: message }).trim().min(1, message).max(max, message)
const Address = z.object({ address: text(CHECKOUT_MESSAGES.address, 200), suburb: text(CHECKOUT_MESSAGES.address, 60), postcode: z.string({ error: CHECKOUT_MESSAGES.address }).trim().regex(/^\d{4}$/, CHECKOUT_MESSAGES.address) })

const CreateSchema = z.object({
	user: z.union([z.number(), z.string().max(40)]).optional(),
	phone: phoneField({ kind: 'au-mobile', required: 'phone is required.', invalid: PHONE_MESSAGE, max: 30 }),
	tyre: z.union([z.number().int().positive(), z.string().regex(/^\d{1,12}$/).transform(Number)], { error: 'tyre must be a tyre id.' }),
	quantity: z.coerce.number({ error: 'quantity must be from 1 to 5.' }).int('quantity must be from 1 to 5.').min(1, 'quantity must be from 1 to 5.').max(5, 'quantity must be from 1 to 5.'),
	address: Address,
	email: emailField({ required: 'email is required for the confirmation.', invalid: CHECKOUT_MESSAGES.email }),
	selectedDate: z.string({ error: CHECKOUT_MESSAGES.slot }).refine(isIsoDate, CHECKOUT_MESSAGES.slot),
	selectedTime: z.enum(SLOTS, { error: CHECKOUT_MESSAGES.slot }),
	selectedTyres: z.array(z.enum(POSITIONS)).max(POSITIONS.length).default([]),
	vehicle: z.object({ vehicleDetails: z.string().trim().max(10).default(''), make: z.string().trim().max(40).default(''), model: z.string().trim().max(40).default('') }).optional(),
	paymentMethod: z.literal('CashOnDelivery', { error: 'paymentMethod must be CashOnDelivery.' }).default('CashOnDelivery'),
	idempotencyKey: z.string().regex(/^[A-Za-z0-9_-]{8,100}$/).optional(),
})

export const action = apiRoute({
	method: 'POST',
	summary: 'A logged-in customer books one cart line',
	answer: AccountBookingAnswer,
	family: 'message',
	guard: requireCustomer,
	fallback: 'Failed to create booking',
	// a client already over its booking limit is refused unread; checkout() counts the attempt
	before: async ({ clientIp }) => {
		const over = await refusedBeforeReading(clientIp)
		return over ? problemFrom({ status: over.status, ...over.problem }) : null
	},
	body: CreateSchema,
	handler: async ({ db, auth: customer, body: input, context }) => {
		if (input.user !== undefined && String(input.user) !== String(customer.id)) return problem(403, 'You can only book for yourself.')
		if (!isOwnPhone(customer, input.phone)) return problem(403, 'Use the phone number of your account.')
		const env = getEnv()
		const [firstName, ...rest] = customer.name.trim().split(/\s+/)
		const order = {
			input: {
				selectedDate: input.selectedDate,
				selectedTime: input.selectedTime,
				firstName: firstName ?? customer.name,
				lastName: rest.join(' ') || '-',
				phone: writtenAs(customer.phone),
				email: input.email,
				...input.address,
				vehicleDetails: input.vehicle?.vehicleDetails ?? '',
				make: input.vehicle?.make ?? '',
				model: input.vehicle?.model ?? '',
				positions: [...new Set(input.selectedTyres)],
				terms: true,
				paymentMethod: 'pay_on_the_day' as const,
			},
			lines: [{ tyreId: input.tyre, quantity: input.quantity }],
			couponCode: null,
			cartId: null,
			idempotencyKey: input.idempotencyKey ?? globalThis.crypto.randomUUID(),
			// the booking belongs to the account from the transaction that places it
			userId: customer.id,
			caller: { cartId: null, orderReference: null, userId: customer.id },
			clientAddress: context?.clientIp ?? null,
		}
		const result = await checkout(db, order, { now: currentTime(), timeZone: env.SHOP_TIMEZONE, publicUrl: env.publicUrl, javascript: true })
		if (!result.ok) return problemFrom({ status: result.status, ...result.problem })
		return reply(
			{
				message: 'Booking created',
				booking: { reference: result.booking.reference, status: result.booking.status, paymentMethod: 'CashOnDelivery', finalAmount: centsToDollars(result.booking.finalAmount), orderUrl: `${env.publicUrl}${(await orderLinkPath(db, result.booking.reference)) ?? '/booking/find'}` },
			},
			{ status: result.replayed ? 200 : 201 },
		)
	},
})
export const loader = action
