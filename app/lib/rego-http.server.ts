// The HTTP half of a commercial registration-lookup service, used when REGO_API_URL is set; what
// its answer means (vehicles, tyre sizes) is read in app/domain/vehicles/http-rego.server.ts.
//
// Request:  GET {REGO_API_URL}?rego=1ABC234&state=VIC
//           Accept: application/json, Authorization: Bearer {REGO_API_KEY} (when set)
// Answer:   200 with JSON; 404 when the plate is unknown.

export interface HttpRegoConfig {
	url: string
	apiKey?: string | null
	timeoutMs?: number
	fetch?: typeof fetch
}

/** What the service said: its JSON, that it does not know the plate, or nothing usable (outage, timeout, not JSON). */
export type RegoServiceAnswer = { status: 'answered'; json: unknown } | { status: 'not-found' } | { status: 'unavailable' }

/** Asks the service about one plate; never throws. */
export async function askRegoService(config: HttpRegoConfig, rego: string, state: string): Promise<RegoServiceAnswer> {
	const url = new URL(config.url)
	url.searchParams.set('rego', rego)
	url.searchParams.set('state', state)
	let response: Response
	try {
		response = await (config.fetch ?? fetch)(url, {
			headers: { Accept: 'application/json', ...(config.apiKey ? { Authorization: `Bearer ${config.apiKey}` } : {}) },
			signal: AbortSignal.timeout(config.timeoutMs ?? 5000),
		})
	} catch {
		return { status: 'unavailable' }
	}
	if (response.status === 404) return { status: 'not-found' }
	if (!response.ok) return { status: 'unavailable' }
	try {
		return { status: 'answered', json: await response.json() }
	} catch {
		return { status: 'unavailable' }
	}
}
