import { z } from 'zod'

// spec §2 Contact form: name, email, phone, subject and message, all required. The bounds are
// ours (the spec shows none): long enough for any real message, short enough to stop abuse.
// This schema runs on the server and, with JavaScript, in the browser (conform).

/** The hidden field only bots fill in. */
export const HONEYPOT_FIELD = 'website'

const singleLine = (value: string) => value.replace(/[\r\n\t]+/g, ' ').trim()

export const ContactSchema = z.object({
	name: z
		.string({ error: 'Please enter your name.' })
		.transform(singleLine)
		.pipe(z.string().min(2, { error: 'Please enter your name.', abort: true }).max(100, 'Please keep your name under 100 characters.')),
	email: z
		.string({ error: 'Please enter your email address.' })
		.trim()
		.min(1, { error: 'Please enter your email address.', abort: true })
		.max(254, { error: 'Please enter a valid email address.', abort: true })
		.pipe(z.email({ error: 'Please enter a valid email address.' })),
	phone: z
		.string({ error: 'Please enter your phone number.' })
		.trim()
		.min(1, { error: 'Please enter your phone number.', abort: true })
		.regex(/^\+?[0-9 ()-]{8,20}$/, { error: 'Please enter a valid phone number.', abort: true })
		.refine((v) => v.replace(/\D/g, '').length >= 8, 'Please enter a valid phone number.'),
	subject: z
		.string({ error: 'Please enter a subject.' })
		.transform(singleLine)
		.pipe(z.string().min(2, { error: 'Please enter a subject.', abort: true }).max(150, 'Please keep the subject under 150 characters.')),
	message: z
		.string({ error: 'Please enter your message.' })
		.trim()
		.min(1, { error: 'Please enter your message.', abort: true })
		.min(10, 'Please write a little more (at least 10 characters).')
		.max(5000, 'Please keep your message under 5,000 characters.'),
	[HONEYPOT_FIELD]: z.string().optional(),
})

export type ContactInput = z.infer<typeof ContactSchema>

// spec §8: the contact form's two outcomes
export const CONTACT_SENT = 'Message sent successfully!'
export const CONTACT_FAILED = 'Failed to send message. Try again.'
