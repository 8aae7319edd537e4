import { isFormContentType, JSON_BODY_BYTES, readFormData, readText, RequestBodyError } from './multipart.server'

// Request bodies of the JSON API: JSON objects, or (for plain HTML clients) form fields.

export type BodyResult = { ok: true; body: Record<string, unknown> } | { ok: false; response: Response }

/** Reads a JSON object (or url-encoded / multipart form) body with a size limit; a malformed one is a 400, an oversize one a 413. */
export async function readBody(request: Request, { maxBytes = JSON_BODY_BYTES }: { maxBytes?: number } = {}): Promise<BodyResult> {
	const type = request.headers.get('Content-Type') ?? ''
	if (isFormContentType(type)) {
		try {
			const form = await readFormData(request, { maxBytes })
			const body: Record<string, unknown> = {}
			for (const [key, value] of form) if (typeof value === 'string') body[key] = value
			return { ok: true, body }
		} catch (error) {
			if (error instanceof RequestBodyError && error.status === 413) return refuse(error.message, 413)
			return refuse('The request body is not a valid form.')
		}
	}
	let text: string
	try {
		text = await readText(request, { maxBytes })
	} catch (error) {
		if (error instanceof RequestBodyError) return refuse(error.message, error.status)
		return refuse('The request body could not be read.')
	}
	if (text.trim() === '') return { ok: true, body: {} }
	let value: unknown
	try {
		value = JSON.parse(text)
	} catch {
		return refuse('The request body is not valid JSON.')
	}
	if (value === null || typeof value !== 'object' || Array.isArray(value)) return refuse('The request body must be a JSON object.')
	return { ok: true, body: value as Record<string, unknown> }
}

function refuse(error: string, status = 400): BodyResult {
	return { ok: false, response: Response.json({ error }, { status }) }
}

export function methodNotAllowed(allowed: string[]) {
	return Response.json({ error: `Use ${allowed.join(' or ')} for this address.` }, { status: 405, headers: { Allow: allowed.join(', ') } })
}
