import { type RouteConfig, index, route } from '@react-router/dev/routes'

// Mirrors the spec's route table (§2). Only routes that work are registered; any other
// path renders Home with status 404 (the splat at the end).
export default [
	index('routes/_index.tsx'),
	route('terms', 'routes/terms.tsx'),
	route('privacy', 'routes/privacy.tsx'),
	route('about-us', 'routes/about-us.tsx'),

	route('cart', 'routes/cart.ts'),

	// issue 4: from cart to booking
	route('shipping', 'routes/shipping.tsx'),
	route('checkout', 'routes/checkout.tsx'),
	route('order', 'routes/order.tsx'),
	route('api/slots/check', 'routes/api.slots.check.ts'),
	route('api/service/check', 'routes/api.service.check.ts'),
	route('api/service/suburbs', 'routes/api.service.suburbs.ts'),
	route('api/coupons/apply', 'routes/api.coupons.apply.ts'),
	route('api/booking/confirm', 'routes/api.booking.confirm.ts'),

	route('healthz', 'routes/healthz.ts'),
	route('*', 'routes/$.tsx'),
] satisfies RouteConfig
