import { sql } from 'kysely'
import { beforeAll, describe, expect, test } from 'vitest'
import { getDb } from '#app/lib/db.server'
import { dialectOf } from '#app/lib/db/dialect.server'
import { getCatalogue, loadTyres } from './catalogue.server'
import { listed, listingOrder } from './listing-sql'
import { compareForListing, isHouseBrand, isListed, recommendedTyres, SPEED_RATINGS } from './rules'
import { compareSizes } from './size'
import type { CatalogueTyre, PriceSort, SearchFilters } from './types'
import { queryPlan } from '#tests/helpers/query-plan'

// The search runs in SQL; these tests hold it to the listing rules of rules.ts as the in-memory
// catalogue applied them (the reference below), over the seeded range plus rows made to find
// the edges: negative stock, ties in stock and price, a brand spelt with other capitals and
// spaces, the hidden model in other capitals, prices only in some tiers, zero prices.

/** The in-memory search the shop used to run: every listed tyre sorted, then filtered. */
function referenceAll(tyres: CatalogueTyre[], filters: SearchFilters = {}) {
	const brand = filters.brand?.toLowerCase()
	const type = filters.type?.toLowerCase()
	const model = filters.model?.trim().toLowerCase()
	const speed = filters.speedRating?.toUpperCase()
	return tyres
		.filter(isListed)
		.sort(compareForListing(filters.sort))
		.filter(
			(t) =>
				(filters.width === undefined || t.width === filters.width) &&
				(filters.profile === undefined || t.profile === filters.profile) &&
				(filters.rim === undefined || t.rim === filters.rim) &&
				(brand === undefined || t.brand.toLowerCase() === brand) &&
				(type === undefined || (t.type ?? '').toLowerCase() === type) &&
				(filters.runflat === undefined || t.runflat === filters.runflat) &&
				(filters.loadIndex === undefined || t.loadIndex === filters.loadIndex) &&
				(speed === undefined || (t.speedRating ?? '').toUpperCase() === speed) &&
				(model === undefined || t.model.toLowerCase() === model),
		)
}

const ids = (tyres: readonly CatalogueTyre[]) => tyres.map((t) => t.id)

beforeAll(async () => {
	const db = getDb()
	const base = {
		width: 205,
		profile: 55,
		rim: 16,
		size: '205/55R16',
		runflat: 0,
		type: 'Passenger',
		category: 'Mid-Range',
		load_index: 91,
		speed_rating: 'V',
		price_incl_gst: 10000,
	}
	const prices = (p: Partial<Record<'price_1' | 'price_2' | 'price_3' | 'price_4' | 'price_5', number | null>>) => ({
		price_1: null,
		price_2: null,
		price_3: null,
		price_4: null,
		price_5: null,
		...p,
	})
	const rows = [
		// ties: the same stock and Price for 4, so only the id orders them
		{ brand: 'Kumho', model: 'Tie A', stock: 7, ...prices({ price_4: 15000 }) },
		{ brand: 'Kumho', model: 'Tie B', stock: 7, ...prices({ price_4: 15000 }) },
		{
			brand: 'Hankook',
			model: 'Tie C',
			stock: 7,
			...prices({ price_4: 15000 }),
		},
		// a negative stock counts as none: it ties with 0 and the id decides
		{
			brand: 'Kumho',
			model: 'Oversold',
			stock: -3,
			...prices({ price_4: 14000 }),
		},
		{ brand: 'Kumho', model: 'Empty', stock: 0, ...prices({ price_4: 14000 }) },
		// the house brand, spelt otherwise, still comes first; its hidden model in other capitals is hidden
		{
			brand: ' zeta ',
			model: 'Odd Spelling',
			stock: 1,
			...prices({ price_1: 9000 }),
		},
		{
			brand: 'ZETA',
			model: 'ANTARCTICA 5',
			stock: 20,
			...prices({ price_4: 9000 }),
		},
		// only some tiers priced: the card price is the nearest tier to 4
		{
			brand: 'Hankook',
			model: 'Five Only',
			stock: 3,
			...prices({ price_5: 12000 }),
		},
		{
			brand: 'Hankook',
			model: 'Two Only',
			stock: 3,
			...prices({ price_2: 12000, price_1: 1 }),
		},
		// zero prices are no prices: not listed
		{
			brand: 'Hankook',
			model: 'Zero',
			stock: 9,
			...prices({ price_4: 0, price_1: 0 }),
		},
		// other capitals in the filters' columns
		{
			brand: 'michelin',
			model: 'Lower Case',
			stock: 12,
			type: 'passenger',
			speed_rating: 'v',
			...prices({ price_4: 20000 }),
		},
		{
			brand: 'Michelin',
			model: 'Runflat Tie',
			stock: 12,
			runflat: 1,
			type: null,
			speed_rating: null,
			load_index: null,
			...prices({ price_4: 20000 }),
		},
		// a type in a third spelling, last in listing order (no stock, the highest id)
		{
			brand: 'Kumho',
			model: 'Upper Type',
			stock: -1,
			type: 'PASSENGER',
			...prices({ price_4: 15000 }),
		},
	]
	await db
		.insertInto('tyres')
		.values(rows.map((row, i) => ({ ...base, ...row, slug: `edge-${i}-205-55r16` })))
		.execute()
})

describe('search in SQL gives exactly the in-memory listing', () => {
	test('every size, in each order, every page', async () => {
		const db = getDb()
		const tyres = await loadTyres(db)
		const catalogue = await getCatalogue(db)
		const sorts: (PriceSort | undefined)[] = [undefined, 'low-to-high', 'high-to-low']
		for (const sort of sorts) {
			expect(ids(await catalogue.all({ sort })), `all, ${sort}`).toEqual(ids(referenceAll(tyres, { sort })))
			for (const [width, profile, rim] of catalogue.sizes) {
				const filters = { width, profile, rim, sort }
				const expected = referenceAll(tyres, filters)
				expect(ids(await catalogue.all(filters)), JSON.stringify(filters)).toEqual(ids(expected))
				const page = await catalogue.search(filters, { page: 2, limit: 3 })
				expect(ids(page.tyres), JSON.stringify(filters)).toEqual(ids(expected.slice(3, 6)))
				expect(page.total).toBe(expected.length)
			}
		}
		// the edge rows are there and in the order of the rules
		const edge = ids(await catalogue.all({ width: 205, profile: 55, rim: 16 }))
		const byModel = new Map(tyres.map((t) => [t.model, t.id]))
		expect(edge.indexOf(byModel.get('Tie A')!)).toBeLessThan(edge.indexOf(byModel.get('Tie B')!))
		expect(edge.indexOf(byModel.get('Oversold')!)).toBeLessThan(edge.indexOf(byModel.get('Empty')!))
		expect(edge[0]).toBe(tyres.filter((t) => isHouseBrand(t.brand) && isListed(t) && t.width === 205 && t.profile === 55 && t.rim === 16).sort(compareForListing())[0]!.id)
		expect(edge).not.toContain(byModel.get('ANTARCTICA 5'))
		expect(edge).not.toContain(byModel.get('Zero'))
		expect(edge).toContain(byModel.get('Five Only'))
	})

	test('each filter, alone and with a size and a sort', async () => {
		const db = getDb()
		const tyres = await loadTyres(db)
		const catalogue = await getCatalogue(db)
		const filters: SearchFilters[] = [
			{ brand: 'MICHELIN' },
			{ brand: 'zeta' },
			{ brand: 'Kumho', sort: 'high-to-low' },
			{ type: 'PASSENGER' },
			{ type: 'SUV', sort: 'low-to-high' },
			{ runflat: true },
			{ runflat: false, width: 205, profile: 55, rim: 16 },
			{ loadIndex: 91 },
			{
				speedRating: 'v',
				width: 205,
				profile: 55,
				rim: 16,
				sort: 'high-to-low',
			},
			{ model: '  tie a ' },
			{
				width: 225,
				profile: 45,
				rim: 17,
				loadIndex: 94,
				speedRating: 'w',
				type: 'passenger',
			},
			{ width: 205, brand: 'michelin' },
			{ rim: 16, sort: 'low-to-high' },
		]
		for (const filter of filters) {
			const expected = referenceAll(tyres, filter)
			expect(ids(await catalogue.all(filter)), JSON.stringify(filter)).toEqual(ids(expected))
			const first = await catalogue.search(filter, { limit: 5 })
			expect(ids(first.tyres), JSON.stringify(filter)).toEqual(ids(expected.slice(0, 5)))
			expect(first.total).toBe(expected.length)
		}
	})

	test('facets, sizes and brands are those of the listed tyres', async () => {
		const db = getDb()
		const tyres = (await loadTyres(db)).filter(isListed)
		const catalogue = await getCatalogue(db)
		for (const size of [{ width: 205, profile: 55, rim: 16 }, { width: 205 }, {}, { width: 999, profile: 1, rim: 1 }]) {
			const of = referenceAll(tyres, size)
			const speedOrder = (s: string) => (SPEED_RATINGS as readonly string[]).indexOf(s)
			expect(await catalogue.facets(size), JSON.stringify(size)).toEqual({
				brands: [...new Set(of.map((t) => t.brand))].sort((a, b) => Number(isHouseBrand(b)) - Number(isHouseBrand(a)) || a.localeCompare(b)),
				types: [...new Set(of.flatMap((t) => (t.type ? [t.type] : [])))].sort(),
				loadIndexes: [...new Set(of.flatMap((t) => (t.loadIndex === null ? [] : [t.loadIndex])))].sort((a, b) => a - b),
				speedRatings: [...new Set(of.flatMap((t) => (t.speedRating ? [t.speedRating] : [])))].sort(
					(a, b) => (speedOrder(a) < 0 ? 99 : speedOrder(a)) - (speedOrder(b) < 0 ? 99 : speedOrder(b)) || a.localeCompare(b),
				),
				runflat: of.some((t) => t.runflat),
			})
		}
		const sizeKeys = [...new Set(tyres.map((t) => `${t.width}/${t.profile}/${t.rim}`))].map((k) => k.split('/').map(Number))
		expect(catalogue.sizes).toEqual(sizeKeys.sort((a, b) => compareSizes({ width: a[0]!, profile: a[1]!, rim: a[2]! }, { width: b[0]!, profile: b[1]!, rim: b[2]! })))
		expect(catalogue.sizeCount({ width: 205, profile: 55, rim: 16 })).toBe(referenceAll(tyres, { width: 205, profile: 55, rim: 16 }).length)
		const counts = new Map<string, number>()
		for (const t of tyres) counts.set(t.brand.toLowerCase(), (counts.get(t.brand.toLowerCase()) ?? 0) + 1)
		expect(Object.fromEntries(catalogue.brands.map((b) => [b.name.toLowerCase(), b.tyreCount]))).toEqual(Object.fromEntries(counts))
		expect(catalogue.brandName(' MICHELIN ')).toBe('Michelin')
		expect(catalogue.typeName('suv')).toBe('SUV')
		// 'Passenger', 'passenger' and 'PASSENGER' are all in the range: the one kept is the last in listing order
		const passenger = tyres.filter((t) => t.type?.toLowerCase() === 'passenger').sort(compareForListing())
		expect(new Set(passenger.map((t) => t.type)).size).toBeGreaterThan(1)
		expect(catalogue.typeName('PASSENGER')).toBe(passenger.at(-1)!.type)
	})

	test('Recommended for You is the rules’ pick, round after round', async () => {
		const db = getDb()
		const tyres = await loadTyres(db)
		const catalogue = await getCatalogue(db)
		for (const round of [0, 1, 2, 3, 7, 1000]) {
			expect(ids(await catalogue.recommended(round)), `round ${round}`).toEqual(ids(recommendedTyres(tyres, { round })))
		}
	})
})

describe('the search uses migration 0025’s indexes', () => {
	const plan = async (query: Parameters<typeof queryPlan>[1]) => {
		const db = getDb()
		// fresh statistics, as a live database has them (a copied test database has none)
		if (dialectOf(db) === 'postgres') await sql`ANALYZE tyres`.execute(db)
		return { text: await queryPlan(db, query) }
	}

	test('a size in listing order uses the size index (on SQLite without sorting)', async () => {
		const db = getDb()
		const query = db.selectFrom('tyres').select('id').where(listed).where('width', '=', 205).where('profile', '=', 55).where('rim', '=', 16).orderBy(listingOrder()).limit(50)
		const { text } = await plan(query)
		if (dialectOf(db) === 'sqlite') {
			expect(text).toMatch(/tyres_size_listing_idx/)
			expect(text).not.toMatch(/TEMP B-TREE/)
		} else {
			// PostgreSQL may read a size's few rows through either size index and sort them: cheaper for a handful
			expect(text).toMatch(/tyres_size(_listing)?_idx/)
		}
	})

	test('the whole catalogue in listing order walks the listing index', async () => {
		const db = getDb()
		const { text } = await plan(db.selectFrom('tyres').select('id').where(listed).orderBy(listingOrder()).limit(50).offset(100))
		expect(text).toMatch(/tyres_listing_idx/)
		expect(text).not.toMatch(/TEMP B-TREE|Sort/)
	})

	test('a brand in any capitals uses the lower(brand) index', async () => {
		const db = getDb()
		const { text } = await plan(
			db
				.selectFrom('tyres')
				.select('id')
				.where(listed)
				.where((eb) => eb(eb.fn('lower', ['brand']), '=', 'michelin')),
		)
		expect(text).toMatch(/tyres_brand_lower_idx/)
	})
})
