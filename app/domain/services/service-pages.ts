import type { ServiceSlug } from '#app/domain/content/services'
import type { IconName } from '#app/domain/content/visuals'

// Which bookable services each service page offers, and the icon a service line shows. Services
// the owner adds later have no page of their own: they show in the cart's list with a tool icon.

const OFFERED_ON_PAGE: Partial<Record<ServiceSlug, readonly string[]>> = {
	'puncture-repair': ['puncture-repair'],
	rotations: ['tyre-rotation', 'rotation-and-balance'],
	'wheel-balancing': ['wheel-balancing', 'rotation-and-balance'],
	inspections: ['tyre-inspection'],
	recycling: ['old-tyre-recycling'],
}

/** The slugs of the bookable services a service page offers (none for tyre sales, fitting, fleet). */
export function servicesOfferedOnPage(page: ServiceSlug): readonly string[] {
	return OFFERED_ON_PAGE[page] ?? []
}

const ICONS: Record<string, IconName> = {
	'puncture-repair': 'puncture',
	'tyre-rotation': 'rotation',
	'wheel-balancing': 'balance',
	'rotation-and-balance': 'balance',
	'tyre-inspection': 'gauge',
	'old-tyre-recycling': 'recycle',
}

export function serviceIcon(slug: string): IconName {
	return ICONS[slug] ?? 'tools'
}
