import { z } from 'zod'
import { SLOTS } from '#app/domain/slots/slot-rules'
import { CHECKOUT_MESSAGES, contactPhoneField } from './checkout-schema'

// A booking the owner takes over the phone (/admin/bookings/new): the form's rules, safe for the browser.

export const PHONE_BOOKING_MESSAGES = {
	tyre: 'Pick a tyre (search a size first).',
	quantity: 'Choose how many tyres: 1 to 5.',
	date: 'Choose the day of the fitting.',
	slot: 'Choose the window.',
	name: 'Enter the customer’s first and last name.',
	postcode: 'Enter the 4-digit postcode.',
	make: 'Enter the vehicle’s make and model.',
	full: 'That window is full. Tick “Book it anyway” to overbook it on purpose, or choose another.',
	placed: 'Phone booking placed; the customer has been e-mailed.',
	overbooked: 'Phone booking placed over the window’s capacity; the customer has been e-mailed.',
} as const

const required = (message: string, max = 100) => z.string({ error: message }).trim().min(1, message).max(max, `At most ${max} characters.`)

export const PhoneBookingSchema = z.object({
	idempotencyKey: z.string().trim().min(8).max(100),
	tyreId: z.coerce.number({ error: PHONE_BOOKING_MESSAGES.tyre }).int().positive(PHONE_BOOKING_MESSAGES.tyre),
	quantity: z.coerce.number({ error: PHONE_BOOKING_MESSAGES.quantity }).int().min(1, PHONE_BOOKING_MESSAGES.quantity).max(5, PHONE_BOOKING_MESSAGES.quantity),
	date: z.iso.date({ error: PHONE_BOOKING_MESSAGES.date }),
	slot: z.enum(SLOTS, { error: PHONE_BOOKING_MESSAGES.slot }),
	overbook: z
		.enum(['on', 'yes'])
		.optional()
		.transform((v) => v !== undefined),
	firstName: required(PHONE_BOOKING_MESSAGES.name, 50),
	lastName: required(PHONE_BOOKING_MESSAGES.name, 50),
	phone: contactPhoneField(30, { required: CHECKOUT_MESSAGES.phone, invalid: CHECKOUT_MESSAGES.phone, tooLong: 'At most 30 characters.' }),
	email: z.email({ error: CHECKOUT_MESSAGES.email }).max(200),
	address: required(CHECKOUT_MESSAGES.address, 200),
	suburb: required(CHECKOUT_MESSAGES.address, 80),
	postcode: z.string({ error: PHONE_BOOKING_MESSAGES.postcode }).trim().regex(/^\d{4}$/, PHONE_BOOKING_MESSAGES.postcode),
	rego: z
		.string()
		.trim()
		.max(10, CHECKOUT_MESSAGES.rego)
		.regex(/^[A-Za-z0-9 ]*$/, CHECKOUT_MESSAGES.rego)
		.optional()
		.transform((v) => (v ? v.toUpperCase() : '')),
	make: required(PHONE_BOOKING_MESSAGES.make, 50),
	model: required(PHONE_BOOKING_MESSAGES.make, 50),
})
export type PhoneBooking = z.infer<typeof PhoneBookingSchema>
