import { useContext, useEffect, useState } from 'react'
import { matchRoutes, UNSAFE_FrameworkContext, type RouteObject } from 'react-router'

/** What the route manifest says of a route: where it sits and which files its code is. */
export type RouteEntry = { id: string; parentId?: string; path?: string; index?: boolean; caseSensitive?: boolean; module: string; imports?: string[] }

/** The code to fetch: the route modules to import and every file they are made of. */
export type RouteCode = { modules: string[]; files: string[] }

/** How long a failed fetch waits before it tries again when the browser hears of no signal back. */
export const RETRY_AFTER_MS = 10_000

function routeTree(entries: readonly RouteEntry[], parentId?: string): RouteObject[] {
	return entries
		.filter((entry) => entry.parentId === parentId)
		.map((entry) =>
			entry.index
				? { id: entry.id, path: entry.path, index: true }
				: { id: entry.id, path: entry.path, caseSensitive: entry.caseSensitive, children: routeTree(entries, entry.id) },
		)
}

/**
 * The code of the routes that `paths` lead to, as React Router would load it for a post there:
 * each matched route's module and the files it imports, leaving out routes whose code is already
 * `loaded` (the root and the page shown).
 */
export function routeCode(routes: Readonly<Record<string, RouteEntry | undefined>>, loaded: ReadonlySet<string>, paths: readonly string[]): RouteCode {
	const entries = Object.values(routes).filter((entry) => entry !== undefined)
	const tree = routeTree(entries)
	const modules = new Set<string>()
	const files = new Set<string>()
	for (const path of paths) {
		for (const { route } of matchRoutes(tree, path) ?? []) {
			const entry = route.id === undefined ? undefined : routes[route.id]
			if (!entry || loaded.has(entry.id)) continue
			modules.add(entry.module)
			for (const file of [entry.module, ...(entry.imports ?? [])]) files.add(file)
		}
	}
	return { modules: [...modules], files: [...files] }
}

/**
 * Fetches `code` into the browser's HTTP cache (built files are kept for a year), then imports its
 * modules, which then come from that cache whatever the signal. Fetched first because a failed
 * fetch is simply tried again later, where a module whose import failed may stay failed for the
 * page's life. Rejects, leaving nothing half-done that matters, when any file does not arrive.
 */
export async function fetchRouteCode(code: RouteCode, get: (url: string) => Promise<Response> = fetch, load: (url: string) => Promise<unknown> = (url) => import(/* @vite-ignore */ url)) {
	await Promise.all(
		code.files.map(async (file) => {
			const answer = await get(file)
			if (!answer.ok) throw new Error(`${file} answered ${answer.status}`)
			await answer.arrayBuffer()
		}),
	)
	await Promise.all(code.modules.map((module) => load(module)))
}

/**
 * The code of the routes at `paths`, fetched ahead while there is a signal. A fetcher's first post
 * to a route makes React Router load that route's code, and when that fails (no signal) it reloads
 * the page, losing what was typed, before the route's clientAction could say "nothing was sent":
 * with the code here, a post made offline gets that far and the form says so in place. React
 * Router's own PrefetchPageLinks would load it through that same reloading loader, so a signal lost
 * while it loads took the page: this fetches it itself and tries again on the next signal (or
 * after RETRY_AFTER_MS). The box is marked `data-ready` once all of it has arrived. It reads the
 * route manifest from React Router's framework context, the one place that holds each route's
 * files (decision 0039). Render it only once hydrated (it is JavaScript's own).
 */
export function RouteCodeAhead({ paths, testId }: { paths: readonly string[]; testId: string }) {
	// the context's value is a new object on every navigation; the manifest and the modules' cache
	// in it are the same objects for the page's life
	const framework = useContext(UNSAFE_FrameworkContext)
	const manifest = framework?.manifest
	const routeModules = framework?.routeModules
	const [ready, setReady] = useState(false)
	const pathsKey = paths.join('\n')
	useEffect(() => {
		if (!manifest || !routeModules) return
		let code: RouteCode | undefined
		let done = false
		let trying = false
		let retry: ReturnType<typeof setTimeout> | undefined
		const attempt = () => {
			if (done || trying) return
			trying = true
			clearTimeout(retry)
			code ??= routeCode(manifest.routes, new Set(Object.keys(routeModules)), pathsKey.split('\n'))
			fetchRouteCode(code).then(
				() => {
					done = true
					setReady(true)
					window.removeEventListener('online', attempt)
				},
				() => {
					trying = false
					if (!done) retry = setTimeout(attempt, RETRY_AFTER_MS)
				},
			)
		}
		window.addEventListener('online', attempt)
		// in a task of its own: matching the whole route table is a phone's few milliseconds that
		// would otherwise lengthen the one long task in which the page's effects start
		const start = setTimeout(attempt, 0)
		return () => {
			done = true
			clearTimeout(start)
			clearTimeout(retry)
			window.removeEventListener('online', attempt)
		}
	}, [manifest, routeModules, pathsKey])
	return <div hidden data-testid={testId} data-ready={ready || undefined} />
}
