import type { AppLoadContext } from 'react-router'
import type { z } from 'zod'
import { clientIp as clientIpOf } from '../context'
import { getDb, type Db } from '../db.server'
import { getLogger } from '../logger.server'
import { loggablePath } from '../loggable-path'
import { BODY_MESSAGES, isFormContentType, JSON_BODY_BYTES, readFormData, readText, RequestBodyError } from '../multipart.server'

// The HTTP edge of every /api/* resource route: the method check (405 with Allow), the guard,
// params, query and body parsed with zod (the body read with a size limit), answers never
// cached unless a route says so, and every refusal in its API family's envelope. A route
// module then reads as its guard, its schemas and one handler:
//
//   export const action = apiRoute({ method: 'POST', guard: requireAdmin, body: ServiceAreaSchema, handler: ({ db, body }) => … })
//   export const loader = action   // GET is answered 405 with Allow: POST (after the guard)

export type ApiMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE'

/**
 * The spec's two error shapes (§7, §8): the shop's API answers `{ error }`; the customer
 * account layer (/api/auth/*, /api/bookings/create, /api/bookings/user) answers `{ message }`,
 * which its client shows instead of its default.
 */
export const API_FAMILIES = {
	error: {
		key: 'error',
		wrongMethod: (allow: readonly string[]) => `Use ${allow.join(' or ')} for this call.`,
		badJson: BODY_MESSAGES.badJson,
		notAnObject: 'The request body must be a JSON object.',
		unexpected: 'Something went wrong. Please try again.',
	},
	message: {
		key: 'message',
		wrongMethod: (allow: readonly string[]) => `Use ${allow.join(' or ')} for this endpoint.`,
		badJson: 'Send the details as a JSON object.',
		notAnObject: 'Send the details as a JSON object.',
		unexpected: 'Something went wrong. Please try again.',
	},
} as const
export type ApiFamily = keyof typeof API_FAMILIES

/** A refusal, answered in the route's family envelope: `{ [error|message]: message, ...extra }`. */
export class ApiProblem {
	constructor(
		readonly status: number,
		readonly message: string,
		readonly extra: Record<string, unknown> = {},
		readonly headers: HeadersInit = {},
	) {}
}

export function problem(status: number, message: string, extra: Record<string, unknown> = {}, headers: HeadersInit = {}) {
	return new ApiProblem(status, message, extra, headers)
}

/** The Retry-After header for a refusal that names a wait (seconds), else none. */
export function retryAfterHeaders(refusal: { retryAfterSeconds?: number }): Record<string, string> {
	return refusal.retryAfterSeconds ? { 'Retry-After': String(refusal.retryAfterSeconds) } : {}
}

/** A refusal a domain function returned ({ status, message, retryAfterSeconds? }), with Retry-After when it says when to try again. */
export function problemFrom(refusal: { status: number; message: string; retryAfterSeconds?: number }) {
	return problem(refusal.status, refusal.message, {}, retryAfterHeaders(refusal))
}

/** A JSON answer; `Cache-Control: no-store` unless the caller sets a cache policy on purpose. */
export function reply(body: unknown, init: { status?: number; headers?: HeadersInit } = {}) {
	return noStore(Response.json(body, { status: init.status ?? 200, headers: init.headers }))
}

function noStore(response: Response) {
	if (!response.headers.has('Cache-Control')) response.headers.set('Cache-Control', 'no-store')
	return response
}

function render(family: ApiFamily, refusal: ApiProblem) {
	const body = { [API_FAMILIES[family].key]: refusal.message, ...refusal.extra }
	return reply(body, { status: refusal.status, headers: refusal.headers })
}

/** Each schema issue by its top-level field, in order: `{ code: ['This coupon code is not valid.'] }`. */
export function issuesByField(error: z.ZodError): Record<string, string[]> {
	const out: Record<string, string[]> = {}
	for (const issue of error.issues) (out[String(issue.path[0] ?? '')] ??= []).push(issue.message)
	return out
}

/** The first message of each top-level field: `{ email: 'Please enter a valid email.' }`. */
export function firstIssueByField(error: z.ZodError): Record<string, string> {
	return Object.fromEntries(Object.entries(issuesByField(error)).map(([field, messages]) => [field, messages[0]!]))
}

/** The default answer to a body that fails its schema: the first message (and, for the account layer, every one by field). */
function invalidBody(family: ApiFamily, error: z.ZodError) {
	const first = error.issues[0]?.message ?? API_FAMILIES[family].unexpected
	return family === 'message' ? problem(400, first, { errors: issuesByField(error) }) : problem(400, first)
}

export interface ApiRouteArgs {
	request: Request
	params: Record<string, string | undefined>
	context?: AppLoadContext
}

type Parsed<S> = S extends z.ZodType ? z.output<S> : undefined
/** Params without a schema arrive as React Router gives them. */
type ParsedParams<S> = S extends z.ZodType ? z.output<S> : Record<string, string | undefined>

export interface ApiContext<A, P, Q, B> {
	request: Request
	context: AppLoadContext | undefined
	/** The client's address as the express server saw it (behind a trusted proxy, the forwarded one). */
	clientIp: string
	db: Db
	/** What the guard returned (the admin, the customer). */
	auth: A
	params: P
	query: Q
	body: B
}

/** What a handler gives back: a Response as it is, a refusal, or a JSON value answered 200. */
export type ApiAnswer = Response | ApiProblem | Record<string, unknown> | unknown[]

export interface ApiRouteDefinition<A, P extends z.ZodType | undefined, Q extends z.ZodType | undefined, B extends z.ZodType | undefined> {
	method: ApiMethod
	/** Every method this URL serves, for the Allow header of a 405 (its loader's and action's); default: `method`. */
	allow?: readonly ApiMethod[]
	family?: ApiFamily
	/** Runs first, whatever the method: a throwing helper such as requireAdmin (its thrown Response is the answer). */
	guard?: (request: Request) => Promise<A> | A
	/** A cheap refusal (a rate limit) checked after the method and the guard, before the body is read. */
	before?: (ctx: { request: Request; clientIp: string }) => ApiProblem | null | Promise<ApiProblem | null>
	/** The URL's params; a failure is a 400 with the schema's first message. */
	params?: P
	/** The query string (last value of a repeated key); a failure is a 400 with the schema's first message. */
	query?: Q
	/** The body: a JSON object or form fields, read with `bodyLimit`, then parsed with this schema (or the one this gives, for rules that depend on the day). */
	body?: B | (() => B)
	/** Bytes the body may have (413 above it); default JSON_BODY_BYTES. */
	bodyLimit?: number
	/** Only a multipart or URL-encoded form is taken (an upload), JSON is a 415. */
	formOnly?: boolean
	/** The message for a body that cannot be read as an object (broken JSON, an array), instead of the family's. */
	unreadableBody?: string
	/** The answer to a body that fails its schema, when the first message is not enough. */
	invalid?: (error: z.ZodError, raw: Record<string, unknown>) => ApiProblem
	/** The message for an unexpected failure (logged, answered 500); default the family's. */
	fallback?: string
	/** One line for the API description (/api/openapi.json). */
	summary?: string
	/** The JSON of a successful (2xx) answer, as the API description states it; checked outside production. */
	answer?: z.ZodType
	handler: (ctx: ApiContext<A, ParsedParams<P>, Parsed<Q>, Parsed<B>>) => Promise<ApiAnswer> | ApiAnswer
}

/** What the API description (/api/openapi.json) says of one method of an endpoint. */
export interface ApiEndpointDescription {
	method: ApiMethod
	family: ApiFamily
	summary: string | undefined
	/** The guard that runs first, by name (requireAdmin, requireCustomer): a 401 without its credentials. */
	guard: string | undefined
	params: z.ZodType | undefined
	query: z.ZodType | undefined
	/** The body's schema (built on demand: some depend on the day). */
	body: (() => z.ZodType) | undefined
	formOnly: boolean
	answer: z.ZodType | undefined
}

export type ApiRouteHandler = ((args: ApiRouteArgs) => Promise<Response>) & {
	readonly methods: readonly ApiMethod[]
	/** Each method's description, for /api/openapi.json. */
	readonly endpoints: readonly ApiEndpointDescription[]
	/** The guards it runs (the access tests read them to know which routes must refuse whom). */
	readonly guards: readonly unknown[]
	/** The same endpoint with another Allow list (apiMethods). */
	readonly allowing: (allow: readonly ApiMethod[]) => ApiRouteHandler
}

/**
 * One endpoint of a resource route. The function it returns answers every method: the
 * endpoint's own runs the guard, the checks and the handler; any other gets the guard, then
 * a 405 with Allow, so a module exports it as both its loader and its action when it serves
 * one method.
 */
export function apiRoute<A = undefined, P extends z.ZodType | undefined = undefined, Q extends z.ZodType | undefined = undefined, B extends z.ZodType | undefined = undefined>(
	definition: ApiRouteDefinition<A, P, Q, B>,
): ApiRouteHandler {
	const family = definition.family ?? 'error'
	const allow = definition.allow ?? [definition.method]
	const run = async ({ request, params, context }: ApiRouteArgs): Promise<Response> => {
		try {
			const auth = definition.guard ? await definition.guard(request) : (undefined as A)
			const method = request.method.toUpperCase() === 'HEAD' ? 'GET' : request.method.toUpperCase()
			if (method !== definition.method) {
				return render(family, problem(405, API_FAMILIES[family].wrongMethod(allow), {}, { Allow: allow.join(', ') }))
			}
			const clientIp = clientIpOf(context)
			const refused = await definition.before?.({ request, clientIp })
			if (refused) return render(family, refused)
			const parsedParams = definition.params ? parseOrRefuse(definition.params, params) : params
			if (parsedParams instanceof ApiProblem) return render(family, parsedParams)
			const parsedQuery = parseOrRefuse(definition.query, Object.fromEntries(new URL(request.url).searchParams))
			if (parsedQuery instanceof ApiProblem) return render(family, parsedQuery)
			let body: unknown = undefined
			if (definition.body) {
				const raw = await readObject(request, family, definition)
				if (raw instanceof ApiProblem) return render(family, raw)
				const schema = (typeof definition.body === 'function' ? definition.body() : definition.body) as z.ZodType
				const parsed = schema.safeParse(raw)
				if (!parsed.success) return render(family, definition.invalid?.(parsed.error, raw) ?? invalidBody(family, parsed.error))
				body = parsed.data
			}
			const answer = await definition.handler({
				request,
				context,
				clientIp,
				db: getDb(),
				auth,
				params: parsedParams as ParsedParams<P>,
				query: parsedQuery as Parsed<Q>,
				body: body as Parsed<B>,
			})
			if (answer instanceof ApiProblem) return render(family, answer)
			const response = answer instanceof Response ? noStore(answer) : reply(answer)
			if (definition.answer && process.env.NODE_ENV !== 'production') await checkAnswer(definition.answer, request, response)
			return response
		} catch (error) {
			if (error instanceof Response) return noStore(error)
			if (error instanceof ApiProblem) return render(family, error)
			// a handler that reads a body itself (a signed webhook's raw bytes) gets the same refusals
			if (error instanceof RequestBodyError) return render(family, problem(error.status, error.message))
			getLogger().error({ err: error, method: request.method, path: loggablePath(request.url) }, 'API call failed')
			return render(family, problem(500, definition.fallback ?? API_FAMILIES[family].unexpected))
		}
	}
	const body = definition.body
	const endpoint: ApiEndpointDescription = {
		method: definition.method,
		family,
		summary: definition.summary,
		guard: definition.guard?.name || undefined,
		params: definition.params,
		query: definition.query,
		body: body === undefined ? undefined : () => (typeof body === 'function' ? body() : body) as z.ZodType,
		formOnly: Boolean(definition.formOnly),
		answer: definition.answer,
	}
	return Object.assign(run, { methods: [definition.method] as const, endpoints: [endpoint], guards: definition.guard ? [definition.guard] : [], allowing: (other: readonly ApiMethod[]) => apiRoute({ ...definition, allow: other }) })
}

/**
 * Several endpoints on one URL served by one export (PATCH and DELETE of a cart line): each
 * request goes to the endpoint of its method; any other method gets the first one's guard, then
 * a 405 listing them all.
 */
export function apiMethods(...routes: ApiRouteHandler[]): ApiRouteHandler {
	return combine(routes, routes.flatMap((route) => route.methods))
}

function combine(routes: ApiRouteHandler[], allow: readonly ApiMethod[]): ApiRouteHandler {
	const each = routes.map((route) => route.allowing(allow))
	const run = (args: ApiRouteArgs) => {
		const method = args.request.method.toUpperCase() === 'HEAD' ? 'GET' : args.request.method.toUpperCase()
		return (each.find((route) => route.methods.includes(method as ApiMethod)) ?? each[0]!)(args)
	}
	return Object.assign(run, { methods: routes.flatMap((route) => route.methods), endpoints: routes.flatMap((route) => route.endpoints), guards: routes.flatMap((route) => route.guards), allowing: (other: readonly ApiMethod[]) => combine(routes, other) })
}

/**
 * Outside production, a successful JSON answer that does not match the endpoint's described
 * answer is reported on the console, which fails any test that makes it: every route test is then
 * also a test of the API description.
 */
async function checkAnswer(schema: z.ZodType, request: Request, response: Response) {
	if (response.status < 200 || response.status > 299 || !(response.headers.get('Content-Type') ?? '').includes('json')) return
	const checked = schema.safeParse(await response.clone().json())
	if (checked.success) return
	const where = checked.error.issues.map((issue) => `${issue.path.join('.') || '(answer)'}: ${issue.message}`).join('; ')
	console.error(`${request.method} ${new URL(request.url).pathname} answered outside its API description: ${where}`)
}

function parseOrRefuse(schema: z.ZodType | undefined, value: unknown) {
	if (!schema) return undefined
	const parsed = schema.safeParse(value)
	return parsed.success ? parsed.data : problem(400, parsed.error.issues[0]?.message ?? 'The address is not valid.')
}

/**
 * The body as a plain object: form fields (multipart or URL-encoded; files stay Blobs), or a
 * JSON object whatever the declared type; an empty body is `{}` so the schema names what is
 * missing. Over the limit a 413, unreadable a 400, a form-only endpoint given JSON a 415.
 */
async function readObject(request: Request, family: ApiFamily, definition: Pick<ApiRouteDefinition<unknown, undefined, undefined, undefined>, 'bodyLimit' | 'formOnly' | 'unreadableBody'>) {
	const maxBytes = definition.bodyLimit ?? JSON_BODY_BYTES
	const messages = API_FAMILIES[family]
	try {
		if (definition.formOnly || isFormContentType(request.headers.get('Content-Type') ?? '')) {
			return Object.fromEntries(await readFormData(request, { maxBytes })) as Record<string, unknown>
		}
		const text = await readText(request, { maxBytes })
		if (text.trim() === '') return {}
		let value: unknown
		try {
			value = JSON.parse(text)
		} catch {
			return problem(400, definition.unreadableBody ?? messages.badJson)
		}
		if (value === null || typeof value !== 'object' || Array.isArray(value)) return problem(400, definition.unreadableBody ?? messages.notAnObject)
		return value as Record<string, unknown>
	} catch (error) {
		if (!(error instanceof RequestBodyError)) throw error
		if (error.status === 400 && definition.unreadableBody) return problem(400, definition.unreadableBody)
		if (error.status === 400 && family === 'message') return problem(400, messages.badJson)
		return problem(error.status, error.message)
	}
}
