import { z } from 'zod'
import { EMAIL_MAX_LENGTH } from '#app/lib/email-address'

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
		.max(20, { error: LOOKUP_MESSAGES.reference, abort: true })
		.transform((v) => v.toUpperCase().replace(/^BK(?=[A-Z0-9]{6}$)/, 'BK-'))
		.refine((v) => REFERENCE.test(v), LOOKUP_MESSAGES.reference),
	// any address with an @ (it is compared with the one booked); the length aborts before the pattern
	email: z
		.string({ error: LOOKUP_MESSAGES.email })
		.trim()
		.min(3, { error: LOOKUP_MESSAGES.email, abort: true })
		.max(EMAIL_MAX_LENGTH, { error: LOOKUP_MESSAGES.email, abort: true })
		.regex(/^[^\s@]+@[^\s@]+$/, LOOKUP_MESSAGES.email),
})

