import { z } from 'zod'

// The find-a-booking form's schema and messages (browser and server).

/** as reference.ts's REFERENCE_RE, without its server-side imports */
const REFERENCE = /^BK-[A-HJ-NP-Z2-9]{6}$/

export const LOOKUP_MESSAGES = {
	notFound: 'We could not find a booking with that reference and e-mail. Check both, or call us.',
	reference: 'Enter your booking reference, such as BK-7K2M9Q.',
	email: 'Enter the e-mail address you booked with.',
} as const

export const LookupSchema = z.object({
	reference: z
		.string({ error: LOOKUP_MESSAGES.reference })
		.trim()
		.max(20, LOOKUP_MESSAGES.reference)
		.transform((v) => v.toUpperCase().replace(/^BK(?=[A-Z0-9]{6}$)/, 'BK-'))
		.refine((v) => REFERENCE.test(v), LOOKUP_MESSAGES.reference),
	email: z.string({ error: LOOKUP_MESSAGES.email }).trim().min(3, LOOKUP_MESSAGES.email).max(254, LOOKUP_MESSAGES.email).regex(/^[^\s@]+@[^\s@]+$/, LOOKUP_MESSAGES.email),
})

