import { describe, expect, test, vi } from 'vitest'
import { z } from 'zod'
import { apiRoute } from '#app/lib/http/api-route.server'
import routes from '#app/routes'
import { runAction, runLoader } from '#tests/helpers/routes'
import { loader } from './openapi'
import { apiPathOf, openApiDocument } from './openapi.server'

// The API contract: every route under /api in app/routes.ts is described at /api/openapi.json,
// with each method it serves and the answer it gives. That answers match their description is
// checked on every call outside production (apiRoute's `answer`): the last tests show the check.

type Entry = { path?: string; file: string; children?: Entry[] }
type RouteModule = { loader?: { methods?: readonly string[] }; action?: { methods?: readonly string[] } }
const modules = import.meta.glob<RouteModule>(['./*.ts', '!./*.test.ts'])

function apiRoutes(entries: Entry[]): Entry[] {
	return entries.flatMap((entry) => [...(entry.path?.startsWith('api/') ? [entry] : []), ...apiRoutes(entry.children ?? [])])
}

const doc = openApiDocument(loader) as { openapi: string; paths: Record<string, Record<string, { summary?: string; responses: Record<string, { content?: Record<string, { schema: Record<string, unknown> }> }> }>> }
const table = apiRoutes(routes as Entry[])

describe('/api/openapi.json', () => {
	test('is served as OpenAPI 3.1 JSON', async () => {
		const response = await runLoader(loader, '/api/openapi.json')
		expect(response.status).toBe(200)
		expect(response.headers.get('Content-Type')).toContain('application/json')
		const body = (await response.json()) as typeof doc
		expect(body.openapi).toBe('3.1.0')
		expect(Object.keys(body.paths)).toEqual(Object.keys(doc.paths))
	})

	test('describes every route under /api in app/routes.ts, with every method it serves', async () => {
		expect(table.length).toBeGreaterThan(50)
		for (const entry of table) {
			const path = '/' + entry.path!.replace(/:([A-Za-z]+)/g, '{$1}')
			const item = doc.paths[path]
			expect(item, `${path} is not described`).toBeDefined()
			// the file's name gives the URL the route table gives it (the description itself is named by hand)
			if (path !== '/api/openapi.json') expect(apiPathOf('./' + entry.file.replace(/^routes\/api\//, ''))).toBe(path)
			const load = modules['./' + entry.file.replace(/^routes\/api\//, '')]
			expect(load, entry.file).toBeDefined()
			const mod = await load!()
			const methods = new Set([...(mod.loader?.methods ?? []), ...(mod.action?.methods ?? [])])
			expect(methods.size, `${path} serves no method`).toBeGreaterThan(0)
			expect(Object.keys(item!).sort(), path).toEqual([...methods].map((m) => m.toLowerCase()).sort())
		}
		expect(Object.keys(doc.paths).length).toBe(table.length)
	})

	test('every operation has a summary and describes its answer', () => {
		for (const [path, item] of Object.entries(doc.paths)) {
			for (const [method, op] of Object.entries(item)) {
				expect(op.summary, `${method} ${path}`).toBeTruthy()
				const schema = op.responses['2XX']?.content?.['application/json']?.schema
				expect(schema && Object.keys(schema).length, `${method} ${path} has no answer`).toBeTruthy()
			}
		}
	})

	test('states the units: coupon totals in dollars, the payment intent in cents', () => {
		const coupon = JSON.stringify(doc.paths['/api/coupons/apply'])
		expect(coupon).toContain('totalAmount')
		expect(coupon).toContain('dollars')
		expect(JSON.stringify(doc.paths['/api/stripe/create-payment-intent']?.post?.responses)).toContain('cents')
	})
})

describe('an answer outside its description', () => {
	const Answer = z.object({ discount: z.number() })

	test('is reported on the console (so the test that made it fails)', async () => {
		const report = vi.spyOn(console, 'error').mockImplementation(() => {})
		const wrong = apiRoute({ method: 'POST', answer: Answer, handler: () => ({ discount: '15' }) })
		const response = await runAction(wrong, '/api/example', { json: {} })
		expect(response.status).toBe(200)
		expect(report).toHaveBeenCalledWith(expect.stringContaining('POST /api/example answered outside its API description: discount'))
		report.mockClear()
		const right = apiRoute({ method: 'POST', answer: Answer, handler: () => ({ discount: 15 }) })
		await runAction(right, '/api/example', { json: {} })
		expect(report).not.toHaveBeenCalled()
	})
})
