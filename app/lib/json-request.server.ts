import { isFormContentType, JSON_BODY_BYTES, readFormData, readText, RequestBodyError } from './multipart.server'

// Small helpers for the /api/* resource routes: read a JSON (or form) body without ever
// throwing, and answer errors in the spec's shape { error: "message" }.

const NO_STORE = { 'Cache-Control': 'no-store' }

export function jsonError(message: string, status = 400, headers: HeadersInit = {}) {
	return Response.json({ error: message }, { status, headers: { ...NO_STORE, ...headers } })
}

export function jsonOk(body: unknown, init: { status?: number; headers?: HeadersInit } = {}) {
	return Response.json(body, { status: init.status ?? 200, headers: { ...NO_STORE, ...init.headers } })
}

/** The request's body as a plain value: JSON, or a urlencoded/multipart form as an object; over `maxBytes` a 413. */
export async function readBody(request: Request, { maxBytes = JSON_BODY_BYTES }: { maxBytes?: number } = {}): Promise<{ ok: true; value: unknown } | { ok: false; response: Response }> {
	const type = request.headers.get('Content-Type') ?? ''
	try {
		if (isFormContentType(type)) {
			return { ok: true, value: Object.fromEntries(await readFormData(request, { maxBytes })) }
		}
		const text = await readText(request, { maxBytes })
		if (!text.trim()) return { ok: false, response: jsonError('The request body is empty; send JSON.') }
		return { ok: true, value: JSON.parse(text) as unknown }
	} catch (error) {
		if (error instanceof RequestBodyError && error.status === 413) return { ok: false, response: jsonError(error.message, 413) }
		return { ok: false, response: jsonError('The request body is not valid JSON.') }
	}
}

export function methodNotAllowed(allowed: string) {
	return jsonError(`Use ${allowed}.`, 405, { Allow: allowed })
}
