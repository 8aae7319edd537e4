import { renderToStaticMarkup } from 'react-dom/server'
import { createRequestHandler, data, isRouteErrorResponse, Links, Outlet, Scripts, ServerRouter, useLoaderData, useRouteError, type EntryContext, type ServerBuild } from 'react-router'
import { expect, test } from 'vitest'
import { withMatchedRoutesOnly } from './matched-routes.server'

// A page rendered with only its matched routes must be the page rendered with all of them: the
// same markup, scripts and links included, for a nested page, an index, an error caught by a
// route's boundary and an address no route matches. A React Router whose ServerRouter came to
// need a route the request did not match would fail here.

type Page = { path: string; full: string; matched: string; ids: string[] }

function entryRoute(id: string, fields: { parentId?: string; path?: string; index?: boolean; hasLoader?: boolean; hasErrorBoundary?: boolean; hasDefaultExport?: boolean }) {
	return {
		id,
		hasAction: false,
		hasLoader: false,
		hasClientAction: false,
		hasClientLoader: false,
		hasClientMiddleware: false,
		hasErrorBoundary: false,
		hasDefaultExport: true,
		module: `/assets/${id}.js`,
		imports: [`/assets/${id}-part.js`],
		css: [],
		clientActionModule: undefined,
		clientLoaderModule: undefined,
		clientMiddlewareModule: undefined,
		hydrateFallbackModule: undefined,
		...fields,
	}
}

function ProductPage() {
	return <h1>{useLoaderData<{ name: string }>().name}</h1>
}

function shopBuild(rendered: Page[], errors: string[]): ServerBuild {
	const routes = {
		root: {
			id: 'root',
			path: '',
			module: {
				default: () => (
					<html lang="en">
						<head>
							<Links />
						</head>
						<body>
							<Outlet />
							<Scripts />
						</body>
					</html>
				),
				ErrorBoundary: () => <p>root caught {String((useRouteError() as { status?: number }).status)}</p>,
			},
		},
		home: { id: 'home', parentId: 'root', index: true, module: { default: () => <h1>Home</h1> } },
		product: {
			id: 'product',
			parentId: 'root',
			path: 'product/:slug',
			module: {
				loader: ({ params }: { params: { slug?: string } }) => {
					if (params.slug === 'gone') throw data('no such tyre', { status: 404 })
					return { name: `Tyre ${params.slug}` }
				},
				default: ProductPage,
				ErrorBoundary: () => <p>product caught {String((useRouteError() as { status?: number }).status)}</p>,
			},
		},
		admin: { id: 'admin', parentId: 'root', path: 'admin', module: { default: () => <main><Outlet /></main> } },
		'admin-day': { id: 'admin-day', parentId: 'admin', path: 'day', module: { default: () => <h1>Day</h1> } },
		search: { id: 'search', parentId: 'root', path: 'api/search', module: { loader: () => Response.json({ tyres: [] }) } },
	}
	const manifestRoutes = {
		root: entryRoute('root', { path: '', hasErrorBoundary: true }),
		home: entryRoute('home', { parentId: 'root', index: true }),
		product: entryRoute('product', { parentId: 'root', path: 'product/:slug', hasLoader: true, hasErrorBoundary: true }),
		admin: entryRoute('admin', { parentId: 'root', path: 'admin' }),
		'admin-day': entryRoute('admin-day', { parentId: 'admin', path: 'day' }),
		search: entryRoute('search', { parentId: 'root', path: 'api/search', hasLoader: true, hasDefaultExport: false }),
	}
	return {
		entry: {
			module: {
				default: (request: Request, status: number, headers: Headers, context: EntryContext) => {
					const markup = (entryContext: EntryContext) => renderToStaticMarkup(<ServerRouter context={{ ...entryContext, serverHandoffStream: undefined }} url={request.url} />)
					const matched = withMatchedRoutesOnly(context)
					rendered.push({ path: new URL(request.url).pathname, full: markup(context), matched: markup(matched), ids: Object.keys(matched.manifest.routes) })
					return new Response('', { status, headers })
				},
				handleError: (error: unknown) => void errors.push(isRouteErrorResponse(error) ? `${error.status} ${String(error.data)}` : String(error)),
			},
		},
		routes,
		assets: { entry: { module: '/assets/entry.js', imports: ['/assets/shell.js'] }, routes: manifestRoutes, url: '/assets/manifest.js', version: 'test' },
		publicPath: '/',
		assetsBuildDirectory: 'build/client',
		future: { v8_middleware: false, v8_passThroughRequests: false, v8_trailingSlashAwareDataRequests: false },
		ssr: true,
		isSpaMode: false,
		prerender: [],
		routeDiscovery: { mode: 'initial', manifestPath: '/__manifest' },
	} as unknown as ServerBuild
}

test('a page rendered with only its matched routes is the page rendered with every route', async () => {
	const rendered: Page[] = []
	const errors: string[] = []
	const handle = createRequestHandler(shopBuild(rendered, errors), 'production')
	for (const path of ['/', '/product/zeta-205', '/product/gone', '/admin/day', '/no/such/page']) await handle(new Request(`http://localhost${path}`))
	expect(rendered.map((page) => [page.path, page.ids])).toEqual([
		['/', ['root', 'home']],
		['/product/zeta-205', ['root', 'product']],
		['/product/gone', ['root', 'product']],
		['/admin/day', ['root', 'admin', 'admin-day']],
		['/no/such/page', ['root']],
	])
	expect(errors).toEqual(['404 Error: No route matches URL "/no/such/page"'])
	for (const page of rendered) expect(page.matched, page.path).toBe(page.full)
	const [home, product, gone, day, missing] = rendered.map((page) => page.full)
	expect(home).toContain('<h1>Home</h1>')
	expect(home).toContain('/assets/home-part.js')
	expect(product).toContain('<h1>Tyre zeta-205</h1>')
	expect(gone).toContain('product caught 404')
	expect(day).toContain('<main><h1>Day</h1></main>')
	expect(day).toContain('/assets/admin-day-part.js')
	expect(missing).toContain('root caught 404')
})

test('the manifest of a chain of routes is made once and keeps everything but the other routes', () => {
	const routes = { root: entryRoute('root', { path: '' }), home: entryRoute('home', { parentId: 'root', index: true }), other: entryRoute('other', { parentId: 'root', path: 'other' }) }
	const manifest = { entry: { module: '/e.js', imports: [] }, routes, url: '/m.js', version: 'v1' }
	const context = (ids: string[]) => ({ manifest, staticHandlerContext: { matches: ids.map((id) => ({ route: { id } })) } }) as unknown as EntryContext
	const first = withMatchedRoutesOnly(context(['root', 'home']))
	expect(first.manifest.routes).toEqual({ root: routes.root, home: routes.home })
	expect({ ...first.manifest, routes: undefined }).toEqual({ ...manifest, routes: undefined })
	expect(withMatchedRoutesOnly(context(['root', 'home'])).manifest).toBe(first.manifest)
	expect(Object.keys(withMatchedRoutesOnly(context(['root', 'other'])).manifest.routes)).toEqual(['root', 'other'])
	expect(manifest.routes).toBe(routes)
	expect(Object.keys(routes)).toEqual(['root', 'home', 'other'])
})
