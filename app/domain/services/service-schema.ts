import { z } from 'zod'
import { dollarsToCents, optionalText, text, wholeNumber } from '#app/lib/form-fields'

// The owner's Services form (admin): one schema for adding and editing a service, in the
// browser and on the server. The price is dollars typed by the owner, kept as cents incl. GST.

export const SERVICE_MESSAGES = {
	added: 'Service added.',
	saved: 'Service saved.',
	saveFailed: 'Please correct the fields marked below.',
	notFound: 'That service no longer exists.',
	minutesPerTyreSaved: 'Fitting time saved.',
} as const

const checkbox = z
	.string()
	.optional()
	.transform((v) => v === 'on' || v === 'true')

export const ServiceFormSchema = z.object({
	name: text({ max: 60, required: 'Enter the service name.' }),
	description: optionalText(200),
	price: dollarsToCents('Enter the price in dollars, GST included.').refine((cents) => cents > 0, 'The price must be more than $0.'),
	minutes: wholeNumber({ min: 5, max: 480, required: 'Enter how many minutes it takes.', message: 'Minutes are a whole number from 5 to 480.' }),
	perTyre: checkbox,
	active: checkbox,
})
export type ServiceInput = z.output<typeof ServiceFormSchema>

export const MinutesPerTyreSchema = z.object({
	minutesPerTyre: wholeNumber({ min: 5, max: 120, required: 'Enter the minutes per tyre.', message: 'Minutes per tyre are a whole number from 5 to 120.' }),
})
