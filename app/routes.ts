import { type RouteConfig, index, route } from '@react-router/dev/routes'

// Mirrors the spec's route table (§2). Only routes that work are registered; any other
// path renders Home with status 404 (the splat at the end).
export default [
	index('routes/_index.tsx'),
	route('terms', 'routes/terms.tsx'),
	route('privacy', 'routes/privacy.tsx'),
	route('about-us', 'routes/about-us.tsx'),

	route('cart', 'routes/cart.ts'),
	route('healthz', 'routes/healthz.ts'),
	route('*', 'routes/$.tsx'),
] satisfies RouteConfig
