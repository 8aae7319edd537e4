import fs from 'node:fs'
import path from 'node:path'
import { describe, expect, test } from 'vitest'
import routes from '#app/routes'
import { ADMIN_ENTRY_FILES, ADMIN_SURFACE, SHARED_WITH_PUBLIC } from '#tests/admin-surface'
import { callRoute } from '#tests/helpers/routes'

// Nothing of the admin is reachable without logging in. Each page and API call of
// tests/admin-surface.ts is called without credentials (and with a bad token).

type RouteModule = { loader?: (args: unknown) => Promise<unknown>; action?: (args: unknown) => Promise<unknown> }
// every route module, keyed by its path under app/routes as tests/admin-surface.ts names it
const modules = Object.fromEntries(
	Object.entries(import.meta.glob<RouteModule>('../../app/routes/**/*.{ts,tsx}')).map(([key, load]) => [key.replace('../../app/routes/', ''), load]),
)
const routesDir = path.resolve('app/routes')

function requestFor(entry: (typeof ADMIN_SURFACE)[number], headers: Record<string, string> = {}) {
	const init: RequestInit = { method: entry.method, headers: { ...headers } }
	if (entry.method !== 'GET') {
		init.body = JSON.stringify({ id: 1 })
		;(init.headers as Record<string, string>)['Content-Type'] = 'application/json'
	}
	return new Request(`http://localhost:3000${entry.path}`, init)
}

async function call(entry: (typeof ADMIN_SURFACE)[number], headers?: Record<string, string>) {
	const load = modules[entry.file]
	if (!load) throw new Error(`no route module app/routes/${entry.file}`)
	const mod = await load()
	const handler = entry.method === 'GET' ? mod.loader : mod.action
	if (!handler) throw new Error(`${entry.file} has no ${entry.method === 'GET' ? 'loader' : 'action'}`)
	return callRoute(handler, requestFor(entry, headers), { params: entry.params ?? {}, clientIp: '192.0.2.1' })
}

async function expectRefused(entry: (typeof ADMIN_SURFACE)[number], response: Response) {
	if (entry.kind === 'page') {
		expect(response.status, `${entry.method} ${entry.path}`).toBe(302)
		expect(response.headers.get('Location')).toMatch(/^\/login\/admin\?redirectTo=%2Fadmin/)
	} else {
		expect(response.status, `${entry.method} ${entry.path}`).toBe(401)
		expect(await response.json()).toEqual({ error: expect.any(String) })
	}
}

describe('admin without credentials', () => {
	test.each(ADMIN_SURFACE.map((entry) => [`${entry.method} ${entry.path} (${entry.file})`, entry] as const))('%s is refused', async (_, entry) => {
		await expectRefused(entry, await call(entry))
	})

	test.each(ADMIN_SURFACE.filter((e) => e.kind === 'api').map((entry) => [`${entry.method} ${entry.path}`, entry] as const))(
		'%s is refused with a made-up bearer token',
		async (_, entry) => {
			await expectRefused(entry, await call(entry, { Authorization: 'Bearer made-up-token-that-was-never-issued-000' }))
		},
	)

	test('the list covers every admin route module in app/routes.ts', () => {
		const files: string[] = []
		const walk = (entries: ReadonlyArray<{ file: string; children?: ReadonlyArray<unknown> }>) => {
			for (const entry of entries) {
				files.push(path.relative('routes', entry.file))
				if (entry.children) walk(entry.children as never)
			}
		}
		walk(routes)
		const listed = new Set(ADMIN_SURFACE.map((e) => e.file))
		for (const file of files) {
			if (ADMIN_ENTRY_FILES.includes(file)) continue
			const source = fs.readFileSync(path.join(routesDir, file), 'utf8')
			const isAdmin = file.startsWith('admin/') || source.includes('requireAdmin')
			if (isAdmin) expect(listed.has(file), `${file} is an admin route missing from tests/admin-surface.ts`).toBe(true)
		}
		// and every listed module guards each of its loaders and actions
		for (const file of listed) {
			const source = fs.readFileSync(path.join(routesDir, file), 'utf8')
			const kinds = SHARED_WITH_PUBLIC[file] ?? ['loader', 'action']
			const handlers = (source.match(/export async function (loader|action)\b/g) ?? []).filter((h) => kinds.some((k) => h.endsWith(k))).length
			const guards = source.match(/await requireAdmin\(request\)/g)?.length ?? 0
			expect(guards, `${file}: every loader and action starts with requireAdmin`).toBe(handlers)
		}
	})
})
