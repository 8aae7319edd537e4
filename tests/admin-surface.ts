// Every admin page and admin API call, in one list: the guard tests walk it without
// credentials and expect refusal (pages: a redirect to /login/admin; /api: 401 JSON).
// A new admin route goes here (tests/integration/admin-needs-login.test.ts also fails when one is missing).

export interface AdminSurfaceEntry {
	kind: 'page' | 'api'
	method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE'
	/** a concrete URL (ids filled in) */
	path: string
	/** the route module under app/routes (a path inside it for a module in an area folder) */
	file: string
	params?: Record<string, string>
}

const page = (path: string, file: string, methods: Array<'GET' | 'POST'> = ['GET', 'POST']) =>
	methods.map((method): AdminSurfaceEntry => ({ kind: 'page', method, path, file }))
const api = (method: AdminSurfaceEntry['method'], path: string, file: string, params?: Record<string, string>): AdminSurfaceEntry => ({
	kind: 'api',
	method,
	path,
	file,
	params,
})

export const ADMIN_SURFACE: AdminSurfaceEntry[] = [
	...page('/admin', 'admin/layout.tsx'),
	...page('/admin', 'admin/index.tsx', ['GET']),
	...page('/admin/tyres', 'admin/tyres.tsx'),
	...page('/admin/services', 'admin/services.tsx'),
	...page('/admin/tyres/export/csv', 'admin/tyres-export.ts', ['GET']),
	...page('/admin/tyres/price-lists', 'admin/price-lists.tsx'),
	...page('/admin/tyres/price-lists/1', 'admin/price-list.tsx'),
	...page('/admin/tyres/price-lists/1/file', 'admin/price-list-file.ts', ['GET']),
	...page('/admin/tyres/price-rules', 'admin/price-rules.tsx'),
	...page('/admin/service-areas', 'admin/service-areas.tsx'),
	...page('/admin/contact', 'admin/contact.tsx'),
	...page('/admin/blogs', 'admin/blogs.tsx'),
	...page('/admin/coupons', 'admin/coupons.tsx'),
	...page('/admin/bookings', 'admin/bookings.tsx'),
	...page('/admin/bookings/new', 'admin/phone-booking.tsx'),
	...page('/admin/slots', 'admin/slots.tsx'),
	...page('/admin/outbox', 'admin/outbox.tsx', ['GET']),
	...page('/admin/settings', 'admin/settings.tsx'),
	...page('/admin/day', 'admin/day.tsx'),
	...page('/admin/day?date=2026-11-26', 'admin/day.tsx', ['GET']),
	...page('/admin/day/changes', 'admin/day-changes.ts', ['POST']),

	api('GET', '/api/tyreall/', 'api/tyreall._index.ts'),
	api('POST', '/api/tyreall/add', 'api/tyreall.add.ts'),
	api('DELETE', '/api/tyreall/delete/1', 'api/tyreall.delete.$id.ts', { id: '1' }),
	api('PUT', '/api/tyreall/update-image/1', 'api/tyreall.update-image.$id.ts', { id: '1' }),
	api('PUT', '/api/tyreall/update-stock/1', 'api/tyreall.update-stock.$id.ts', { id: '1' }),
	api('PUT', '/api/tyreall/update-prices/1', 'api/tyreall.update-prices.$id.ts', { id: '1' }),
	api('GET', '/api/service', 'api/service._index.ts'),
	api('POST', '/api/service/add', 'api/service.add.ts'),
	api('POST', '/api/service/delete', 'api/service.delete.ts'),
	api('GET', '/api/contact/all', 'api/contact.all.ts'),
	api('DELETE', '/api/contact/1', 'api/contact.$id.ts', { id: '1' }),
	api('DELETE', '/api/contact', 'api/contact._index.ts'),
	api('POST', '/api/blogs/add', 'api/blogs.add.ts'),
	api('DELETE', '/api/blogs/1', 'api/blogs.$slug.ts', { slug: '1' }),
	api('GET', '/api/coupons/all', 'api/coupons.all.ts'),
	api('POST', '/api/coupons/add', 'api/coupons.add.ts'),
	api('DELETE', '/api/coupons/delete/1', 'api/coupons.delete.$id.ts', { id: '1' }),
	api('GET', '/api/bookings/all', 'api/bookings.all.ts'),
	api('DELETE', '/api/bookings/1', 'api/bookings.$id.ts', { id: '1' }),
	api('PATCH', '/api/bookings/1/status', 'api/bookings.$id.status.ts', { id: '1' }),
	api('GET', '/api/booking-backend/status/pending', 'api/booking-backend.status.$status.ts', { status: 'pending' }),
	api('PUT', '/api/booking-backend/1/status', 'api/booking-backend.$id.status.ts', { id: '1' }),
	api('DELETE', '/api/booking-backend/1', 'api/booking-backend.$id.ts', { id: '1' }),
]

/** Route modules that belong to the admin but are no guarded surface (the way in and out). */
export const ADMIN_ENTRY_FILES = ['admin/login.tsx', 'admin/logout.ts', 'api/admin.login.ts', 'api/admin.logout.ts']

/**
 * Route modules whose URL is shared with a public call: only the listed handlers are admin.
 * (DELETE /api/blogs/{id} sits beside the public GET /api/blogs/{slug}.)
 */
export const SHARED_WITH_PUBLIC: Record<string, Array<'loader' | 'action'>> = { 'api/blogs.$slug.ts': ['action'], 'api/coupons.all.ts': [] }
