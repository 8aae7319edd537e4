import { MAX_IMAGE_BYTES } from './images.server'

// Reading request bodies with a size limit, and with a clear 4xx for anything unreadable.
// The express server refuses oversize bodies by Content-Length first; this also guards
// bodies without one and route tests that call actions directly.

/** A form with one image: the image plus room for the text fields. */
export const ONE_IMAGE_FORM_BYTES = MAX_IMAGE_BYTES + 512 * 1024
/** A form with two images (a tyre's picture and its brand logo). */
export const TWO_IMAGE_FORM_BYTES = 2 * MAX_IMAGE_BYTES + 512 * 1024
/** JSON and plain forms. */
export const FIELDS_ONLY_BYTES = 256 * 1024

export class RequestBodyError extends Error {
	constructor(
		public status: 400 | 413 | 415,
		message: string,
	) {
		super(message)
		this.name = 'RequestBodyError'
	}
}

export const BODY_MESSAGES = {
	tooLarge: 'The upload is too large: an image may be at most 5 MB.',
	malformed: 'The form data could not be read (malformed multipart body).',
	badJson: 'The request body is not valid JSON.',
	unsupported: 'Send the fields as JSON, multipart/form-data or a URL-encoded form.',
} as const

/** JSON API bodies, whatever content type they declare: an endpoint's limit comes from the endpoint. */
export const API_BODY_BYTES = FIELDS_ONLY_BYTES

/** The body's bytes, at most `maxBytes` (413 RequestBodyError beyond, counted as it streams). */
export async function readBodyBytes(request: Request, maxBytes: number): Promise<Uint8Array<ArrayBuffer>> {
	return readLimited(request, maxBytes)
}

async function readLimited(request: Request, maxBytes: number): Promise<Uint8Array<ArrayBuffer>> {
	const declared = Number(request.headers.get('Content-Length') ?? NaN)
	if (Number.isFinite(declared) && declared > maxBytes) throw new RequestBodyError(413, BODY_MESSAGES.tooLarge)
	if (!request.body) return new Uint8Array(new ArrayBuffer(0))
	const reader = request.body.getReader()
	const chunks: Uint8Array[] = []
	let total = 0
	for (;;) {
		const { done, value } = await reader.read()
		if (done) break
		total += value.byteLength
		if (total > maxBytes) {
			// not awaited: cancelling one branch of a cloned (tee'd) body settles only when the other is cancelled too
			void reader.cancel().catch(() => {})
			throw new RequestBodyError(413, BODY_MESSAGES.tooLarge)
		}
		chunks.push(value)
	}
	const body = new Uint8Array(new ArrayBuffer(total))
	let offset = 0
	for (const chunk of chunks) {
		body.set(chunk, offset)
		offset += chunk.byteLength
	}
	return body
}

function isForm(contentType: string) {
	return /^(multipart\/form-data|application\/x-www-form-urlencoded)\b/i.test(contentType)
}

/** The request's form (multipart or URL-encoded), read with a size limit. Throws RequestBodyError. */
export async function readFormData(request: Request, { maxBytes }: { maxBytes: number }): Promise<FormData> {
	const contentType = request.headers.get('Content-Type') ?? ''
	if (!isForm(contentType)) throw new RequestBodyError(415, BODY_MESSAGES.unsupported)
	const body = await readLimited(request, maxBytes)
	try {
		return await new Response(body, { headers: { 'Content-Type': contentType } }).formData()
	} catch {
		throw new RequestBodyError(400, BODY_MESSAGES.malformed)
	}
}

/**
 * The fields of a JSON object body or a form, as a plain object (API calls accept either).
 * Form fields that repeat keep their last value; files stay Blobs.
 */
export async function readFields(request: Request, { maxBytes = FIELDS_ONLY_BYTES }: { maxBytes?: number } = {}): Promise<Record<string, unknown>> {
	const contentType = request.headers.get('Content-Type') ?? ''
	if (isForm(contentType)) return Object.fromEntries(await readFormData(request, { maxBytes }))
	if (!/^application\/json\b/i.test(contentType)) throw new RequestBodyError(415, BODY_MESSAGES.unsupported)
	const text = new TextDecoder().decode(await readLimited(request, maxBytes))
	let value: unknown
	try {
		value = JSON.parse(text)
	} catch {
		throw new RequestBodyError(400, BODY_MESSAGES.badJson)
	}
	if (typeof value !== 'object' || value === null || Array.isArray(value)) throw new RequestBodyError(400, 'The request body must be a JSON object.')
	return value as Record<string, unknown>
}

/** For page actions: the form, or the status and message to show instead of it. */
export async function tryReadFormData(
	request: Request,
	options: { maxBytes: number },
): Promise<{ ok: true; form: FormData } | { ok: false; status: 400 | 413 | 415; message: string }> {
	try {
		return { ok: true, form: await readFormData(request, options) }
	} catch (error) {
		if (error instanceof RequestBodyError) return { ok: false, status: error.status, message: error.message }
		throw error
	}
}

/**
 * For page actions (HTML forms): the posted form, read with a size limit. Anything a browser
 * form never sends (JSON, no content type, a broken multipart body, an oversize body) is
 * answered with a plain 4xx instead of failing inside the action.
 */
export async function readPageForm(request: Request, { maxBytes = FIELDS_ONLY_BYTES }: { maxBytes?: number } = {}): Promise<FormData> {
	try {
		return await readFormData(request, { maxBytes })
	} catch (error) {
		if (error instanceof RequestBodyError) throw new Response(error.message, { status: error.status, headers: { 'Content-Type': 'text/plain; charset=utf-8' } })
		throw error
	}
}
