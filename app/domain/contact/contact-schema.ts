import { z } from 'zod'
import { HONEYPOT_FIELD } from '#app/lib/honeypot'

// spec §2 Contact form: name, email, phone, subject and message, all required. The bounds are
// ours (the spec shows none): long enough for any real message, short enough to stop abuse.
// This schema runs on the server and, with JavaScript, in the browser (conform), where it is
// loaded only once the form is used (app/ui/home/contact-form.tsx).

const singleLine = (value: string) => value.replace(/[\r\n\t]+/g, ' ').trim()
/** A one-line field before its line breaks are folded: room for stray spaces, never a page of text. */
const RAW_LINE_MAX = 1000

export const ContactSchema = z.object({
	// each raw length aborts before singleLine's pattern runs over the text
	name: z
		.string({ error: 'Please enter your name.' })
		.max(RAW_LINE_MAX, { error: 'Please keep your name under 100 characters.', abort: true })
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
		.max(20, { error: 'Please enter a valid phone number.', abort: true })
		.regex(/^\+?[0-9 ()-]{8,20}$/, { error: 'Please enter a valid phone number.', abort: true })
		.refine((v) => v.replace(/\D/g, '').length >= 8, 'Please enter a valid phone number.'),
	subject: z
		.string({ error: 'Please enter a subject.' })
		.max(RAW_LINE_MAX, { error: 'Please keep the subject under 150 characters.', abort: true })
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

export { CONTACT_FAILED, CONTACT_SENT } from './contact-texts'
