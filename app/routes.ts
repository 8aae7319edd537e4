import { type RouteConfig, index, prefix, route } from '@react-router/dev/routes'

// The spec's route table (§2) grouped by product area, then the JSON API (§7) by resource.
// Only routes that work are registered; any other path renders Home with status 404 (the
// splat at the end).
export default [
	// Shop: find tyres and fill the cart
	index('routes/shop/home.tsx'),
	route('product/:slug', 'routes/shop/product.tsx'),
	route('vehicle', 'routes/shop/vehicle.tsx'),
	route('cart', 'routes/shop/cart.ts'),
	route('compare', 'routes/shop/compare.tsx'),

	// Booking: a slot, the customer's details, payment and the booking itself
	route('shipping', 'routes/booking/shipping.tsx'),
	route('checkout', 'routes/booking/checkout.tsx'),
	route('order', 'routes/booking/order.tsx'),
	route('booking/find', 'routes/booking/find.tsx'),
	// the aftercare reminder's signed link: book the rotation and balance for that vehicle
	route('aftercare', 'routes/booking/aftercare.tsx'),

	// Customer accounts
	...prefix('account', [
		route('', 'routes/account/overview.tsx'),
		route('login', 'routes/account/login.tsx'),
		route('register', 'routes/account/register.tsx'),
		route('reset', 'routes/account/reset.tsx'),
		route('logout', 'routes/account/logout.ts'),
		route('bookings', 'routes/account/bookings.tsx'),
	]),
	// a marketing e-mail's one-tap unsubscribe link (signed, no login)
	route('unsubscribe', 'routes/account/unsubscribe.tsx'),

	// Content and local search
	route('terms', 'routes/content/terms.tsx'),
	route('privacy', 'routes/content/privacy.tsx'),
	route('about-us', 'routes/content/about-us.tsx'),
	route('blogs', 'routes/content/blogs.tsx'),
	route('blog/:slug', 'routes/content/blog.tsx'),
	route('services', 'routes/content/services.tsx'),
	route('services/:service', 'routes/content/service.tsx'),
	route('area-we-serve', 'routes/content/area-we-serve.tsx'),
	route('area-we-serve/:suburb', 'routes/content/suburb.tsx'),
	route('contact', 'routes/content/contact.tsx'),
	// a browser form post refused by the cross-site check is shown this page (server/http-guards.ts)
	route('form-refused', 'routes/content/form-refused.tsx'),
	route('admin/form-refused', 'routes/content/form-refused-admin.tsx'),
	route('sitemap.xml', 'routes/content/sitemap[.]xml.ts'),
	route('robots.txt', 'routes/content/robots[.]txt.ts'),

	// Admin back-office. Every module here calls requireAdmin; keep tests/admin-surface.ts in
	// step when adding one.
	route('login/admin', 'routes/admin/login.tsx'),
	route('admin/logout', 'routes/admin/logout.ts'),
	// the day view's queued changes (Done, Undo, Couldn't complete) as JSON, each applied once
	route('admin/day/changes', 'routes/admin/day-changes.ts'),
	route('admin', 'routes/admin/layout.tsx', [
		index('routes/admin/index.tsx'),
		route('day', 'routes/admin/day.tsx'),
		route('bookings', 'routes/admin/bookings.tsx'),
		route('bookings/new', 'routes/admin/phone-booking.tsx'),
		route('slots', 'routes/admin/slots.tsx'),
		route('tyres', 'routes/admin/tyres.tsx'),
		route('services', 'routes/admin/services.tsx'),
		route('tyres/export/:format', 'routes/admin/tyres-export.ts'),
		route('tyres/price-lists', 'routes/admin/price-lists.tsx'),
		route('tyres/price-lists/:id', 'routes/admin/price-list.tsx'),
		route('tyres/price-lists/:id/file', 'routes/admin/price-list-file.ts'),
		route('tyres/price-rules', 'routes/admin/price-rules.tsx'),
		route('service-areas', 'routes/admin/service-areas.tsx'),
		route('coupons', 'routes/admin/coupons.tsx'),
		route('blogs', 'routes/admin/blogs.tsx'),
		route('contact', 'routes/admin/contact.tsx'),
		route('outbox', 'routes/admin/outbox.tsx'),
		route('settings', 'routes/admin/settings.tsx'),
	]),

	// JSON API (spec §7), each module one apiRoute of app/lib/http
	...prefix('api', [
		// this API's own description (OpenAPI 3.1), generated from the routes' schemas
		route('openapi.json', 'routes/api/openapi.ts'),

		// catalogue and cart
		route('tyreall/search', 'routes/api/tyreall.search.ts'),
		route('tyreall/brand/:brand', 'routes/api/tyreall.brand.$brand.ts'),
		route('tyreall/fetch/:slug', 'routes/api/tyreall.fetch.$slug.ts'),
		route('tyreall/getall', 'routes/api/tyreall.getall.ts'),
		route('tyreall/size', 'routes/api/tyreall.size.ts'),
		route('drd/search-by-rego', 'routes/api/drd.search-by-rego.ts'),
		route('cart', 'routes/api/cart.ts'),
		route('cart/items', 'routes/api/cart.items.ts'),
		route('cart/items/:lineId', 'routes/api/cart.items.$lineId.ts'),
		route('cart/pair', 'routes/api/cart.pair.ts'),

		// booking and payment
		route('slots/check', 'routes/api/slots.check.ts'),
		route('service/check', 'routes/api/service.check.ts'),
		route('service/suburbs', 'routes/api/service.suburbs.ts'),
		route('coupons/apply', 'routes/api/coupons.apply.ts'),
		route('booking/confirm', 'routes/api/booking.confirm.ts'),
		route('bookings/create', 'routes/api/bookings.create.ts'),
		route('stripe/create-payment-intent', 'routes/api/stripe.create-payment-intent.ts'),
		route('stripe/webhook', 'routes/api/stripe.webhook.ts'),
		route('sms/twilio/status', 'routes/api/sms.twilio.status.ts'),
		route('sms/twilio/inbound', 'routes/api/sms.twilio.inbound.ts'),
		route('sms/clicksend/receipts', 'routes/api/sms.clicksend.receipts.ts'),
		route('sms/clicksend/inbound', 'routes/api/sms.clicksend.inbound.ts'),

		// customer accounts
		route('auth/send-otp', 'routes/api/auth.send-otp.ts'),
		route('auth/verify-otp', 'routes/api/auth.verify-otp.ts'),
		route('auth/login', 'routes/api/auth.login.ts'),
		route('auth/send-reset-otp', 'routes/api/auth.send-reset-otp.ts'),
		route('auth/verify-reset-otp', 'routes/api/auth.verify-reset-otp.ts'),
		route('auth/logout', 'routes/api/auth.logout.ts'),
		route('auth/me', 'routes/api/auth.me.ts'),
		route('bookings/user', 'routes/api/bookings.user.ts'),

		// content
		route('blogs/getall', 'routes/api/blogs.getall.ts'),
		route('blogs/:slug', 'routes/api/blogs.$slug.ts'),
		route('contact/send', 'routes/api/contact.send.ts'),

		// admin
		route('admin/login', 'routes/api/admin.login.ts'),
		route('admin/logout', 'routes/api/admin.logout.ts'),
		route('tyreall', 'routes/api/tyreall._index.ts'),
		route('tyreall/add', 'routes/api/tyreall.add.ts'),
		route('tyreall/delete/:id', 'routes/api/tyreall.delete.$id.ts'),
		route('tyreall/update-image/:id', 'routes/api/tyreall.update-image.$id.ts'),
		route('tyreall/update-stock/:id', 'routes/api/tyreall.update-stock.$id.ts'),
		route('tyreall/update-prices/:id', 'routes/api/tyreall.update-prices.$id.ts'),
		route('service', 'routes/api/service._index.ts'),
		route('service/add', 'routes/api/service.add.ts'),
		route('service/delete', 'routes/api/service.delete.ts'),
		route('contact', 'routes/api/contact._index.ts'),
		route('contact/all', 'routes/api/contact.all.ts'),
		route('contact/:id', 'routes/api/contact.$id.ts'),
		route('blogs/add', 'routes/api/blogs.add.ts'),
		route('coupons/all', 'routes/api/coupons.all.ts'),
		route('coupons/add', 'routes/api/coupons.add.ts'),
		route('coupons/delete/:id', 'routes/api/coupons.delete.$id.ts'),
		route('bookings/all', 'routes/api/bookings.all.ts'),
		route('bookings/:id', 'routes/api/bookings.$id.ts'),
		route('bookings/:id/status', 'routes/api/bookings.$id.status.ts'),
		route('booking-backend/status/:status', 'routes/api/booking-backend.status.$status.ts'),
		route('booking-backend/:id', 'routes/api/booking-backend.$id.ts'),
		route('booking-backend/:id/status', 'routes/api/booking-backend.$id.status.ts'),
	]),

	route('*', 'routes/shop/not-found.tsx'),
] satisfies RouteConfig
