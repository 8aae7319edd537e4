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
	// Admin back-office (issue 6). Every module here calls requireAdmin; keep
	// tests/admin-surface.ts in step when adding one.
	route('login/admin', 'routes/login.admin.tsx'),
	route('admin/logout', 'routes/admin.logout.ts'),
	route('admin', 'routes/admin.tsx', [
		index('routes/admin._index.tsx'),
		route('tyres', 'routes/admin.tyres.tsx'),
		route('service-areas', 'routes/admin.service-areas.tsx'),
		route('contact', 'routes/admin.contact.tsx'),
		route('blogs', 'routes/admin.blogs.tsx'),
		route('coupons', 'routes/admin.coupons.tsx'),
		route('bookings', 'routes/admin.bookings.tsx'),
		route('slots', 'routes/admin.slots.tsx'),
		route('outbox', 'routes/admin.outbox.tsx'),
		route('settings', 'routes/admin.settings.tsx'),
	]),
	route('api/admin/login', 'routes/api.admin.login.ts'),
	route('api/tyreall', 'routes/api.tyreall._index.ts'),
	route('api/tyreall/add', 'routes/api.tyreall.add.ts'),
	route('api/tyreall/delete/:id', 'routes/api.tyreall.delete.$id.ts'),
	route('api/tyreall/update-image/:id', 'routes/api.tyreall.update-image.$id.ts'),
	route('api/tyreall/update-stock/:id', 'routes/api.tyreall.update-stock.$id.ts'),
	route('api/tyreall/update-prices/:id', 'routes/api.tyreall.update-prices.$id.ts'),
	route('api/service', 'routes/api.service._index.ts'),
	route('api/service/add', 'routes/api.service.add.ts'),
	route('api/service/delete', 'routes/api.service.delete.ts'),
	route('api/contact', 'routes/api.contact._index.ts'),
	route('api/contact/all', 'routes/api.contact.all.ts'),
	route('api/contact/:id', 'routes/api.contact.$id.ts'),
	route('api/blogs/add', 'routes/api.blogs.add.ts'),
	route('api/coupons/all', 'routes/api.coupons.all.ts'),
	route('api/coupons/add', 'routes/api.coupons.add.ts'),
	route('api/coupons/delete/:id', 'routes/api.coupons.delete.$id.ts'),
	route('api/bookings/all', 'routes/api.bookings.all.ts'),
	route('api/bookings/:id', 'routes/api.bookings.$id.ts'),
	route('api/bookings/:id/status', 'routes/api.bookings.$id.status.ts'),
	route('api/booking-backend/status/:status', 'routes/api.booking-backend.status.$status.ts'),
	route('api/booking-backend/:id', 'routes/api.booking-backend.$id.ts'),
	route('api/booking-backend/:id/status', 'routes/api.booking-backend.$id.status.ts'),
	// end of admin back-office

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
