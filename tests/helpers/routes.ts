// Calling route modules' loaders and actions with real Requests (STYLE habit 14).

type Handler = (args: any) => unknown

export const BASE = 'http://localhost:3000'

export async function runLoader(loader: Handler, path: string, { params = {}, headers = {} }: { params?: Record<string, string>; headers?: Record<string, string> } = {}) {
	const request = new Request(`${BASE}${path}`, { headers })
	return settle(() => loader({ request, params, context: { clientIp: '127.0.0.1', cspNonce: '', secure: false } }))
}

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
	}: { method?: string; json?: unknown; body?: string; form?: Record<string, string>; params?: Record<string, string>; cookie?: string } = {},
) {
	const headers: Record<string, string> = {}
	let payload: BodyInit | undefined
	if (json !== undefined) {
		headers['Content-Type'] = 'application/json'
		payload = JSON.stringify(json)
	} else if (form) {
		headers['Content-Type'] = 'application/x-www-form-urlencoded'
		payload = new URLSearchParams(form)
	} else if (body !== undefined) {
		headers['Content-Type'] = 'application/json'
		payload = body
	}
	if (cookie) headers.Cookie = cookie
	const request = new Request(`${BASE}${path}`, { method, headers, body: payload })
	return settle(() => action({ request, params, context: { clientIp: '127.0.0.1', cspNonce: '', secure: false } }))
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
