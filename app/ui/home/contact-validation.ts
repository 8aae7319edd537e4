import { parseWithZod } from '@conform-to/zod/v4'
import { ContactSchema } from '#app/domain/contact/contact-schema'

// The contact form's rules in the browser: a chunk of its own (zod and conform's zod adapter),
// fetched when the form is first used rather than with every page that shows the form.

/** The form's fields checked as the server checks them (conform's submission). */
export function validateContact(formData: FormData) {
	return parseWithZod(formData, { schema: ContactSchema })
}
