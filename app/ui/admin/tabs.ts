// The admin's sections, in order. The first three (and More) make the phone's bottom tab bar;
// the rest sit under More on a phone and in the top bar on a wider screen. A new admin area adds
// its line here and its route to tests/admin-surface.ts.
export const ADMIN_TABS = [
	{ to: '/admin/day', label: 'Today', primary: true },
	{ to: '/admin/bookings', label: 'Bookings', primary: true },
	{ to: '/admin/tyres', label: 'Tyres', primary: true },
	{ to: '/admin/slots', label: 'Slots', primary: false },
	{ to: '/admin/services', label: 'Services', primary: false },
	{ to: '/admin/service-areas', label: 'Service Areas', primary: false },
	{ to: '/admin/coupons', label: 'Coupons', primary: false },
	{ to: '/admin/blogs', label: 'Blogs', primary: false },
	{ to: '/admin/contact', label: 'Contact', primary: false },
	{ to: '/admin/outbox', label: 'Outbox', primary: false },
	{ to: '/admin/settings', label: 'Settings', primary: false },
] as const

/** Where /admin and a logged-in visit to the login page land: today's jobs. */
export const ADMIN_HOME: string = ADMIN_TABS[0].to
