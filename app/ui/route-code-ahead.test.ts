import { describe, expect, test, vi } from 'vitest'
import { fetchRouteCode, routeCode, type RouteEntry } from './route-code-ahead'

// A manifest shaped as React Router builds it: the root, a page, the cart API under the root with
// a route by id, an index route and the 404 splat.
const entries: RouteEntry[] = [
	{ id: 'root', path: '', module: '/assets/root.js', imports: ['/assets/shell.js'] },
	{ id: 'routes/shop/home', parentId: 'root', index: true, module: '/assets/home.js', imports: ['/assets/shell.js'] },
	{ id: 'routes/shop/cart', parentId: 'root', path: 'cart', module: '/assets/cart-page.js', imports: ['/assets/weak-signal.js', '/assets/shell.js'] },
	{ id: 'routes/api/cart.items', parentId: 'root', path: 'api/cart/items', module: '/assets/cart.items.js', imports: ['/assets/weak-signal.js'] },
	{ id: 'routes/api/cart.items.$lineId', parentId: 'root', path: 'api/cart/items/:lineId', module: '/assets/cart.items._lineId.js', imports: ['/assets/weak-signal.js'] },
	{ id: 'routes/not-found', parentId: 'root', path: '*', module: '/assets/not-found.js' },
]
const manifest = Object.fromEntries(entries.map((entry) => [entry.id, entry]))
const loaded = new Set(['root', 'routes/shop/home'])

describe('routeCode', () => {
	test('each path leads to its own route, with the files it imports, once each', () => {
		expect(routeCode(manifest, loaded, ['/api/cart/items', '/api/cart/items/0'])).toEqual({
			modules: ['/assets/cart.items.js', '/assets/cart.items._lineId.js'],
			files: ['/assets/cart.items.js', '/assets/weak-signal.js', '/assets/cart.items._lineId.js'],
		})
	})

	test('the code already loaded (the root, the page shown) is left out', () => {
		expect(routeCode(manifest, loaded, ['/cart'])).toEqual({ modules: ['/assets/cart-page.js'], files: ['/assets/cart-page.js', '/assets/weak-signal.js', '/assets/shell.js'] })
		expect(routeCode(manifest, loaded, ['/'])).toEqual({ modules: [], files: [] })
	})

	test('a path no route of its own serves gets the 404 route, which a post there would load', () => {
		expect(routeCode(manifest, loaded, ['/api/nothing']).modules).toEqual(['/assets/not-found.js'])
	})
})

describe('fetchRouteCode', () => {
	const code = { modules: ['/assets/a.js'], files: ['/assets/a.js', '/assets/b.js'] }

	test('fetches every file, then imports the modules', async () => {
		const fetched: string[] = []
		const load = vi.fn(async () => ({}))
		await fetchRouteCode(code, async (url) => (fetched.push(url), new Response('export {}')), load)
		expect(fetched).toEqual(['/assets/a.js', '/assets/b.js'])
		expect(load.mock.calls).toEqual([['/assets/a.js']])
	})

	test('a file that does not arrive (no signal, or an error answer) rejects before any import', async () => {
		const load = vi.fn(async () => ({}))
		await expect(fetchRouteCode(code, async (url) => (url === '/assets/b.js' ? Promise.reject(new TypeError('Failed to fetch')) : new Response('')), load)).rejects.toThrow('Failed to fetch')
		await expect(fetchRouteCode(code, async () => new Response('', { status: 503 }), load)).rejects.toThrow('answered 503')
		expect(load).not.toHaveBeenCalled()
	})
})
