import type { z } from 'zod'
import type { AccountFailure } from '#app/domain/accounts/accounts.server'
import { getLogger } from './logger.server'
import { readJson, RequestBodyError } from './multipart.server'

// Shared plumbing of the /api/auth/* endpoints (spec §7): a JSON body parsed with the
// endpoint's schema, errors as 4xx JSON { message } (spec §8: the client shows the server's
// message, else its default), and an unexpected failure as the spec's default message.

const noStore = { 'Cache-Control': 'no-store' }

export function apiMessage(message: string, status: number, extra: Record<string, unknown> = {}, headers: HeadersInit = {}) {
	return Response.json({ message, ...extra }, { status, headers: { ...noStore, ...headers } })
}

export function apiFailure(failure: AccountFailure) {
	const headers: Record<string, string> = failure.retryAfterSeconds ? { 'Retry-After': String(failure.retryAfterSeconds) } : {}
	return apiMessage(failure.message, failure.status, {}, headers)
}

export function apiOk(body: Record<string, unknown>, init: { status?: number; headers?: HeadersInit } = {}) {
	const headers = new Headers(init.headers)
	headers.set('Cache-Control', 'no-store')
	return Response.json(body, { status: init.status ?? 200, headers })
}

/** GET on a POST-only endpoint. */
export function methodNotAllowed() {
	return apiMessage('Use POST for this endpoint.', 405, {}, { Allow: 'POST' })
}

/**
 * Runs a POST /api/auth/* endpoint: refuses other methods, reads the JSON body, validates it
 * (400 with the first problem as `message` and every problem in `errors`), then calls
 * `handle`; anything unexpected is logged and answered with `fallbackMessage`.
 */
export async function handleJsonPost<S extends z.ZodType>(
	request: Request,
	{ schema, fallbackMessage }: { schema: S; fallbackMessage: string },
	handle: (input: z.output<S>) => Promise<Response>,
): Promise<Response> {
	if (request.method !== 'POST') return methodNotAllowed()
	let body: unknown
	try {
		body = await readJson(request)
	} catch (error) {
		if (error instanceof RequestBodyError && error.status === 413) return apiMessage(error.message, 413)
		return apiMessage('Send the details as a JSON object.', 400)
	}
	if (typeof body !== 'object' || body === null || Array.isArray(body)) return apiMessage('Send the details as a JSON object.', 400)
	const parsed = schema.safeParse(body)
	if (!parsed.success) {
		const errors: Record<string, string[]> = {}
		for (const issue of parsed.error.issues) {
			const field = String(issue.path[0] ?? '')
			;(errors[field] ??= []).push(issue.message)
		}
		return apiMessage(parsed.error.issues[0]?.message ?? fallbackMessage, 400, { errors })
	}
	try {
		return await handle(parsed.data)
	} catch (error) {
		if (error instanceof Response) throw error
		getLogger().error({ err: error, url: request.url }, 'account endpoint failed')
		return apiMessage(fallbackMessage, 500)
	}
}

/** The client's address as the express server saw it (behind a trusted proxy: the forwarded one). */
export function clientIp(context: unknown) {
	const ip = (context as { clientIp?: unknown } | undefined)?.clientIp
	return typeof ip === 'string' && ip ? ip : 'unknown'
}
