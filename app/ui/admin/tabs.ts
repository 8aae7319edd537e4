// The admin dashboard's tabs (spec §2), in order. A new admin area adds its line here and its
// route to tests/admin-surface.ts.
export const ADMIN_TABS = [
	{ to: '/admin/tyres', label: 'Tyres' },
	{ to: '/admin/service-areas', label: 'Service Areas' },
	{ to: '/admin/contact', label: 'Contact' },
	{ to: '/admin/blogs', label: 'Blogs' },
	{ to: '/admin/coupons', label: 'coupon' }, // spec §2 writes this tab in lower case
	{ to: '/admin/bookings', label: 'booking' }, // and this one
	{ to: '/admin/slots', label: 'Slots' },
	{ to: '/admin/outbox', label: 'Outbox' },
	{ to: '/admin/settings', label: 'Settings' },
] as const
