import { HONEYPOT_FIELD } from '#app/lib/honeypot'

// What the contact form needs in the browser before anyone types: its outcomes' texts and which
// fields are required. Kept apart from the zod schema (contact-schema.ts) so that a page showing
// the form does not load zod until the form is used; a test keeps CONTACT_CONSTRAINT equal to
// what conform derives from the schema.

// spec §8: the contact form's two outcomes
export const CONTACT_SENT = 'Message sent successfully!'
export const CONTACT_FAILED = 'Failed to send message. Try again.'

/** The fields' HTML constraints (conform's `constraint`), as getZodConstraint(ContactSchema) gives them. */
export const CONTACT_CONSTRAINT = {
	name: { required: true },
	email: { required: true },
	phone: { required: true },
	subject: { required: true },
	message: { required: true },
	[HONEYPOT_FIELD]: { required: false },
}
