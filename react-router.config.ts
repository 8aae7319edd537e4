import type { Config } from '@react-router/dev/config'

export default {
	ssr: true,
	// Every route is known from the first page (one cached manifest, about 5 KB gzipped) instead of
	// learned as links appear: a form's first post with no signal still finds its route, and the
	// code fetched ahead for it (RouteCodeAhead) names the right one (docs/decisions/0035).
	routeDiscovery: { mode: 'initial' },
} satisfies Config
