import type { Route } from './+types/api.contact.send'
import { CONTACT_FAILED, CONTACT_SENT, contactAllowed, parseContactFields, submitContactMessage } from '#app/domain/contact/contact.server'
import { getDb } from '#app/lib/db.server'
import { getLogger } from '#app/lib/logger.server'
import { MESSAGE_FORM_BYTES, readFields, RequestBodyError } from '#app/lib/multipart.server'

// spec §7: POST /api/contact/send with name, email, phone, subject, message (JSON, or form
// fields). 201 { message } when sent; 400 { error, fieldErrors } for bad input; 429 when the
// connection has sent too many; 500 { error: 'Failed to send message. Try again.' } otherwise.

export async function loader() {
	return Response.json({ error: 'Use POST to send a message.' }, { status: 405, headers: { Allow: 'POST' } })
}

export async function action({ request, context }: Route.ActionArgs) {
	if (request.method !== 'POST') return Response.json({ error: 'Use POST to send a message.' }, { status: 405, headers: { Allow: 'POST' } })
	const allowed = await contactAllowed({ ip: context?.clientIp ?? 'unknown' })
	if (allowed.status === 'rate-limited') {
		return Response.json({ error: allowed.message }, { status: 429, headers: { 'Retry-After': String(allowed.retryAfterSeconds) } })
	}
	const raw = await readMessage(request)
	if (raw instanceof Response) return raw
	const parsed = parseContactFields(raw)
	if (!parsed.success) {
		const fieldErrors: Record<string, string> = {}
		for (const issue of parsed.error.issues) {
			const field = String(issue.path[0] ?? 'form')
			fieldErrors[field] ??= issue.message
		}
		return Response.json({ error: Object.values(fieldErrors)[0] ?? 'Please check the form.', fieldErrors }, { status: 400 })
	}
	try {
		const outcome = await submitContactMessage(getDb(), parsed.data, { ip: context?.clientIp ?? 'unknown' })
		if (outcome.status === 'rate-limited') {
			return Response.json({ error: outcome.message }, { status: 429, headers: { 'Retry-After': String(outcome.retryAfterSeconds) } })
		}
		return Response.json({ message: CONTACT_SENT }, { status: 201 })
	} catch (error) {
		getLogger().error({ err: error }, 'contact message failed')
		return Response.json({ error: CONTACT_FAILED }, { status: 500 })
	}
}

/** The message fields (JSON object or form), or the response that refuses the body. */
async function readMessage(request: Request): Promise<Record<string, unknown> | Response> {
	try {
		return await readFields(request, { maxBytes: MESSAGE_FORM_BYTES })
	} catch (error) {
		if (error instanceof RequestBodyError && error.status === 413) return Response.json({ error: error.message }, { status: 413 })
		if (error instanceof RequestBodyError) return Response.json({ error: 'Send the message as JSON or form fields.' }, { status: 400 })
		throw error
	}
}
