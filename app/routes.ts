import { type RouteConfig, index, route } from '@react-router/dev/routes'

// Mirrors the spec's route table (§2). Only routes that work are registered; any other
// path renders Home with status 404 (the splat at the end).
export default [
	index('routes/_index.tsx'),
	route('terms', 'routes/terms.tsx'),
	route('privacy', 'routes/privacy.tsx'),
	route('about-us', 'routes/about-us.tsx'),

	// issue 7: content and local search
	route('blogs', 'routes/blogs.tsx'),
	route('blog/:slug', 'routes/blog.$slug.tsx'),
	route('services', 'routes/services.tsx'),
	route('services/:service', 'routes/services.$service.tsx'),
	route('area-we-serve', 'routes/area-we-serve.tsx'),
	route('area-we-serve/:suburb', 'routes/area-we-serve.$suburb.tsx'),
	route('contact', 'routes/contact.tsx'),
	route('reviews-widget', 'routes/reviews-widget.ts'),
	route('api/blogs/getall', 'routes/api.blogs.getall.ts'),
	route('api/blogs/:slug', 'routes/api.blogs.$slug.ts'),
	route('api/contact/send', 'routes/api.contact.send.ts'),
	route('sitemap.xml', 'routes/sitemap[.]xml.ts'),
	route('robots.txt', 'routes/robots[.]txt.ts'),
	// end issue 7

	route('cart', 'routes/cart.ts'),
	route('healthz', 'routes/healthz.ts'),
	route('*', 'routes/$.tsx'),
] satisfies RouteConfig
