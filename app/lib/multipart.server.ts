import { MAX_IMAGE_BYTES } from './images.server'

// The one place request bodies are read: with a size limit, and with a clear 4xx for anything
// unreadable. The express server refuses oversize bodies by Content-Length first; this also
// guards bodies without one, route tests that call actions directly, and each form's own
// (much smaller) limit, so a hostile body is refused before anything parses it.

/** A form with one image: the image plus room for the text fields. */
export const ONE_IMAGE_FORM_BYTES = MAX_IMAGE_BYTES + 512 * 1024
/** A form with two images (a tyre's picture and its brand logo). */
export const TWO_IMAGE_FORM_BYTES = 2 * MAX_IMAGE_BYTES + 512 * 1024
/** The owner's text-only forms and JSON calls (a blog post, the reviews snippet). */
export const FIELDS_ONLY_BYTES = 256 * 1024
/**
 * The shop's short page forms (checkout, login, register, reset, find a booking, cart, shipping).
 * The longest, checkout, is under 2 KB as typed; 16 KB holds it even if every character took
 * nine bytes URL-encoded (a three-byte UTF-8 character is %XX%XX%XX).
 */
export const PAGE_FORM_BYTES = 16 * 1024
/** The contact form and message API: a message of up to 5,000 characters, URL-encoded. */
export const MESSAGE_FORM_BYTES = 64 * 1024
/** The public JSON API (booking, cart, slots, coupons, accounts): payloads of a few KB. */
export const JSON_BODY_BYTES = 64 * 1024

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
	formTooLarge: 'This form is too long to send. Please shorten what you typed and try again.',
	jsonTooLarge: 'The request body is too large.',
	malformed: 'The form data could not be read (malformed multipart body).',
	badJson: 'The request body is not valid JSON.',
	unsupported: 'Send the fields as JSON, multipart/form-data or a URL-encoded form.',
} as const

/** The refusal for a body over `maxBytes`: forms with images talk about the image. */
function formTooLarge(maxBytes: number) {
	return new RequestBodyError(413, maxBytes >= ONE_IMAGE_FORM_BYTES ? BODY_MESSAGES.tooLarge : BODY_MESSAGES.formTooLarge)
}

async function readLimited(request: Request, maxBytes: number, tooLarge: () => RequestBodyError): Promise<Uint8Array<ArrayBuffer>> {
	const declared = Number(request.headers.get('Content-Length') ?? NaN)
	// A refused body is left unread, not cancelled: cancelling would reset the connection before
	// the 413 is sent. The server reads and drops whatever a route leaves unread (server/app.ts).
	if (Number.isFinite(declared) && declared > maxBytes) throw tooLarge()
	if (!request.body) return new Uint8Array(new ArrayBuffer(0))
	const reader = request.body.getReader()
	const chunks: Uint8Array[] = []
	let total = 0
	for (;;) {
		const { done, value } = await reader.read()
		if (done) break
		total += value.byteLength
		if (total > maxBytes) {
			reader.releaseLock()
			throw tooLarge()
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

export function isFormContentType(contentType: string) {
	return /^(multipart\/form-data|application\/x-www-form-urlencoded)\b/i.test(contentType)
}

/** The request's form (multipart or URL-encoded), read with a size limit. Throws RequestBodyError. */
export async function readFormData(request: Request, { maxBytes }: { maxBytes: number }): Promise<FormData> {
	const contentType = request.headers.get('Content-Type') ?? ''
	if (!isFormContentType(contentType)) throw new RequestBodyError(415, BODY_MESSAGES.unsupported)
	const body = await readLimited(request, maxBytes, () => formTooLarge(maxBytes))
	let form: FormData
	try {
		form = await new Response(body, { headers: { 'Content-Type': contentType } }).formData()
	} catch {
		throw new RequestBodyError(400, BODY_MESSAGES.malformed)
	}
	// A form with room for images has room for megabytes of text too, which the page would
	// then echo back: no text field is longer than the owner's longest text form takes.
	for (const [, value] of form) {
		if (typeof value === 'string' && value.length > FIELDS_ONLY_BYTES) throw new RequestBodyError(413, BODY_MESSAGES.formTooLarge)
	}
	return form
}

/** A JSON body of any shape, read with a size limit (whatever its declared type). Throws RequestBodyError. */
export async function readJson(request: Request, { maxBytes = JSON_BODY_BYTES }: { maxBytes?: number } = {}): Promise<unknown> {
	const text = await readText(request, { maxBytes })
	try {
		return JSON.parse(text) as unknown
	} catch {
		throw new RequestBodyError(400, BODY_MESSAGES.badJson)
	}
}

/** The raw bytes of a body (a signed webhook's), read with a size limit. Throws RequestBodyError. */
export async function readBytes(request: Request, { maxBytes }: { maxBytes: number }): Promise<Uint8Array<ArrayBuffer>> {
	return readLimited(request, maxBytes, () => new RequestBodyError(413, BODY_MESSAGES.jsonTooLarge))
}

/** The raw text of a body, read with a size limit. Throws RequestBodyError. */
export async function readText(request: Request, { maxBytes = JSON_BODY_BYTES }: { maxBytes?: number } = {}): Promise<string> {
	return new TextDecoder().decode(await readLimited(request, maxBytes, () => new RequestBodyError(413, BODY_MESSAGES.jsonTooLarge)))
}

/**
 * The fields of a JSON object body or a form, as a plain object (API calls accept either).
 * Form fields that repeat keep their last value; files stay Blobs.
 */
export async function readFields(request: Request, { maxBytes = FIELDS_ONLY_BYTES }: { maxBytes?: number } = {}): Promise<Record<string, unknown>> {
	const contentType = request.headers.get('Content-Type') ?? ''
	if (isFormContentType(contentType)) return Object.fromEntries(await readFormData(request, { maxBytes }))
	if (!/^application\/json\b/i.test(contentType)) throw new RequestBodyError(415, BODY_MESSAGES.unsupported)
	const value = await readJson(request, { maxBytes })
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
 * For page actions (HTML forms): the posted form, read with a size limit (PAGE_FORM_BYTES
 * unless the form needs more). Anything a browser form never sends (JSON, no content type, a
 * broken multipart body, an oversize body) is answered with a plain 4xx and a message instead
 * of failing inside the action. Call it after the action's cheap checks (cart, rate limit).
 */
export async function readPageForm(request: Request, { maxBytes = PAGE_FORM_BYTES }: { maxBytes?: number } = {}): Promise<FormData> {
	try {
		return await readFormData(request, { maxBytes })
	} catch (error) {
		if (error instanceof RequestBodyError) throw new Response(error.message, { status: error.status, headers: { 'Content-Type': 'text/plain; charset=utf-8' } })
		throw error
	}
}
