import { z } from 'zod'
import { AU_STATES } from '#app/domain/vehicles/rego'
import { SLOTS } from '#app/domain/slots/slot-rules'
import { isIsoDate } from '#app/domain/slots/shop-time'
import { emailField } from '#app/lib/email-address'
import { phoneField } from '#app/lib/phone'

// The checkout form (spec §2 Checkout, §5 validation): one schema, used by the server action
// and, with JavaScript, by the browser (STYLE habit 2). Checks that need the database (slot
// still free, address served, stock, coupon) run in placeBooking on the server.

// spec §5: the checkout's messages, checked in this order.
export const CHECKOUT_MESSAGES = {
	slot: 'Please enter First Time and Date Slot',
	contact: 'Please fill in all contact details.',
	address: 'Please enter a valid address.',
	notServed: 'Sorry, we cannot deliver to this address.',
	vehicle: 'Please fill in your vehicle details.',
	terms: 'You must accept the Terms & Conditions.',
	// clearer messages for a field that is filled in but not right
	email: 'Please enter a valid e-mail address.',
	phone: 'Please enter a valid Australian phone number.',
	rego: 'Please enter the registration with letters and numbers only.',
	state: 'Please choose the state the vehicle is registered in.',
	payment: 'Please choose how you would like to pay.',
} as const

/** spec §5: when total tyres is 5 or less. */
export function positionsMessage(count: number) {
	return `Please select exactly ${count} ${count === 1 ? 'tyre' : 'tyres'}.`
}

/** spec §2: shown as soon as more positions are picked than tyres ordered. */
export const EXCEED_MESSAGE = 'Exceed From Quantity'

/** spec §8: an address outside the service area. */
export function outsideServiceAreaMessage(phone: string) {
	return `Sorry, this area is currently outside our service range. Please call ${phone} or contact us for assistance.`
}

export const POSITIONS = ['front-left', 'front-right', 'rear-left', 'rear-right', 'spare'] as const
export type Position = (typeof POSITIONS)[number]
export const POSITION_LABELS: Record<Position, string> = {
	'front-left': 'Front left',
	'front-right': 'Front right',
	'rear-left': 'Rear left',
	'rear-right': 'Rear right',
	spare: 'Spare',
}
/** spec §9: the position picker shows only when the order has 5 tyres or fewer. */
export const MAX_TYRES_FOR_POSITIONS = 5

export const PAYMENT_METHODS = ['pay_on_the_day', 'card'] as const
export type PaymentMethod = (typeof PAYMENT_METHODS)[number]

const REGO_RE = /^[A-Za-z0-9][A-Za-z0-9 -]{0,9}$/
const POSTCODE_RE = /^\d{4}$/

/**
 * The customer's contact number: an Australian landline or mobile, spaces, brackets and dashes
 * allowed (0412 345 678, +61 3 9123 4567); kept as written, with its E.164 form for matching.
 */
export function contactPhoneField(max: number, messages: { required: string; invalid: string; tooLong?: string }) {
	return phoneField({ kind: 'au', max, keepWritten: true, ...messages })
}

// The length checks abort, so a refinement after them (rego) never runs on a long string.
const text = (message: string, max: number) => z.string({ error: message }).trim().min(1, { error: message, abort: true }).max(max, { error: message, abort: true })

const postcodeField = z.string({ error: CHECKOUT_MESSAGES.address }).trim().max(4, { error: CHECKOUT_MESSAGES.address, abort: true }).regex(POSTCODE_RE, CHECKOUT_MESSAGES.address)

interface CheckoutSchemaOptions {
	tyreCount: number
	requireTerms?: boolean
	outsideArea?: () => boolean
}

// The server's schemas, one per tyre count and terms rule, made once: building a zod schema and
// its first parse (when zod compiles it) cost more than the parse itself, about a tenth of a
// booking's CPU when made for each checkout. Carts hold a few tyres, so a few schemas.
const serverSchemas = new Map<string, ReturnType<typeof buildCheckoutSchema>>()
const MAX_SERVER_SCHEMAS = 32

/**
 * `outsideArea`: the browser's live service-area answer (spec §4), so the client says 'we cannot
 * deliver' in the spec's place; the server checks the area itself when placing the booking.
 */
export function checkoutSchema(options: CheckoutSchemaOptions) {
	if (options.outsideArea) return buildCheckoutSchema(options)
	const key = `${options.tyreCount} ${options.requireTerms ?? true}`
	const kept = serverSchemas.get(key)
	if (kept) return kept
	const schema = buildCheckoutSchema(options)
	if (serverSchemas.size < MAX_SERVER_SCHEMAS) serverSchemas.set(key, schema)
	return schema
}

function buildCheckoutSchema({ tyreCount, requireTerms = true, outsideArea }: CheckoutSchemaOptions) {
	return z
		.object({
			selectedDate: z.string({ error: CHECKOUT_MESSAGES.slot }).max(10, { error: CHECKOUT_MESSAGES.slot, abort: true }).refine(isIsoDate, CHECKOUT_MESSAGES.slot),
			selectedTime: z.enum(SLOTS, { error: CHECKOUT_MESSAGES.slot }),

			firstName: text(CHECKOUT_MESSAGES.contact, 60),
			lastName: text(CHECKOUT_MESSAGES.contact, 60),
			phone: contactPhoneField(20, { required: CHECKOUT_MESSAGES.contact, tooLong: CHECKOUT_MESSAGES.contact, invalid: CHECKOUT_MESSAGES.phone }),
			email: emailField({ required: CHECKOUT_MESSAGES.contact, tooLong: CHECKOUT_MESSAGES.contact, invalid: CHECKOUT_MESSAGES.email }),

			address: text(CHECKOUT_MESSAGES.address, 200),
			suburb: text(CHECKOUT_MESSAGES.address, 60).refine(() => !outsideArea?.(), CHECKOUT_MESSAGES.notServed),
			postcode: postcodeField,

			vehicleDetails: text(CHECKOUT_MESSAGES.vehicle, 10).refine((v) => REGO_RE.test(v), CHECKOUT_MESSAGES.rego),
			state: z.enum(AU_STATES, { error: CHECKOUT_MESSAGES.state }).optional(),
			colour: z.string().trim().max(30, 'Please keep the colour under 30 characters.').optional(),
			make: text(CHECKOUT_MESSAGES.vehicle, 40),
			model: text(CHECKOUT_MESSAGES.vehicle, 40),

			// checked on the field itself, so the message shows even while other fields are wrong
			// (an absent key would skip an optional schema: none ticked is read as [])
			positions: z.preprocess(
				(value) => value ?? [],
				z
					.array(z.enum(POSITIONS))
					.max(POSITIONS.length)
					.superRefine((value, ctx) => {
						if (tyreCount <= MAX_TYRES_FOR_POSITIONS && new Set(value).size !== tyreCount) ctx.addIssue({ code: 'custom', message: positionsMessage(tyreCount) })
					}),
			),
			terms: requireTerms ? z.boolean({ error: CHECKOUT_MESSAGES.terms }) : z.boolean().optional(),
			paymentMethod: z.enum(PAYMENT_METHODS, { error: CHECKOUT_MESSAGES.payment }),
			idempotencyKey: z
				.string()
				.max(100, { abort: true })
				.regex(/^[A-Za-z0-9_-]{8,100}$/)
				.optional(),
		})
		.transform((value) => ({ ...value, positions: [...new Set(value.positions)] }))
}

export type CheckoutInput = z.output<ReturnType<typeof checkoutSchema>>

// Fields in the order the spec checks them; firstCheckoutError picks the first one that failed.
export const CHECKOUT_FIELD_ORDER = [
	'selectedDate',
	'selectedTime',
	'firstName',
	'lastName',
	'phone',
	'email',
	'address',
	'suburb',
	'postcode',
	'vehicleDetails',
	'state',
	'colour',
	'make',
	'model',
	'positions',
	'terms',
	'paymentMethod',
] as const

/**
 * Beside each field, its own words where the spec's message is the group's (spec §5 keeps
 * 'Please fill in all contact details.' and the like at the group and first in the alert):
 * the customer sees which of the group's fields is missing.
 */
const OWN_MESSAGES: Partial<Record<(typeof CHECKOUT_FIELD_ORDER)[number], string>> = {
	firstName: 'Enter your first name.',
	lastName: 'Enter your last name.',
	phone: 'Enter a phone number we can call on the day.',
	email: 'Enter your e-mail address for the confirmation.',
	address: 'Enter the street address where the car will be.',
	suburb: 'Enter the suburb.',
	postcode: 'Enter the 4-digit postcode.',
	vehicleDetails: 'Enter the registration number.',
	make: 'Enter the make, e.g. Toyota.',
	model: 'Enter the model, e.g. Corolla.',
}
const GROUP_MESSAGES: readonly string[] = [CHECKOUT_MESSAGES.contact, CHECKOUT_MESSAGES.address, CHECKOUT_MESSAGES.vehicle]

/** The message shown beside a field: its own words for a group's message, else the message itself. */
export function fieldMessage(name: string, message: string | null | undefined): string | null {
	if (!message) return null
	if (!GROUP_MESSAGES.includes(message)) return message
	return OWN_MESSAGES[name as keyof typeof OWN_MESSAGES] ?? message
}

/** spec §9: the four wheels, ticked already for a set of 4 (the customer can still change them). */
export const WHEEL_POSITIONS: readonly Position[] = ['front-left', 'front-right', 'rear-left', 'rear-right']

export function defaultPositions(tyreCount: number): Position[] | undefined {
	return tyreCount === WHEEL_POSITIONS.length ? [...WHEEL_POSITIONS] : undefined
}

export function firstCheckoutError(errors: Record<string, readonly string[] | null | undefined> | null | undefined): string | null {
	if (!errors) return null
	for (const name of CHECKOUT_FIELD_ORDER) {
		const message = errors[name]?.[0]
		if (message) return message
	}
	return Object.values(errors).find((e) => e?.length)?.[0] ?? null
}

/** Just the coupon box (intent apply-coupon). */
export const CouponCodeSchema = z.object({
	couponCode: z.string({ error: 'Please enter a coupon code.' }).trim().min(1, 'Please enter a coupon code.').max(40, 'This coupon code is not valid.'),
})

/** 'Tell me when you cover my suburb' (intent notify-area): the contact e-mail and the address typed. */
export const AreaNoticeSchema = z.object({
	email: emailField({ required: 'Enter your e-mail address above so we can let you know.', invalid: 'Enter your e-mail address above so we can let you know.' }),
	suburb: text(CHECKOUT_MESSAGES.address, 60),
	postcode: postcodeField,
})
