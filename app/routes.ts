import { type RouteConfig, index, route } from '@react-router/dev/routes'

// Mirrors the spec's route table (§2). Only routes that work are registered; any other
// path renders Home with status 404 (the splat at the end).
export default [
	index('routes/_index.tsx'),
	route('terms', 'routes/terms.tsx'),
	route('privacy', 'routes/privacy.tsx'),
	route('about-us', 'routes/about-us.tsx'),

	route('cart', 'routes/cart.ts'),

	// Catalogue, vehicle search, product pages and cart (issue 3)
	route('product/:slug', 'routes/product.$slug.tsx'),
	route('vehicle', 'routes/vehicle.tsx'),
	route('api/tyreall/search', 'routes/api.tyreall.search.ts'),
	route('api/tyreall/brand/:brand', 'routes/api.tyreall.brand.$brand.ts'),
	route('api/tyreall/fetch/:slug', 'routes/api.tyreall.fetch.$slug.ts'),
	route('api/tyreall/getall', 'routes/api.tyreall.getall.ts'),
	route('api/tyreall/size', 'routes/api.tyreall.size.ts'),
	route('api/drd/search-by-rego', 'routes/api.drd.search-by-rego.ts'),
	route('api/cart', 'routes/api.cart.ts'),
	route('api/cart/items', 'routes/api.cart.items.ts'),
	route('api/cart/items/:lineId', 'routes/api.cart.items.$lineId.ts'),
	route('api/cart/pair', 'routes/api.cart.pair.ts'),

	route('healthz', 'routes/healthz.ts'),
	route('*', 'routes/$.tsx'),
] satisfies RouteConfig
