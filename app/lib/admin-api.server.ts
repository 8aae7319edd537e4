import { RequestBodyError } from './multipart.server'

// Small helpers shared by the admin /api/* resource routes: JSON answers in the spec's shape
// (errors as { error }), never cached.

const NO_STORE = { 'Cache-Control': 'no-store' }

export function apiOk(body: Record<string, unknown>, status = 200) {
	return Response.json(body, { status, headers: NO_STORE })
}

/** The error answer of an API call: { error } plus any details. */
export function apiError(status: number, error: string, extra: Record<string, unknown> = {}) {
	return Response.json({ error, ...extra }, { status, headers: NO_STORE })
}

/** Runs an API handler, answering an unreadable or oversize body with its 4xx JSON. */
export async function withBodyErrors(handler: () => Promise<Response>) {
	try {
		return await handler()
	} catch (error) {
		if (error instanceof RequestBodyError) return apiError(error.status, error.message)
		throw error
	}
}

/** A 405 unless the request uses one of these methods. */
export function methodNotAllowed(request: Request, allowed: string[]) {
	if (allowed.includes(request.method.toUpperCase())) return null
	return Response.json({ error: `Use ${allowed.join(' or ')} for this call.` }, { status: 405, headers: { ...NO_STORE, Allow: allowed.join(', ') } })
}

/** A positive whole-number id from the URL, or null. */
export function idParam(value: string | undefined) {
	if (!value || !/^\d{1,12}$/.test(value)) return null
	const id = Number(value)
	return id > 0 ? id : null
}
