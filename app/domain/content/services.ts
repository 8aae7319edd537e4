// The eight service pages (spec §2 Static and service pages): which there are, and which suburbs
// they name first. Their words are copy, in app/content/service-pages.ts.

export const SERVICE_SLUGS = [
	'tyre-sales',
	'onsite-fitting',
	'fleet',
	'puncture-repair',
	'rotations',
	'wheel-balancing',
	'inspections',
	'recycling',
] as const
export type ServiceSlug = (typeof SERVICE_SLUGS)[number]

export function isServiceSlug(value: string): value is ServiceSlug {
	return (SERVICE_SLUGS as readonly string[]).includes(value)
}

/** The nine suburbs the spec names on the service pages (§2); shown first when served. */
export const FEATURED_SUBURBS = ['Glen Waverley', 'Clayton', 'Springvale', 'Dandenong', 'Frankston', 'Berwick', 'Narre Warren', 'Knoxfield', 'Oakleigh']

/** Served suburbs with the spec's nine first, then the rest alphabetically. */
export function suburbsForServicePages(served: string[]): string[] {
	const featured = FEATURED_SUBURBS.filter((s) => served.includes(s))
	return [...featured, ...served.filter((s) => !featured.includes(s)).sort((a, b) => a.localeCompare(b))]
}
