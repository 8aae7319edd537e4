// Small helpers for the /api/* resource routes: read a JSON (or form) body without ever
// throwing, and answer errors in the spec's shape { error: "message" }.

import { API_BODY_BYTES, readBodyBytes, RequestBodyError } from './multipart.server'

const NO_STORE = { 'Cache-Control': 'no-store' }

export function jsonError(message: string, status = 400, headers: HeadersInit = {}) {
	return Response.json({ error: message }, { status, headers: { ...NO_STORE, ...headers } })
}

export function jsonOk(body: unknown, init: { status?: number; headers?: HeadersInit } = {}) {
	return Response.json(body, { status: init.status ?? 200, headers: { ...NO_STORE, ...init.headers } })
}

/**
 * The request's body as a plain value: JSON, or a urlencoded/multipart form as an object. At
 * most API_BODY_BYTES whatever the declared content type (413 beyond): these endpoints take no
 * uploads, so a multipart body gets no more room than JSON.
 */
export async function readBody(request: Request): Promise<{ ok: true; value: unknown } | { ok: false; response: Response }> {
	const type = request.headers.get('Content-Type') ?? ''
	let bytes: Uint8Array<ArrayBuffer>
	try {
		bytes = await readBodyBytes(request, API_BODY_BYTES)
	} catch (error) {
		if (error instanceof RequestBodyError) return { ok: false, response: jsonError('The request body is too large.', 413) }
		return { ok: false, response: jsonError('The request body could not be read.') }
	}
	try {
		if (type.includes('application/x-www-form-urlencoded') || type.includes('multipart/form-data')) {
			return { ok: true, value: Object.fromEntries(await new Response(bytes, { headers: { 'Content-Type': type } }).formData()) }
		}
		const text = new TextDecoder().decode(bytes)
		if (!text.trim()) return { ok: false, response: jsonError('The request body is empty; send JSON.') }
		return { ok: true, value: JSON.parse(text) as unknown }
	} catch {
		return { ok: false, response: jsonError('The request body is not valid JSON.') }
	}
}

export function methodNotAllowed(allowed: string) {
	return jsonError(`Use ${allowed}.`, 405, { Allow: allowed })
}
