import http from 'node:http'
import type { AddressInfo } from 'node:net'

// Calling route modules' loaders and actions with real Requests (STYLE habit 14): the one place
// tests build a route's arguments and read its answer.

type Handler = (args: any) => unknown

export const BASE = 'http://localhost:3000'

/** What server/app.ts gives every route: the client's address, the page's CSP nonce, HTTPS or not. */
const CONTEXT = { clientIp: '127.0.0.1', cspNonce: '', secure: false }

/** Where a call comes from: the route's URL parameters and the client's address (rate limits count by it). */
export type CallOptions = { params?: Record<string, string>; clientIp?: string }

/** Calls a loader or action as React Router would, with this Request; its answer (returned or thrown) as a Response. */
export function callRoute(handler: Handler, request: Request, { params = {}, clientIp = CONTEXT.clientIp }: CallOptions = {}): Promise<Response> {
	return settle(() => handler({ request, params, context: { ...CONTEXT, clientIp } }))
}

/**
 * Calls a loader or action as React Router would, with this Request; what it returned or threw,
 * untouched (page data, a data() value, a Response), for a test that reads a page's data as is.
 */
export async function routeResult(handler: Handler, request: Request, { params = {}, clientIp = CONTEXT.clientIp }: CallOptions = {}): Promise<unknown> {
	try {
		return await handler({ request, params, context: { ...CONTEXT, clientIp } })
	} catch (thrown) {
		return thrown
	}
}

/** A route served on a loopback port: its base URL (no trailing slash) and how to stop it. */
export type ServedRoute = { base: string; close: () => Promise<void> }

/**
 * Serves one route over HTTP on a free loopback port, for a provider's fake that posts its
 * webhooks itself (signed over the URL it posts to), as the provider would to the shop.
 */
export async function serveRoute(handler: Handler): Promise<ServedRoute> {
	let base = ''
	const server = http.createServer((req, res) => {
		const chunks: Buffer[] = []
		req.on('data', (chunk: Buffer) => chunks.push(chunk))
		req.on('end', async () => {
			const headers = new Headers()
			for (const [name, value] of Object.entries(req.headers)) if (typeof value === 'string') headers.set(name, value)
			const answer = await callRoute(handler, new Request(`${base}${req.url}`, { method: req.method, headers, body: req.method === 'GET' || req.method === 'HEAD' ? undefined : Buffer.concat(chunks) }))
			res.writeHead(answer.status, { 'Content-Type': answer.headers.get('Content-Type') ?? 'application/json' })
			res.end(await answer.text())
		})
	})
	await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
	base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`
	return { base, close: () => new Promise<void>((resolve) => server.close(() => resolve())) }
}

/** A GET of `path` (on BASE) through the loader. */
export async function runLoader(loader: Handler, path: string, { params = {}, headers = {}, cookie, clientIp }: CallOptions & { headers?: Record<string, string>; cookie?: string } = {}) {
	return callRoute(loader, new Request(`${BASE}${path}`, { headers: cookie ? { ...headers, Cookie: cookie } : headers }), { params, clientIp })
}

/**
 * A post of `path` (on BASE) through the action: `json` (a value, sent as JSON), `body` (raw text
 * sent as JSON), `form` (fields URL-encoded, or a FormData sent as multipart); or no body.
 */

export async function runAction(
	action: Handler,
	path: string,
	{
		method = 'POST',
		json,
		body,
		form,
		params = {},
		cookie,
		clientIp,
		headers: extraHeaders = {},
	}: CallOptions & { method?: string; json?: unknown; body?: string; form?: Record<string, string> | FormData; cookie?: string; headers?: Record<string, string> } = {},
) {
	const headers: Record<string, string> = { ...extraHeaders }
	let payload: BodyInit | undefined
	if (json !== undefined) {
		headers['Content-Type'] = 'application/json'
		payload = JSON.stringify(json)
	} else if (form instanceof FormData) {
		// the Request sets multipart/form-data with its boundary
		payload = form
	} else if (form) {
		headers['Content-Type'] = 'application/x-www-form-urlencoded'
		payload = new URLSearchParams(form)
	} else if (body !== undefined) {
		headers['Content-Type'] = 'application/json'
		payload = body
	}
	if (cookie) headers.Cookie = cookie
	return callRoute(action, new Request(`${BASE}${path}`, { method, headers, body: payload }), { params, clientIp })
}

/** A loader's answer, thrown or returned, as a Response. */
async function settle(run: () => unknown): Promise<Response> {
	try {
		const value = await run()
		if (value instanceof Response) return value
		const withInit = value as { type?: string; data?: unknown; init?: ResponseInit | null }
		if (withInit && withInit.type === 'DataWithResponseInit') return Response.json(withInit.data, withInit.init ?? undefined)
		return Response.json(value)
	} catch (thrown) {
		if (thrown instanceof Response) return thrown
		const withInit = thrown as { type?: string; data?: unknown; init?: ResponseInit | null }
		if (withInit && withInit.type === 'DataWithResponseInit') return Response.json(withInit.data, withInit.init ?? undefined)
		throw thrown
	}
}

/** The `name=value` part of a Set-Cookie header, for the next request. */
export function cookieFrom(response: Response, name: string) {
	return response.headers
		.getSetCookie()
		.find((c) => c.startsWith(`${name}=`))
		?.split(';')[0]
}

/**
 * Calls a loader or action as React Router would, with a real Request, and reads what it
 * answered whichever way it did: a Response returned or thrown (a redirect), or data() with
 * its status and headers. A JSON body is parsed; anything else stays text.
 */
export async function routeAnswer(
	handler: (args: never) => unknown,
	request: Request,
	clientIp: string = CONTEXT.clientIp,
	{ params = {} }: { params?: Record<string, string> } = {},
): Promise<{ status: number; location: string | null; body: Record<string, any>; headers: Headers }> {
	let result: unknown
	try {
		result = await handler({ request, params, context: { ...CONTEXT, clientIp } } as never)
	} catch (thrown) {
		result = thrown
	}
	if (result instanceof Response) {
		const text = await result.text()
		let body: unknown = text
		try {
			body = JSON.parse(text)
		} catch {
			// a redirect or a page
		}
		return { status: result.status, location: result.headers.get('Location'), body: body as Record<string, any>, headers: result.headers }
	}
	const withInit = result as { type?: string; data?: unknown; init?: { status?: number; headers?: HeadersInit } | null }
	if (withInit?.type === 'DataWithResponseInit') {
		return { status: withInit.init?.status ?? 200, location: null, body: withInit.data as Record<string, any>, headers: new Headers(withInit.init?.headers) }
	}
	return { status: 200, location: null, body: result as Record<string, any>, headers: new Headers() }
}
