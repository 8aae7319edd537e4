import type { EntryContext } from 'react-router'

type Manifest = EntryContext['manifest']

/**
 * The document's context with a route manifest of only the routes its request matched.
 *
 * React Router's `ServerRouter` makes a route object, and then a data route, for every route in
 * the manifest on each document it renders: 113 here, most of them API routes a page never shows.
 * The render itself uses only the matched routes (by id, with their modules), and so do the
 * scripts and links it writes for them, so a manifest of those gives the same page for about 5%
 * less CPU on a small page (/terms). The browser still gets every route, from the manifest file
 * that the build writes (`routeDiscovery: 'initial'`), not from this object.
 *
 * The manifests made are kept by the chain of route ids, one per chain the build's routes allow.
 */
export function withMatchedRoutesOnly(context: EntryContext): EntryContext {
	const ids = context.staticHandlerContext.matches.map((match) => match.route.id)
	let byChain = kept.get(context.manifest)
	if (!byChain) kept.set(context.manifest, (byChain = new Map()))
	const chain = ids.join('\n')
	let manifest = byChain.get(chain)
	if (!manifest) {
		const routes: Manifest['routes'] = {}
		for (const id of ids) routes[id] = context.manifest.routes[id]
		manifest = { ...context.manifest, routes }
		byChain.set(chain, manifest)
	}
	return { ...context, manifest }
}

const kept = new WeakMap<Manifest, Map<string, Manifest>>()
