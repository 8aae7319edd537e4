/**
 * Calls a loader or action as React Router would, with a real Request, and reads what it
 * answered whichever way it did: a Response returned or thrown (a redirect), or data() with
 * its status and headers. A JSON body is parsed; anything else stays text.
 */
export async function routeAnswer(
	handler: (args: never) => unknown,
	request: Request,
	clientIp: string,
): Promise<{ status: number; location: string | null; body: Record<string, any>; headers: Headers }> {
	let result: unknown
	try {
		result = await handler({ request, params: {}, context: { clientIp } } as never)
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
