// Request bodies of the JSON API: JSON objects, or (for plain HTML clients) form fields.

import { API_BODY_BYTES, readBodyBytes, RequestBodyError } from './multipart.server'

export type BodyResult = { ok: true; body: Record<string, unknown> } | { ok: false; response: Response }

/**
 * Reads a JSON object (or url-encoded / multipart form) body; a malformed one is a 400. At most
 * API_BODY_BYTES whatever the declared content type (413 beyond): no upload comes this way.
 */
export async function readBody(request: Request): Promise<BodyResult> {
	const type = request.headers.get('Content-Type') ?? ''
	let bytes: Uint8Array<ArrayBuffer>
	try {
		bytes = await readBodyBytes(request, API_BODY_BYTES)
	} catch (error) {
		const status = error instanceof RequestBodyError ? error.status : 400
		return { ok: false, response: Response.json({ error: status === 413 ? 'The request body is too large.' : 'The request body could not be read.' }, { status }) }
	}
	if (type.includes('application/x-www-form-urlencoded') || type.includes('multipart/form-data')) {
		try {
			const form = await new Response(bytes, { headers: { 'Content-Type': type } }).formData()
			const body: Record<string, unknown> = {}
			for (const [key, value] of form) if (typeof value === 'string') body[key] = value
			return { ok: true, body }
		} catch {
			return { ok: false, response: Response.json({ error: 'The request body is not a valid form.' }, { status: 400 }) }
		}
	}
	const text = new TextDecoder().decode(bytes)
	if (text.trim() === '') return { ok: true, body: {} }
	let value: unknown
	try {
		value = JSON.parse(text)
	} catch {
		return { ok: false, response: Response.json({ error: 'The request body is not valid JSON.' }, { status: 400 }) }
	}
	if (value === null || typeof value !== 'object' || Array.isArray(value)) {
		return { ok: false, response: Response.json({ error: 'The request body must be a JSON object.' }, { status: 400 }) }
	}
	return { ok: true, body: value as Record<string, unknown> }
}

export function methodNotAllowed(allowed: string[]) {
	return Response.json({ error: `Use ${allowed.join(' or ')} for this address.` }, { status: 405, headers: { Allow: allowed.join(', ') } })
}
