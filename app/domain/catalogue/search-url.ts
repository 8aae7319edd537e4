// The home page's URL holds the whole search state (shareable, the back button works). These
// helpers build those URLs; they run in the browser too, so no zod here.

/** The URL fields the home page reads; anything else in the query is ignored. */
export const HOME_FIELDS = [
	'width',
	'profile',
	'rim',
	'brand',
	'type',
	'runflat',
	'load_index',
	'speed_rating',
	'sort',
	'page',
	'front_width',
	'front_profile',
	'front_rim',
	'rear_width',
	'rear_profile',
	'rear_rim',
	'side',
	'rec',
	'qty',
	// the car the search came from (a plate or make and model), named in the results heading
	'vehicle',
] as const
export type HomeField = (typeof HOME_FIELDS)[number]

/** The home page's sort that puts the tyres with the most stock first (the default is price). */
export const STOCK_SORT = 'stock'

export const SIZE_REQUIRED_MESSAGE = 'Please choose width, profile and rim.'
export const STAGGERED_REQUIRED_MESSAGE = 'Please choose the width, profile and rim of both the front and the rear tyres.'

/** A home-page URL for a search (page 1 unless given). */
export function homeSearchHref(search: Partial<Record<HomeField, string | number | undefined | null>>, hash = '#results') {
	const params = new URLSearchParams()
	for (const field of HOME_FIELDS) {
		const value = search[field]
		if (value === undefined || value === null || value === '') continue
		if (field === 'page' && Number(value) === 1) continue
		if (field === 'rec' && Number(value) === 0) continue
		params.set(field, String(value))
	}
	const query = params.toString()
	return `/${query ? `?${query}` : ''}${hash}`
}

/**
 * The query without the empty fields a GET form sends (brand=&type=…), or null when there
 * are none. Other parameters are kept as they are.
 */
export function tidySearch(params: URLSearchParams): string | null {
	let empty = false
	const kept = new URLSearchParams()
	for (const [name, value] of params) {
		if (value.trim() === '' && (HOME_FIELDS as readonly string[]).includes(name)) empty = true
		else kept.append(name, value)
	}
	return empty ? kept.toString() : null
}
