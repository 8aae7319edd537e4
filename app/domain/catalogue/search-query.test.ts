import { describe, expect, test } from 'vitest'
import { ApiSearchQuerySchema, parseHomeSearch, SIZE_REQUIRED_MESSAGE, STAGGERED_REQUIRED_MESSAGE, toFilters } from './search-query'
import { homeSearchHref } from './search-url'

const api = (query: string) => ApiSearchQuerySchema.safeParse(Object.fromEntries(new URLSearchParams(query)))
const home = (query: string) => parseHomeSearch(new URLSearchParams(query))

describe('API search query (spec §7)', () => {
	test('defaults to page 1, 50 a page; reads every filter', () => {
		const parsed = api('width=205&profile=55&rim=16&brand=michelin&type=Passenger&runflat=YES&load_index=91&speed_rating=v&sort=desc&model=Primacy 4')
		expect(parsed.success).toBe(true)
		expect(parsed.data).toMatchObject({ page: 1, limit: 50 })
		expect(toFilters(parsed.data!)).toEqual({
			width: 205,
			profile: 55,
			rim: 16,
			brand: 'michelin',
			type: 'Passenger',
			runflat: true,
			loadIndex: 91,
			speedRating: 'V',
			sort: 'high-to-low',
			model: 'Primacy 4',
		})
		expect(toFilters(api('sort=low-to-high&runflat=no&width=').data!)).toEqual({ sort: 'low-to-high', runflat: false })
	})

	test.each([
		['page=0', 'Page must be a whole number from 1.'],
		['page=abc', 'Page must be a whole number from 1.'],
		['page=99999999', 'Page must be at most 10000.'],
		['limit=500', 'Limit must be a whole number from 1 to 100.'],
		['width=abc', 'Choose a width from the list.'],
		['width=9999', 'Choose a width from the list.'],
		['rim=16.5', 'Choose a rim size from the list.'],
		['sort=cheapest', 'Sort by price low-to-high or high-to-low.'],
		['runflat=maybe', 'Runflat is Yes or No.'],
		['speed_rating=X', 'Choose a speed rating from the list.'],
		[`brand=${'x'.repeat(500)}`, 'Choose a brand from the list.'],
	])('%s is refused with a clear message', (query, message) => {
		const parsed = api(query)
		expect(parsed.success).toBe(false)
		expect(parsed.error!.issues[0]!.message).toBe(message)
	})
})

describe('home search state (the URL)', () => {
	test('the page lists by price unless asked for the most stock first; the API keeps stock first', () => {
		expect(home('width=205&profile=55&rim=16').filters?.sort).toBe('low-to-high')
		expect(home('width=205&profile=55&rim=16&sort=high-to-low').filters?.sort).toBe('high-to-low')
		expect(home('width=205&profile=55&rim=16&sort=stock').filters).toEqual({ width: 205, profile: 55, rim: 16 })
		expect(home('sort=stock').filters).toBeNull()
		expect(toFilters(api('width=205&profile=55&rim=16').data!).sort).toBeUndefined()
		expect(api('sort=stock').success).toBe(false)
	})

	test('the quantity searched for: 1 to 5, a set of 4 when not given or not sensible', () => {
		expect(home('width=205&profile=55&rim=16&qty=2').quantity).toBe(2)
		expect(home('width=205&profile=55&rim=16').quantity).toBe(4)
		expect(home('width=205&profile=55&rim=16&qty=9').quantity).toBe(4)
		expect(home('width=205&profile=55&rim=16&qty=abc').quantity).toBe(4)
		expect(homeSearchHref({ width: 205, profile: 55, rim: 16, qty: 2 })).toBe('/?width=205&profile=55&rim=16&qty=2#results')
	})

	test('nothing chosen: no search, no errors', () => {
		expect(home('')).toMatchObject({ filters: null, errors: {}, page: 1, staggered: null, round: 0 })
		expect(home('sort=low-to-high').filters).toBeNull()
	})

	test('search by size needs width, profile and rim (spec §5)', () => {
		const partial = home('width=205&profile=55')
		expect(partial.filters).toBeNull()
		expect(partial.errors.form).toBe(SIZE_REQUIRED_MESSAGE)
		expect(partial.values).toEqual({ width: '205', profile: '55' })
		expect(home('width=205&profile=55&rim=16&page=2').filters).toEqual({ width: 205, profile: 55, rim: 16, sort: 'low-to-high' })
		expect(home('width=205&profile=55&rim=16&page=2').page).toBe(2)
	})

	test('a brand search may narrow by part of a size', () => {
		expect(home('brand=Michelin&width=205').filters).toEqual({ brand: 'Michelin', width: 205, sort: 'low-to-high' })
	})

	test('bad values come back as field errors with the input kept', () => {
		const bad = home('width=abc&profile=55&rim=16')
		expect(bad.filters).toBeNull()
		expect(bad.errors.width).toBe('Choose a width from the list.')
		expect(bad.values.width).toBe('abc')
	})

	test('staggered: all six sizes, the side picks the searched size and the brand stays as given', () => {
		const q = 'front_width=225&front_profile=40&front_rim=18&rear_width=255&rear_profile=35&rear_rim=18'
		const front = home(q)
		expect(front.staggered).toEqual({ front: { width: 225, profile: 40, rim: 18 }, rear: { width: 255, profile: 35, rim: 18 }, side: 'front' })
		expect(front.filters).toEqual({ width: 225, profile: 40, rim: 18, sort: 'low-to-high' })
		expect(home(`${q}&side=rear&width=205`).filters).toEqual({ width: 255, profile: 35, rim: 18, sort: 'low-to-high' })
		const missing = home('front_width=225&front_profile=40&front_rim=18&rear_width=255')
		expect(missing.filters).toBeNull()
		expect(missing.errors.form).toBe(STAGGERED_REQUIRED_MESSAGE)
	})

	test('hrefs leave out page 1 and round 0 and keep the field order', () => {
		expect(homeSearchHref({ width: 205, profile: 55, rim: 16, page: 1, rec: 0 })).toBe('/?width=205&profile=55&rim=16#results')
		expect(homeSearchHref({ brand: 'GT Radial', page: 3 }, '')).toBe('/?brand=GT+Radial&page=3')
		expect(homeSearchHref({}, '')).toBe('/')
	})
})
