import { CONTACT_FAILED, CONTACT_SENT, ContactSchema, contactAllowed, submitContactMessage } from '#app/domain/contact/contact.server'
import { apiRoute, firstIssueByField, problem, reply } from '#app/lib/http/api-route.server'
import { MESSAGE_FORM_BYTES } from '#app/lib/multipart.server'
import { MessageAnswer } from './api-answers'

// spec §7: POST /api/contact/send with name, email, phone, subject, message (JSON, or form
// fields). 201 { message } when sent; 400 { error, fieldErrors } for bad input; 429 when the
// connection has sent too many; 500 { error: 'Failed to send message. Try again.' } otherwise.
export const action = apiRoute({
	method: 'POST',
	summary: 'Send a contact message',
	answer: MessageAnswer,
	// the rate limit is checked before a message is even read
	before: async ({ clientIp }) => {
		const allowed = await contactAllowed({ ip: clientIp })
		return allowed.status === 'rate-limited' ? problem(429, allowed.message, {}, { 'Retry-After': String(allowed.retryAfterSeconds) }) : null
	},
	bodyLimit: MESSAGE_FORM_BYTES,
	body: ContactSchema,
	unreadableBody: 'Send the message as JSON or form fields.',
	invalid: (error) => {
		const fieldErrors = firstIssueByField(error)
		return problem(400, Object.values(fieldErrors)[0] ?? 'Please check the form.', { fieldErrors })
	},
	fallback: CONTACT_FAILED,
	handler: async ({ db, body, clientIp }) => {
		const outcome = await submitContactMessage(db, body, { ip: clientIp })
		if (outcome.status === 'rate-limited') return problem(429, outcome.message, {}, { 'Retry-After': String(outcome.retryAfterSeconds) })
		return reply({ message: CONTACT_SENT }, { status: 201 })
	},
})
export const loader = action
