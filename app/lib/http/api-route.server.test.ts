import { describe, expect, test, vi } from 'vitest'
import { getLogger } from '../logger.server'
import { z } from 'zod'
import { apiMethods, apiRoute, problem, reply } from './api-route.server'

// The edge on its own, with made-up endpoints: method, guard, limits, parsing and envelopes.

const context = { clientIp: '192.0.2.7', cspNonce: '', secure: false }

function call(handler: (args: never) => Promise<Response>, { method = 'POST', url = 'http://localhost/api/x', headers = {}, body, params = {} }: { method?: string; url?: string; headers?: Record<string, string>; body?: BodyInit; params?: Record<string, string> } = {}) {
	return handler({ request: new Request(url, { method, headers, body }), params, context } as never)
}

const Body = z.object({ code: z.string({ error: 'code is required.' }).min(1, 'code is required.'), count: z.coerce.number({ error: 'count must be a number.' }).int('count must be a number.').optional() })
const echo = apiRoute({ method: 'POST', body: Body, handler: ({ body, clientIp }) => ({ body, clientIp }) })
const echoMessage = apiRoute({ method: 'POST', family: 'message', body: Body, handler: ({ body }) => ({ body }) })

const json = (value: unknown) => ({ headers: { 'Content-Type': 'application/json' }, body: JSON.stringify(value) })

describe('methods', () => {
	test('another method is a 405 with Allow, in the family envelope, never cached', async () => {
		const get = await call(echo, { method: 'GET' })
		expect(get.status).toBe(405)
		expect(get.headers.get('Allow')).toBe('POST')
		expect(get.headers.get('Cache-Control')).toBe('no-store')
		expect(await get.json()).toEqual({ error: 'Use POST for this call.' })

		const put = await call(echoMessage, { method: 'PUT' })
		expect(put.status).toBe(405)
		expect(await put.json()).toEqual({ message: 'Use POST for this endpoint.' })
	})

	test('Allow lists every method of the URL; HEAD is served as GET', async () => {
		const remove = apiRoute({ method: 'DELETE', allow: ['GET', 'DELETE'], handler: () => ({ ok: true }) })
		const post = await call(remove, { method: 'POST' })
		expect(post.headers.get('Allow')).toBe('GET, DELETE')
		expect(await post.json()).toEqual({ error: 'Use GET or DELETE for this call.' })

		const read = apiRoute({ method: 'GET', handler: () => ({ ok: true }) })
		expect((await call(read, { method: 'HEAD' })).status).toBe(200)
	})

	test('apiMethods sends each method to its endpoint and refuses the rest with all of them', async () => {
		const line = apiMethods(
			apiRoute({ method: 'PATCH', body: Body, handler: () => ({ changed: true }) }),
			apiRoute({ method: 'DELETE', handler: () => ({ removed: true }) }),
		)
		expect(await (await call(line, { method: 'PATCH', ...json({ code: 'A' }) })).json()).toEqual({ changed: true })
		expect(await (await call(line, { method: 'DELETE' })).json()).toEqual({ removed: true })
		const get = await call(line, { method: 'GET' })
		expect(get.status).toBe(405)
		expect(get.headers.get('Allow')).toBe('PATCH, DELETE')
	})
})

describe('guard', () => {
	const unauthorised = () => {
		throw Response.json({ error: 'Please log in as the admin to do this.' }, { status: 401, headers: { 'WWW-Authenticate': 'Bearer' } })
	}
	const forbidden = () => {
		throw problem(403, 'Not yours.')
	}

	test('runs before anything else, the method check included: its thrown answer is the answer', async () => {
		const guarded = apiRoute({ method: 'DELETE', guard: unauthorised, handler: () => ({ deleted: true }) })
		for (const method of ['DELETE', 'GET', 'POST']) {
			const response = await call(guarded, { method })
			expect(response.status, method).toBe(401)
			expect(response.headers.get('WWW-Authenticate')).toBe('Bearer')
			expect(response.headers.get('Cache-Control')).toBe('no-store')
			expect(await response.json()).toEqual({ error: 'Please log in as the admin to do this.' })
		}
		const refused = await call(apiRoute({ method: 'POST', family: 'message', guard: forbidden, handler: () => ({}) }))
		expect(refused.status).toBe(403)
		expect(await refused.json()).toEqual({ message: 'Not yours.' })
	})

	test('what it returns reaches the handler', async () => {
		const route = apiRoute({ method: 'GET', guard: async () => ({ id: 7 }), handler: ({ auth }) => ({ who: auth.id }) })
		expect(await (await call(route, { method: 'GET' })).json()).toEqual({ who: 7 })
	})

	test('`before` refuses after the guard and the method, before the body is read', async () => {
		let reads = 0
		const limited = apiRoute({
			method: 'POST',
			before: ({ clientIp }) => (clientIp === '192.0.2.7' ? problem(429, 'Too many.', {}, { 'Retry-After': '30' }) : null),
			body: z.object({}).transform(() => reads++),
			handler: () => ({}),
		})
		const response = await call(limited, json({}))
		expect(response.status).toBe(429)
		expect(response.headers.get('Retry-After')).toBe('30')
		expect(await response.json()).toEqual({ error: 'Too many.' })
		expect(reads).toBe(0)
		expect((await call(limited, { method: 'GET' })).status).toBe(405)
	})
})

describe('body', () => {
	test('a JSON object or a form is parsed with the schema; an empty body is an empty object', async () => {
		expect(await (await call(echo, json({ code: 'A', count: '2' }))).json()).toEqual({ body: { code: 'A', count: 2 }, clientIp: '192.0.2.7' })
		const form = await call(echo, { headers: { 'Content-Type': 'application/x-www-form-urlencoded' }, body: 'code=B&count=3' })
		expect(await form.json()).toEqual({ body: { code: 'B', count: 3 }, clientIp: '192.0.2.7' })
		const empty = await call(echo, { headers: { 'Content-Type': 'application/json' } })
		expect(empty.status).toBe(400)
		expect(await empty.json()).toEqual({ error: 'code is required.' })
	})

	test('bad JSON and a JSON value that is not an object are 400s with a message in each family', async () => {
		const cases: Array<[string, string, string]> = [
			['{"code":', 'The request body is not valid JSON.', 'Send the details as a JSON object.'],
			['[1,2]', 'The request body must be a JSON object.', 'Send the details as a JSON object.'],
			['null', 'The request body must be a JSON object.', 'Send the details as a JSON object.'],
		]
		for (const [body, error, message] of cases) {
			const a = await call(echo, { headers: { 'Content-Type': 'application/json' }, body })
			expect(a.status, body).toBe(400)
			expect(a.headers.get('Cache-Control')).toBe('no-store')
			expect(await a.json()).toEqual({ error })
			const b = await call(echoMessage, { headers: { 'Content-Type': 'application/json' }, body })
			expect(await b.json()).toEqual({ message })
		}
		const own = apiRoute({ method: 'POST', body: Body, unreadableBody: 'Send the message as JSON or form fields.', handler: () => ({}) })
		expect(await (await call(own, { headers: { 'Content-Type': 'text/plain' }, body: 'name=x' })).json()).toEqual({ error: 'Send the message as JSON or form fields.' })
	})

	test('schema errors: the first message ({error}), plus every message by field ({message})', async () => {
		const a = await call(echo, json({ count: 'x' }))
		expect(a.status).toBe(400)
		expect(await a.json()).toEqual({ error: 'code is required.' })
		const b = await call(echoMessage, json({ count: 'x' }))
		expect(b.status).toBe(400)
		expect(await b.json()).toEqual({ message: 'code is required.', errors: { code: ['code is required.'], count: ['count must be a number.'] } })
		const custom = apiRoute({ method: 'POST', body: Body, invalid: (error, raw) => problem(422, 'Check the fields.', { fields: error.issues.length, sent: Object.keys(raw) }), handler: () => ({}) })
		const c = await call(custom, json({ count: 'x' }))
		expect(c.status).toBe(422)
		expect(await c.json()).toEqual({ error: 'Check the fields.', fields: 2, sent: ['count'] })
	})

	test('a body over the limit is a 413, declared or streamed, before any parsing', async () => {
		const small = apiRoute({ method: 'POST', body: Body, bodyLimit: 100, handler: () => ({}) })
		const declared = await call(small, json({ code: 'x'.repeat(200) }))
		expect(declared.status).toBe(413)
		expect(await declared.json()).toEqual({ error: 'The request body is too large.' })
		const streamed = new Request('http://localhost/api/x', {
			method: 'POST',
			headers: { 'Content-Type': 'application/json' },
			body: new Blob([JSON.stringify({ code: 'y'.repeat(200) })]).stream(),
			duplex: 'half',
		} as RequestInit)
		const answer = await small({ request: streamed, params: {}, context } as never)
		expect(answer.status).toBe(413)
		const form = await call(echoMessage, { headers: { 'Content-Type': 'application/x-www-form-urlencoded' }, body: `code=${'z'.repeat(70 * 1024)}` })
		expect(form.status).toBe(413)
		expect((await form.json()).message).toMatch(/too long/)
	})

	test('a JSON endpoint takes no upload, whatever the body says it is: 10 MB of multipart without a length is a 413', async () => {
		const bigMultipart = () => {
			const head = '--x\r\nContent-Disposition: form-data; name="code"\r\n\r\n'
			const body = new Blob([head, new Uint8Array(10 * 1024 * 1024).fill(97), '\r\n--x--\r\n']).stream()
			return new Request('http://localhost/api/x', { method: 'POST', headers: { 'Content-Type': 'multipart/form-data; boundary=x' }, body, duplex: 'half' } as RequestInit)
		}
		for (const route of [echo, echoMessage]) {
			const response = await route({ request: bigMultipart(), params: {}, context } as never)
			expect(response.status).toBe(413)
		}
	})

	test('a form-only endpoint (an upload) refuses JSON with a 415 and a broken multipart body with a 400', async () => {
		const upload = apiRoute({ method: 'PUT', formOnly: true, body: z.object({ image: z.instanceof(Blob, { error: 'Choose an image.' }) }), handler: ({ body }) => ({ size: body.image.size }) })
		const asJson = await call(upload, { method: 'PUT', ...json({ image: 'x' }) })
		expect(asJson.status).toBe(415)
		const broken = await call(upload, { method: 'PUT', headers: { 'Content-Type': 'multipart/form-data; boundary=x' }, body: '--x\r\nContent-Disposition: form-data; name="image"\r\n\r\nunterminated' })
		expect(broken.status).toBe(400)
		expect(await broken.json()).toEqual({ error: 'The form data could not be read (malformed multipart body).' })
		const form = new FormData()
		form.set('image', new Blob(['12345']), 'a.png')
		expect(await (await call(upload, { method: 'PUT', body: form })).json()).toEqual({ size: 5 })
	})
})

describe('params and query', () => {
	const Id = z.object({ id: z.string().regex(/^\d{1,12}$/, 'The tyre id must be a number.').transform(Number) })
	const Page = z.object({ page: z.coerce.number({ error: 'page must be a whole number from 1.' }).int('page must be a whole number from 1.').min(1, 'page must be a whole number from 1.').default(1) })
	const route = apiRoute({ method: 'GET', params: Id, query: Page, handler: ({ params, query }) => ({ id: params.id, page: query.page }) })

	test('are parsed with their schemas; a failure is a 400 with its message', async () => {
		expect(await (await call(route, { method: 'GET', url: 'http://localhost/api/x/12?page=3', params: { id: '12' } })).json()).toEqual({ id: 12, page: 3 })
		const badId = await call(route, { method: 'GET', params: { id: 'abc' } })
		expect(badId.status).toBe(400)
		expect(await badId.json()).toEqual({ error: 'The tyre id must be a number.' })
		const badPage = await call(route, { method: 'GET', url: 'http://localhost/api/x/1?page=-2', params: { id: '1' } })
		expect(await badPage.json()).toEqual({ error: 'page must be a whole number from 1.' })
	})
})

describe('answers', () => {
	test('a returned object is 200 JSON; a refusal is rendered in the family; no-store unless the route caches on purpose', async () => {
		const ok = await call(apiRoute({ method: 'GET', handler: () => ({ data: [] }) }), { method: 'GET' })
		expect(ok.status).toBe(200)
		expect(ok.headers.get('Cache-Control')).toBe('no-store')
		const made = await call(apiRoute({ method: 'POST', handler: () => reply({ created: 1 }, { status: 201, headers: { 'Set-Cookie': 'a=b' } }) }))
		expect(made.status).toBe(201)
		expect(made.headers.get('Set-Cookie')).toBe('a=b')
		expect(made.headers.get('Cache-Control')).toBe('no-store')
		const cached = await call(apiRoute({ method: 'GET', handler: () => Response.json({}, { headers: { 'Cache-Control': 'public, max-age=60' } }) }), { method: 'GET' })
		expect(cached.headers.get('Cache-Control')).toBe('public, max-age=60')
		const refused = await call(apiRoute({ method: 'POST', family: 'message', handler: () => problem(409, 'Taken.', { code: 'x' }) }))
		expect(refused.status).toBe(409)
		expect(await refused.json()).toEqual({ message: 'Taken.', code: 'x' })
	})

	test('an unexpected failure is logged and answered 500 in the family, with the route fallback when it has one', async () => {
		const broken = apiRoute({
			method: 'POST',
			family: 'message',
			fallback: 'Login failed',
			handler: () => {
				throw new Error('database gone')
			},
		})
		const response = await call(broken)
		expect(response.status).toBe(500)
		expect(await response.json()).toEqual({ message: 'Login failed' })
		const plain = await call(
			apiRoute({
				method: 'POST',
				handler: () => {
					throw new Error('boom')
				},
			}),
		)
		expect(await plain.json()).toEqual({ error: 'Something went wrong. Please try again.' })
	})

	test('the failure is logged with its path only: no query string, phone number or Stripe id', async () => {
		const logged: unknown[] = []
		const spy = vi.spyOn(getLogger(), 'error').mockImplementation(((fields: unknown) => void logged.push(fields)) as never)
		try {
			const broken = apiRoute({
				method: 'GET',
				handler: () => {
					throw new Error('boom')
				},
			})
			await broken({ request: new Request('http://localhost:3000/api/bookings/user/0412%20345%20678?ref=BK-7K2M9Q'), params: {}, context: {} } as never)
			await broken({ request: new Request('http://localhost:3000/api/stripe/pi_3Abc123DEF/status'), params: {}, context: {} } as never)
		} finally {
			spy.mockRestore()
		}
		expect(logged.map((fields) => (fields as { path: string }).path)).toEqual(['/api/bookings/user/[redacted]?[redacted]', '/api/stripe/[redacted]/status'])
	})
})
