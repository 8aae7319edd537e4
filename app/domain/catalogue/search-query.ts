import { z } from 'zod'
import { MAX_PAGE_SIZE, PAGE_SIZE, SPEED_RATINGS } from './rules'
import { SIZE_BOUNDS, type TyreSize } from './size'
import { PAIR_QUANTITY } from './staggered'
import { USUAL_QUANTITY } from '#app/domain/pricing/pricing'
import { HOME_FIELDS, type HomeField, SIZE_REQUIRED_MESSAGE, STAGGERED_REQUIRED_MESSAGE, STOCK_SORT } from './search-url'
import type { PriceSort, SearchFilters } from './types'

export { HOME_FIELDS, SIZE_REQUIRED_MESSAGE, STAGGERED_REQUIRED_MESSAGE, type HomeField }

// Search input arrives in query strings (spec §7 search, and the home page's URL, which holds
// the whole search state). Parsed here, once, for the API and the page alike (STYLE habit 3).

export const MAX_PAGE = 10_000
const MAX_TEXT = 60

const blank = (value: unknown) => (typeof value === 'string' && value.trim() === '' ? undefined : value)

function whole(min: number, max: number, message: string) {
	return z.preprocess(blank, z.coerce.number({ error: message }).int(message).min(min, message).max(max, message).optional())
}

function text(message: string, max = MAX_TEXT) {
	return z.preprocess(blank, z.string({ error: message }).trim().max(max, message).optional())
}

const SORTS: Record<string, PriceSort> = {
	'low-to-high': 'low-to-high',
	'high-to-low': 'high-to-low',
	lowtohigh: 'low-to-high',
	hightolow: 'high-to-low',
	asc: 'low-to-high',
	desc: 'high-to-low',
	price_asc: 'low-to-high',
	price_desc: 'high-to-low',
	'price-asc': 'low-to-high',
	'price-desc': 'high-to-low',
	low: 'low-to-high',
	high: 'high-to-low',
}

const sortField = z.preprocess(
	blank,
	z
		.string()
		.max(20, 'Sort by price low-to-high or high-to-low.')
		.transform((v, ctx) => {
			const sort = SORTS[v.trim().toLowerCase()]
			if (!sort) {
				ctx.addIssue({ code: 'custom', message: 'Sort by price low-to-high or high-to-low.' })
				return z.NEVER
			}
			return sort
		})
		.optional(),
)

const runflatField = z.preprocess(
	blank,
	z
		.string()
		.max(5, 'Runflat is Yes or No.')
		.transform((v, ctx) => {
			const value = v.trim().toLowerCase()
			if (value === 'yes' || value === 'true') return true
			if (value === 'no' || value === 'false') return false
			ctx.addIssue({ code: 'custom', message: 'Runflat is Yes or No.' })
			return z.NEVER
		})
		.optional(),
)

const speedField = z.preprocess(
	(v) => (typeof blank(v) === 'string' ? (v as string).trim().toUpperCase() : blank(v)),
	z.enum(SPEED_RATINGS, { error: 'Choose a speed rating from the list.' }).optional(),
)

const widthField = whole(SIZE_BOUNDS.width.min, SIZE_BOUNDS.width.max, 'Choose a width from the list.')
const profileField = whole(SIZE_BOUNDS.profile.min, SIZE_BOUNDS.profile.max, 'Choose a profile from the list.')
const rimField = whole(SIZE_BOUNDS.rim.min, SIZE_BOUNDS.rim.max, 'Choose a rim size from the list.')

const filterFields = {
	width: widthField,
	profile: profileField,
	rim: rimField,
	brand: text('Choose a brand from the list.'),
	type: text('Choose a type from the list.'),
	runflat: runflatField,
	load_index: whole(50, 150, 'Choose a load index from the list.'),
	speed_rating: speedField,
	sort: sortField,
	page: z.preprocess(blank, z.coerce.number({ error: 'Page must be a whole number from 1.' }).int('Page must be a whole number from 1.').min(1, 'Page must be a whole number from 1.').max(MAX_PAGE, `Page must be at most ${MAX_PAGE}.`).default(1)),
}

/** GET /api/tyreall/search (spec §7), with the admin's optional model filter. */
export const ApiSearchQuerySchema = z.object({
	...filterFields,
	limit: z.preprocess(blank, z.coerce.number({ error: `Limit must be a whole number from 1 to ${MAX_PAGE_SIZE}.` }).int(`Limit must be a whole number from 1 to ${MAX_PAGE_SIZE}.`).min(1, `Limit must be a whole number from 1 to ${MAX_PAGE_SIZE}.`).max(MAX_PAGE_SIZE, `Limit must be a whole number from 1 to ${MAX_PAGE_SIZE}.`).default(PAGE_SIZE)),
	model: text('Model names are at most 80 characters.', 80),
})
export type ApiSearchQuery = z.infer<typeof ApiSearchQuerySchema>

/** The search filters as the query string names them (load_index, speed_rating). */
type FilterQuery = Omit<SearchFilters, 'loadIndex' | 'speedRating'> & { load_index?: number; speed_rating?: string }

export function toFilters(query: FilterQuery): SearchFilters {
	const filters: SearchFilters = {}
	if (query.width !== undefined) filters.width = query.width
	if (query.profile !== undefined) filters.profile = query.profile
	if (query.rim !== undefined) filters.rim = query.rim
	if (query.brand !== undefined) filters.brand = query.brand
	if (query.type !== undefined) filters.type = query.type
	if (query.runflat !== undefined) filters.runflat = query.runflat
	if (query.load_index !== undefined) filters.loadIndex = query.load_index
	if (query.speed_rating !== undefined) filters.speedRating = query.speed_rating
	if (query.sort !== undefined) filters.sort = query.sort
	if (query.model !== undefined) filters.model = query.model
	return filters
}

/** The query string of a search as the API and the home page write it. */
export function filtersToParams(filters: SearchFilters) {
	const params = new URLSearchParams()
	if (filters.width !== undefined) params.set('width', String(filters.width))
	if (filters.profile !== undefined) params.set('profile', String(filters.profile))
	if (filters.rim !== undefined) params.set('rim', String(filters.rim))
	if (filters.brand) params.set('brand', filters.brand)
	if (filters.type) params.set('type', filters.type)
	if (filters.runflat !== undefined) params.set('runflat', filters.runflat ? 'yes' : 'no')
	if (filters.loadIndex !== undefined) params.set('load_index', String(filters.loadIndex))
	if (filters.speedRating) params.set('speed_rating', filters.speedRating)
	if (filters.sort) params.set('sort', filters.sort)
	if (filters.model) params.set('model', filters.model)
	return params
}

// ---------------------------------------------------------------------------------------
// The home page: the same filters plus the staggered pair and the recommendation round.

export const VEHICLE_NAME_MAX = 60
const VEHICLE_NAME = /^[\p{L}\p{N}][\p{L}\p{N} .,'()/&+–-]*$/u

const HomeSearchSchema = z.object({
	...filterFields,
	front_width: widthField,
	front_profile: profileField,
	front_rim: rimField,
	rear_width: widthField,
	rear_profile: profileField,
	rear_rim: rimField,
	side: z.preprocess(blank, z.enum(['front', 'rear'], { error: 'Choose the front or rear tyres.' }).optional()),
	rec: z.preprocess(blank, z.coerce.number().int().min(0).max(1000).catch(0).default(0)),
	// how many tyres the customer wants: the cards preselect it (a set of 4 unless said)
	qty: z.preprocess(blank, z.coerce.number().int().min(1).max(5).catch(USUAL_QUANTITY).default(USUAL_QUANTITY)),
	// only a name to show: one that is not a plain car name is left out, never an error
	vehicle: z.preprocess(blank, z.string().trim().max(VEHICLE_NAME_MAX).regex(VEHICLE_NAME).optional().catch(undefined)),
})

export interface StaggeredSearch {
	front: TyreSize
	rear: TyreSize
	side: 'front' | 'rear'
}

export interface HomeSearch {
	/** what the customer sent, for re-showing the forms */
	values: Partial<Record<HomeField, string>>
	/** first problem per field; 'form' for problems of the search as a whole */
	errors: Partial<Record<HomeField | 'form', string>>
	/** the search to run; null when there is nothing to search for or the input is bad */
	filters: SearchFilters | null
	page: number
	staggered: StaggeredSearch | null
	round: number
	/** the quantity the cards preselect */
	quantity: number
	/** the car the search came from, such as '2020 Toyota Corolla'; null when none */
	vehicle: string | null
}

/**
 * Reads the home page's search state from its URL. Search by size needs all of width,
 * profile and rim (spec §5) unless a brand is chosen (By Brand, where size parts narrow the
 * list); a staggered search needs all six sizes and searches the chosen side's size.
 */
export function parseHomeSearch(params: URLSearchParams): HomeSearch {
	const values: HomeSearch['values'] = {}
	for (const field of HOME_FIELDS) {
		const value = params.get(field)
		if (value !== null && value.trim() !== '') values[field] = value.slice(0, 200)
	}
	// the page lists by price unless the customer asks for the most stock first (spec §9's
	// stock order stays the API's default and a sort option here)
	const stockFirst = values.sort?.trim().toLowerCase() === STOCK_SORT
	const parsed = HomeSearchSchema.safeParse(stockFirst ? { ...values, sort: undefined } : values)
	const empty: HomeSearch = { values, errors: {}, filters: null, page: 1, staggered: null, round: 0, quantity: USUAL_QUANTITY, vehicle: null }
	if (!parsed.success) {
		for (const issue of parsed.error.issues) {
			const field = String(issue.path[0] ?? 'form') as HomeField | 'form'
			empty.errors[field] ??= issue.message
		}
		return empty
	}
	const q = parsed.data
	const result: HomeSearch = { ...empty, page: q.page, round: q.rec, quantity: q.qty, vehicle: q.vehicle ?? null }
	q.sort = stockFirst ? undefined : (q.sort ?? 'low-to-high')

	const front = [q.front_width, q.front_profile, q.front_rim]
	const rear = [q.rear_width, q.rear_profile, q.rear_rim]
	const staggeredParts = [...front, ...rear].filter((v) => v !== undefined).length
	if (staggeredParts > 0) {
		if (staggeredParts < 6) {
			result.errors.form = STAGGERED_REQUIRED_MESSAGE
			return result
		}
		const side = q.side ?? 'front'
		// one axle of a staggered car is a pair of tyres, unless the customer asked for another number
		if (values.qty === undefined) result.quantity = PAIR_QUANTITY
		result.staggered = {
			front: { width: q.front_width!, profile: q.front_profile!, rim: q.front_rim! },
			rear: { width: q.rear_width!, profile: q.rear_profile!, rim: q.rear_rim! },
			side,
		}
		const size = result.staggered[side]
		// The side's size replaces any width/profile/rim in the URL.
		result.filters = toFilters({ ...q, ...size })
		return result
	}

	const sizeParts = [q.width, q.profile, q.rim].filter((v) => v !== undefined).length
	if (sizeParts > 0 && sizeParts < 3 && !q.brand) {
		result.errors.form = SIZE_REQUIRED_MESSAGE
		return result
	}
	const filters = toFilters(q)
	const { sort: _sort, ...narrowing } = filters
	result.filters = Object.keys(narrowing).length > 0 ? filters : null
	return result
}
