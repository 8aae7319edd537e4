import { type RouteConfig, index, route } from '@react-router/dev/routes'

// Mirrors the spec's route table (§2). Only routes that work are registered; any other
// path renders Home with status 404 (the splat at the end).
export default [
	index('routes/_index.tsx'),
	route('terms', 'routes/terms.tsx'),
	route('privacy', 'routes/privacy.tsx'),
	route('about-us', 'routes/about-us.tsx'),

	// Customer accounts (issue 8): pages, then the spec's /api/auth endpoints (§7)
	route('account', 'routes/account.tsx'),
	route('account/login', 'routes/account.login.tsx'),
	route('account/register', 'routes/account.register.tsx'),
	route('account/reset', 'routes/account.reset.tsx'),
	route('account/logout', 'routes/account.logout.ts'),
	route('api/auth/send-otp', 'routes/api.auth.send-otp.ts'),
	route('api/auth/verify-otp', 'routes/api.auth.verify-otp.ts'),
	route('api/auth/login', 'routes/api.auth.login.ts'),
	route('api/auth/send-reset-otp', 'routes/api.auth.send-reset-otp.ts'),
	route('api/auth/verify-reset-otp', 'routes/api.auth.verify-reset-otp.ts'),
	route('api/auth/logout', 'routes/api.auth.logout.ts'),
	route('api/auth/me', 'routes/api.auth.me.ts'),

	route('cart', 'routes/cart.ts'),
	route('healthz', 'routes/healthz.ts'),
	route('*', 'routes/$.tsx'),
] satisfies RouteConfig
