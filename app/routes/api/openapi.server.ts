import { z } from 'zod'
import { API_FAMILIES, type ApiEndpointDescription, type ApiRouteHandler } from '#app/lib/http/api-route.server'

// The OpenAPI 3.1 description served at GET /api/openapi.json (openapi.ts): every /api route, generated from the
// zod schemas the routes already parse with (params, query, body) and the answers they state
// (api-answers.ts), with zod's own z.toJSONSchema. Each route module's URL follows from its file
// name the way app/routes.ts names it (tyreall.update-stock.$id.ts is /api/tyreall/update-stock/{id});
// openapi.test.ts holds the two to each other.

type RouteModule = { loader?: unknown; action?: unknown }
type JsonSchema = Record<string, unknown>

const modules = import.meta.glob<RouteModule>(['./*.ts', '!./*.test.ts', '!./openapi.ts', '!./openapi.server.ts'], { eager: true })

function isApiHandler(value: unknown): value is ApiRouteHandler {
	return typeof value === 'function' && Array.isArray((value as Partial<ApiRouteHandler>).endpoints)
}

/** './tyreall.update-stock.$id.ts' → '/api/tyreall/update-stock/{id}'; '_index' is the folder itself. */
export function apiPathOf(file: string): string {
	const segments = file
		.replace(/^\.\//, '')
		.replace(/\.ts$/, '')
		.split('.')
		.filter((segment) => segment !== '_index')
		.map((segment) => (segment.startsWith('$') ? `{${segment.slice(1)}}` : segment))
	return `/api/${segments.join('/')}`
}

function jsonSchema(schema: z.ZodType, io: 'input' | 'output'): JsonSchema {
	// unrepresentable parts (an uploaded File, a transform's result) become "any" rather than failing
	const { $schema: _dialect, ...rest } = z.toJSONSchema(schema, { io, unrepresentable: 'any' }) as JsonSchema
	return rest
}

const errorEnvelope = (family: ApiEndpointDescription['family']): JsonSchema =>
	family === 'message'
		? { type: 'object', properties: { message: { type: 'string' }, errors: { type: 'object', additionalProperties: { type: 'array', items: { type: 'string' } } } }, required: ['message'] }
		: { type: 'object', properties: { error: { type: 'string' } }, required: ['error'] }

function parameters(endpoint: ApiEndpointDescription, path: string) {
	const out: JsonSchema[] = []
	const pathSchema = endpoint.params ? jsonSchema(endpoint.params, 'input') : null
	for (const name of path.split('/').filter((segment) => segment.startsWith('{')).map((segment) => segment.slice(1, -1))) {
		const properties = (pathSchema?.properties ?? {}) as Record<string, JsonSchema>
		out.push({ name, in: 'path', required: true, schema: properties[name] ?? { type: 'string' } })
	}
	if (endpoint.query) {
		const query = jsonSchema(endpoint.query, 'input')
		const required = new Set((query.required ?? []) as string[])
		for (const [name, schema] of Object.entries((query.properties ?? {}) as Record<string, JsonSchema>)) {
			out.push({ name, in: 'query', required: required.has(name), schema })
		}
	}
	return out
}

// who a guard lets in, from its name (the admin's guard → admin)
const role = (endpoint: ApiEndpointDescription) => endpoint.guard?.replace(/^require/, '').toLowerCase() ?? 'anyone'
const SECURITY: Record<string, Array<Record<string, string[]>>> = {
	admin: [{ adminToken: [] }, { adminSession: [] }],
	customer: [{ customerSession: [] }],
}

function operation(endpoint: ApiEndpointDescription, path: string) {
	const refusal = { description: `Refused: ${API_FAMILIES[endpoint.family].key === 'error' ? '{ error }' : '{ message }'} says why`, content: { 'application/json': { schema: errorEnvelope(endpoint.family) } } }
	const body = endpoint.body?.()
	const bodySchema = body ? jsonSchema(body, 'input') : null
	return {
		summary: endpoint.summary,
		tags: [path.split('/')[2]],
		...(SECURITY[role(endpoint)] ? { security: SECURITY[role(endpoint)] } : {}),
		parameters: parameters(endpoint, path),
		...(bodySchema
			? {
					requestBody: {
						required: true,
						content: endpoint.formOnly
							? { 'multipart/form-data': { schema: bodySchema } }
							: { 'application/json': { schema: bodySchema }, 'application/x-www-form-urlencoded': { schema: bodySchema } },
					},
				}
			: {}),
		responses: {
			'2XX': { description: 'Done', content: { 'application/json': { schema: endpoint.answer ? jsonSchema(endpoint.answer, 'output') : {} } } },
			'4XX': refusal,
			...(endpoint.guard ? { '401': { ...refusal, description: 'Not logged in (or the token or session has ended)' } } : {}),
		},
	}
}

function endpointsByPath(self: ApiRouteHandler): Map<string, ApiEndpointDescription[]> {
	const byPath = new Map<string, ApiEndpointDescription[]>()
	for (const [file, mod] of Object.entries(modules)) {
		const handlers = [mod.loader, mod.action].filter(isApiHandler)
		if (handlers.length === 0) continue
		const endpoints = new Map<string, ApiEndpointDescription>()
		for (const handler of handlers) for (const endpoint of handler.endpoints) endpoints.set(endpoint.method, endpoint)
		byPath.set(apiPathOf(file), [...endpoints.values()])
	}
	byPath.set('/api/openapi.json', [...self.endpoints])
	return byPath
}

let document: JsonSchema | null = null

/** The OpenAPI 3.1 document, built once per process; `self` is the route that serves it. */
export function openApiDocument(self: ApiRouteHandler): JsonSchema {
	if (document) return document
	const paths: Record<string, Record<string, unknown>> = {}
	for (const [path, endpoints] of [...endpointsByPath(self)].sort(([a], [b]) => a.localeCompare(b))) {
		paths[path] = Object.fromEntries(endpoints.map((endpoint) => [endpoint.method.toLowerCase(), operation(endpoint, path)]))
	}
	document = {
		openapi: '3.1.0',
		info: {
			title: 'Mobile tyre shop API',
			version: '1',
			description:
				'Amounts are dollars (AUD, GST included), except the payment intent amount, which is cents. Refusals are 4xx with { error } (the shop) or { message } (the customer account layer).',
		},
		paths,
		components: {
			securitySchemes: {
				adminToken: { type: 'http', scheme: 'bearer', description: 'The token POST /api/admin/login answers' },
				adminSession: { type: 'apiKey', in: 'cookie', name: 'admin_session' },
				customerSession: { type: 'apiKey', in: 'cookie', name: 'customer_session' },
			},
		},
	}
	return document
}
