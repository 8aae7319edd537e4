import type { Route } from './+types/api.contact.send'
import { CONTACT_FAILED, CONTACT_SENT, parseContactFields, submitContactMessage } from '#app/domain/contact/contact.server'
import { getDb } from '#app/lib/db.server'
import { getLogger } from '#app/lib/logger.server'

// spec §7: POST /api/contact/send with name, email, phone, subject, message (JSON, or form
// fields). 201 { message } when sent; 400 { error, fieldErrors } for bad input; 429 when the
// connection has sent too many; 500 { error: 'Failed to send message. Try again.' } otherwise.

export async function loader() {
	return Response.json({ error: 'Use POST to send a message.' }, { status: 405, headers: { Allow: 'POST' } })
}

export async function action({ request, context }: Route.ActionArgs) {
	if (request.method !== 'POST') return Response.json({ error: 'Use POST to send a message.' }, { status: 405, headers: { Allow: 'POST' } })
	const raw = await readBody(request)
	if (raw === null) return Response.json({ error: 'Send the message as JSON or form fields.' }, { status: 400 })
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

async function readBody(request: Request): Promise<unknown> {
	const type = request.headers.get('Content-Type') ?? ''
	try {
		if (type.includes('application/json')) {
			const body: unknown = await request.json()
			return body && typeof body === 'object' && !Array.isArray(body) ? body : null
		}
		if (type.includes('application/x-www-form-urlencoded') || type.includes('multipart/form-data')) {
			return Object.fromEntries(await request.formData())
		}
	} catch {
		return null
	}
	return null
}
