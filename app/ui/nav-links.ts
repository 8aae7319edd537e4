export const SERVICE_LINKS = [
	{ to: '/services/tyre-sales', label: 'Tyre Sales' },
	{ to: '/services/onsite-fitting', label: 'Onsite Tyre Fitting' },
	{ to: '/services/fleet', label: 'Fleet Tyre Services' },
	{ to: '/services/puncture-repair', label: 'Puncture Repair' },
	{ to: '/services/rotations', label: 'Tyre Rotations' },
	{ to: '/services/wheel-balancing', label: 'Wheel Balancing' },
	{ to: '/services/inspections', label: 'Tyre Inspections' },
	{ to: '/services/recycling', label: 'Tyre Recycling' },
] as const

export const MAIN_LINKS = [
	{ to: '/about-us', label: 'About us' },
	{ to: '/area-we-serve', label: 'Areas we serve' },
	{ to: '/blogs', label: 'Blog' },
] as const

/** The 'Booking section' the order page promises (log in, or find a booking by reference). */
export const ACCOUNT_LINK = { to: '/account/bookings', label: 'My bookings' } as const

/**
 * Whether a header link to `to` is the page shown at `pathname`, as React Router's NavLink
 * decides: the same path, or (unless `end`) a path below it; letters in either case.
 */
export function isCurrentLink(pathname: string, to: string, end = false): boolean {
	const [here, link] = [pathname.toLowerCase(), to.toLowerCase()]
	if (here === link) return true
	return !end && here.startsWith(link) && here.charAt(link.length) === '/'
}
