import type { HomeSearch } from './search-query'
import { formatSize } from './size'

/**
 * The results' heading: what was searched for, in the customer's words. A search from a plate or
 * a make and model names the car: 'Tyres for your 2020 Toyota Corolla (205/55R16)'.
 */
export function resultsHeading(search: Pick<HomeSearch, 'staggered' | 'filters' | 'vehicle'>): string {
	const { staggered, filters, vehicle } = search
	let sizes: string | null = null
	if (staggered) sizes = `${formatSize(staggered.front)} front, ${formatSize(staggered.rear)} rear`
	else if (filters?.width !== undefined && filters.profile !== undefined && filters.rim !== undefined) {
		sizes = formatSize({ width: filters.width, profile: filters.profile, rim: filters.rim })
	}
	if (vehicle && sizes) return `Tyres for your ${vehicle} (${sizes})`
	if (sizes) return staggered ? `Staggered fit: ${sizes}` : `Tyres in ${sizes}`
	if (filters?.brand) return `${filters.brand} tyres`
	return 'Search results'
}
