import { BoundedCache } from '#app/lib/bounded-cache'
import { type Db, readValue } from '#app/lib/db.server'
import type { Tyre } from '#db/schema'
import { compareForListing, isHouseBrand, isListed, MAX_PAGE_SIZE, PAGE_SIZE, recommendedTyres, SPEED_RATINGS } from './rules'
import { nearestSizes } from './nearest-sizes'
import { compareSizes, type SizeTriple, type TyreSize } from './size'
import type { CatalogueBrand, CatalogueTyre, Facets, PriceSort, SearchFilters, SearchPage } from './types'
import { hasTyreDetails, type TyreDetails, tyreDetailsOf } from './tyre-details'

export type { Facets } from './types'

// The catalogue as the shop's pages and public API read it. The listed tyres are kept in
// memory, already in each listing order, and reloaded whenever catalogue_version moves (a
// trigger bumps it on every tyre or brand change, whoever makes it: admin, bookings, another
// process). A search is then a scan of one presorted array: fast enough for 20,000 tyres on
// every request, where sorting in SQL would not be.

/** How many sizes the By Size tab lists; every other size is in the size selects. */
export const POPULAR_SIZES = 36

export class CatalogueSnapshot {
	readonly bySlug = new Map<string, CatalogueTyre>()
	readonly byId = new Map<number, CatalogueTyre>()
	/** listed tyres in the default order */
	readonly listed: CatalogueTyre[]
	private readonly byPrice: Record<PriceSort, CatalogueTyre[]>
	/** every size that has a listed tyre, ascending */
	readonly sizes: SizeTriple[]
	/** the sizes with the most tyres (the By Size tab), ascending */
	readonly popularSizes: SizeTriple[]
	readonly brands: CatalogueBrand[]
	private readonly brandNames = new Map<string, string>()
	private readonly typeNames = new Map<string, string>()
	/** the sidebar's values per searched size: at most 500 sizes (there are fewer than that) */
	private readonly facetCache = new BoundedCache<string, Facets>({ maxEntries: 500 })
	private bySizeCache: CatalogueTyre[] | undefined
	private inStockSizesCache: (TyreSize & { tyreCount: number })[] | undefined

	constructor(
		readonly version: number,
		tyres: CatalogueTyre[],
		brandRows: { name: string; category: string | null; logo_url: string | null }[],
	) {
		for (const tyre of tyres) {
			this.bySlug.set(tyre.slug, tyre)
			this.byId.set(tyre.id, tyre)
		}
		this.listed = tyres.filter(isListed).sort(compareForListing())
		this.byPrice = {
			'low-to-high': [...this.listed].sort(compareForListing('low-to-high')),
			'high-to-low': [...this.listed].sort(compareForListing('high-to-low')),
		}

		const sizeKeys = new Map<string, SizeTriple>()
		const counts = new Map<string, { name: string; count: number; category: string | null; logo: string | null }>()
		for (const tyre of this.listed) {
			sizeKeys.set(`${tyre.width}/${tyre.profile}/${tyre.rim}`, [tyre.width, tyre.profile, tyre.rim])
			const key = tyre.brand.toLowerCase()
			const entry = counts.get(key)
			if (entry) entry.count += 1
			else counts.set(key, { name: tyre.brand, count: 1, category: tyre.category, logo: tyre.brandLogoUrl })
			if (tyre.type) this.typeNames.set(tyre.type.toLowerCase(), tyre.type)
		}
		this.sizes = [...sizeKeys.values()].sort((a, b) => compareSizes(toSize(a), toSize(b)))
		const perSize = new Map<SizeTriple, number>()
		for (const tyre of this.listed) {
			const key = sizeKeys.get(`${tyre.width}/${tyre.profile}/${tyre.rim}`)!
			perSize.set(key, (perSize.get(key) ?? 0) + 1)
		}
		this.popularSizes = [...perSize.entries()]
			.sort((a, b) => b[1] - a[1] || compareSizes(toSize(a[0]), toSize(b[0])))
			.slice(0, POPULAR_SIZES)
			.map(([size]) => size)
			.sort((a, b) => compareSizes(toSize(a), toSize(b)))

		const brandInfo = new Map(brandRows.map((b) => [b.name.toLowerCase(), b]))
		this.brands = [...counts.entries()]
			.map(([key, c]) => {
				const row = brandInfo.get(key)
				return { name: row?.name ?? c.name, category: row?.category ?? c.category, logoUrl: row?.logo_url ?? c.logo, tyreCount: c.count }
			})
			.sort((a, b) => Number(isHouseBrand(b.name)) - Number(isHouseBrand(a.name)) || a.name.localeCompare(b.name))
		for (const brand of this.brands) this.brandNames.set(brand.name.toLowerCase(), brand.name)
		// Brands in the brands table without listed tyres are known too (their search is empty).
		for (const row of brandRows) if (!this.brandNames.has(row.name.toLowerCase())) this.brandNames.set(row.name.toLowerCase(), row.name)
	}

	/** The brand's name as the catalogue spells it, for any capitalisation; undefined when unknown. */
	brandName(text: string) {
		return this.brandNames.get(text.trim().toLowerCase())
	}

	typeName(text: string) {
		return this.typeNames.get(text.trim().toLowerCase())
	}

	/** A listed tyre by slug; hidden and priceless tyres are not found. */
	listedBySlug(slug: string) {
		const tyre = this.bySlug.get(slug)
		return tyre && isListed(tyre) ? tyre : undefined
	}

	/** spec §7 search: matching listed tyres in listing order, one page of them. */
	search(filters: SearchFilters, { page = 1, limit = PAGE_SIZE }: { page?: number; limit?: number } = {}): SearchPage {
		const size = Math.min(Math.max(1, Math.trunc(limit)), MAX_PAGE_SIZE)
		const current = Math.max(1, Math.trunc(page))
		const start = (current - 1) * size
		const end = start + size
		const matches = matcher(filters)
		const tyres: CatalogueTyre[] = []
		let total = 0
		for (const tyre of this.ordered(filters.sort)) {
			if (!matches(tyre)) continue
			if (total >= start && total < end) tyres.push(tyre)
			total += 1
		}
		return { tyres, total, totalPages: Math.ceil(total / size), page: current, limit: size }
	}

	/** Every listed tyre matching the filters, in listing order. */
	all(filters: SearchFilters = {}) {
		return this.ordered(filters.sort).filter(matcher(filters))
	}

	private ordered(sort: PriceSort | undefined) {
		return sort ? this.byPrice[sort] : this.listed
	}

	/** Every size with a listed tyre in stock, with how many such tyres it has. */
	inStockSizes() {
		if (!this.inStockSizesCache) {
			const counts = new Map<string, TyreSize & { tyreCount: number }>()
			for (const tyre of this.listed) {
				if (tyre.stock <= 0) continue
				const key = `${tyre.width}/${tyre.profile}/${tyre.rim}`
				const entry = counts.get(key)
				if (entry) entry.tyreCount += 1
				else counts.set(key, { width: tyre.width, profile: tyre.profile, rim: tyre.rim, tyreCount: 1 })
			}
			this.inStockSizesCache = [...counts.values()]
		}
		return this.inStockSizesCache
	}

	/** When a size has nothing in stock: the nearest sizes that have (same rim, diameter within 3%). */
	nearestInStock(size: TyreSize) {
		return nearestSizes(size, this.inStockSizes())
	}

	/** spec §7 getall: every listed tyre, ascending by width, then profile, then rim. */
	allBySize() {
		this.bySizeCache ??= [...this.listed].sort((a, b) => compareSizes(a, b) || a.id - b.id)
		return this.bySizeCache
	}

	/**
	 * The values the filter sidebar offers: those found among the tyres of the chosen size
	 * (a size part left out matches all), so choosing one filter never hides the others.
	 */
	facets(size: { width?: number; profile?: number; rim?: number }): Facets {
		const key = `${size.width ?? ''}/${size.profile ?? ''}/${size.rim ?? ''}`
		const cached = this.facetCache.get(key)
		if (cached) return cached
		const brands = new Set<string>()
		const types = new Set<string>()
		const loadIndexes = new Set<number>()
		const speedRatings = new Set<string>()
		let runflat = false
		for (const tyre of this.listed) {
			if (size.width !== undefined && tyre.width !== size.width) continue
			if (size.profile !== undefined && tyre.profile !== size.profile) continue
			if (size.rim !== undefined && tyre.rim !== size.rim) continue
			brands.add(tyre.brand)
			if (tyre.type) types.add(tyre.type)
			if (tyre.loadIndex !== null) loadIndexes.add(tyre.loadIndex)
			if (tyre.speedRating) speedRatings.add(tyre.speedRating)
			runflat ||= tyre.runflat
		}
		const speedOrder = (s: string) => {
			const index = (SPEED_RATINGS as readonly string[]).indexOf(s)
			return index < 0 ? 99 : index
		}
		const facets: Facets = {
			brands: [...brands].sort((a, b) => Number(isHouseBrand(b)) - Number(isHouseBrand(a)) || a.localeCompare(b)),
			types: [...types].sort(),
			loadIndexes: [...loadIndexes].sort((a, b) => a - b),
			speedRatings: [...speedRatings].sort((a, b) => speedOrder(a) - speedOrder(b) || a.localeCompare(b)),
			runflat,
		}
		this.facetCache.set(key, facets)
		return facets
	}

	/** Recommended for You per Refresh round: at most 100 rounds (12 tyres each) */
	private readonly recommendedCache = new BoundedCache<number, CatalogueTyre[]>({ maxEntries: 100 })

	/** spec §9 Recommended for You; `round` is the Refresh count. */
	recommended(round = 0) {
		return this.recommendedCache.getOrSet(round, () => recommendedTyres(this.listed, { round }))
	}

	/**
	 * Answers (response bodies) kept with this snapshot: at most 1,000 of them and 24 MB in all
	 * (as V8 holds them: a byte a character, two for a text with any character past Latin-1), so
	 * /getall's whole catalogue (10 MB at 20,000 tyres) fits beside hundreds of search pages.
	 */
	private readonly answers = new BoundedCache<string, Answer>({ maxEntries: 1000, maxWeight: ANSWER_BUDGET_BYTES, weigh: answerBytes })

	/**
	 * A computed answer kept with this snapshot (an API response body for one query), so
	 * repeated searches skip the work until the catalogue changes.
	 */
	remember<T extends Answer>(key: string, compute: () => T): T {
		return this.answers.getOrSet(key, compute) as T
	}
}

/** A kept answer: a response body, alone or with its status. */
type Answer = string | { status: number; body: string }
export const ANSWER_BUDGET_BYTES = 24_000_000
const answerBytes = (answer: Answer) => textBytes(typeof answer === 'string' ? answer : answer.body)

/** What a string takes in V8's heap: one byte a character, or two when any is past Latin-1. */
export function textBytes(text: string) {
	return text.length * (/[\u0100-\uffff]/.test(text) ? 2 : 1)
}

function toSize([width, profile, rim]: SizeTriple) {
	return { width, profile, rim }
}

function matcher(filters: SearchFilters) {
	const brand = filters.brand?.toLowerCase()
	const type = filters.type?.toLowerCase()
	const model = filters.model?.trim().toLowerCase()
	const speed = filters.speedRating?.toUpperCase()
	return (t: CatalogueTyre) =>
		(filters.width === undefined || t.width === filters.width) &&
		(filters.profile === undefined || t.profile === filters.profile) &&
		(filters.rim === undefined || t.rim === filters.rim) &&
		(brand === undefined || t.brand.toLowerCase() === brand) &&
		(type === undefined || (t.type ?? '').toLowerCase() === type) &&
		(filters.runflat === undefined || t.runflat === filters.runflat) &&
		(filters.loadIndex === undefined || t.loadIndex === filters.loadIndex) &&
		(speed === undefined || (t.speedRating ?? '').toUpperCase() === speed) &&
		(model === undefined || t.model.toLowerCase() === model)
}

/** The tyre columns the catalogue holds (not the product page's details, nor the timestamps). */
const CATALOGUE_COLUMNS = [
	'id',
	'warranty_km',
	'slug',
	'brand',
	'model',
	'width',
	'profile',
	'rim',
	'size',
	'load_speed_rating',
	'load_index',
	'speed_rating',
	'marking',
	'runflat',
	'type',
	'category',
	'price_1',
	'price_2',
	'price_3',
	'price_4',
	'price_5',
	'price_incl_gst',
	'stock',
	'unloading_24h',
	'image_url',
	'brand_logo_url',
] as const satisfies readonly (keyof Tyre)[]
type CatalogueRow = Pick<Tyre, (typeof CATALOGUE_COLUMNS)[number]>

/**
 * Tyres read per query when the catalogue loads: the rows of one batch are garbage once turned
 * into catalogue tyres, so loading 20,000 tyres never holds all their raw rows at once (that
 * was about 40 MB on top of the catalogue's 13 MB, the server's resident peak).
 */
export const LOAD_BATCH = 2000

/** Every tyre as the catalogue sees it, read in batches of `batch` by id. */
export async function loadTyres(db: Db, batch = LOAD_BATCH): Promise<CatalogueTyre[]> {
	const tyres: CatalogueTyre[] = []
	const texts = new Map<string, string>()
	for (let after = 0; ; ) {
		const rows = await db.selectFrom('tyres').select(CATALOGUE_COLUMNS).where('id', '>', after).orderBy('id').limit(batch).execute()
		for (const row of rows) tyres.push(toCatalogueTyre(row, texts))
		if (rows.length < batch) return tyres
		after = rows[rows.length - 1]!.id
	}
}

/**
 * One copy of each text many tyres share (brand, type, category, ratings, size, logo): each row
 * read brings its own copy, about 5 MB over 20,000 tyres.
 */
function shared(texts: Map<string, string>, text: string): string
function shared(texts: Map<string, string>, text: string | null): string | null
function shared(texts: Map<string, string>, text: string | null) {
	if (text === null) return null
	const kept = texts.get(text)
	if (kept !== undefined) return kept
	texts.set(text, text)
	return text
}

/** A database row as the catalogue sees it; `texts` keeps one copy of the texts tyres share. */
export function toCatalogueTyre(row: CatalogueRow, texts = new Map<string, string>()): CatalogueTyre {
	const marking = row.marking?.trim()
	return {
		id: row.id,
		slug: row.slug,
		brand: shared(texts, row.brand),
		model: shared(texts, row.model),
		width: row.width,
		profile: row.profile,
		rim: row.rim,
		size: shared(texts, row.size),
		loadSpeedRating: shared(texts, row.load_speed_rating),
		loadIndex: row.load_index,
		speedRating: shared(texts, row.speed_rating),
		// spec §3: Marking is ignored when 'NaN'
		marking: marking && marking.toLowerCase() !== 'nan' ? shared(texts, marking) : null,
		runflat: row.runflat === 1,
		type: shared(texts, row.type),
		category: shared(texts, row.category),
		price_1: row.price_1,
		price_2: row.price_2,
		price_3: row.price_3,
		price_4: row.price_4,
		price_5: row.price_5,
		priceInclGst: row.price_incl_gst,
		stock: Math.max(0, row.stock),
		unloading24h: row.unloading_24h,
		imageUrl: shared(texts, row.image_url),
		brandLogoUrl: shared(texts, row.brand_logo_url),
		warrantyKm: row.warranty_km,
	}
}

interface CacheEntry {
	snapshot?: CatalogueSnapshot
	loading?: { version: number; promise: Promise<CatalogueSnapshot> }
}
// one snapshot (and at most one loading) per database handle; the process has one
const cache = new WeakMap<Db, CacheEntry>()

/**
 * The catalogue's version in the database: it moves on every change to tyres or brands. Read on
 * every catalogue request and page-cache lookup, so as a statement prepared once.
 */
export async function catalogueVersion(db: Db) {
	return (await readValue<number>(db, 'catalogue-version', 'select version from catalogue_version where id = 1')) ?? 0
}

/** The current catalogue: from memory, or reloaded when anything in it changed. */
export async function getCatalogue(db: Db): Promise<CatalogueSnapshot> {
	let entry = cache.get(db)
	if (!entry) {
		entry = {}
		cache.set(db, entry)
	}
	// The version is read before the rows: a change in between only costs one extra reload.
	const version = await catalogueVersion(db)
	if (entry.snapshot?.version === version) return entry.snapshot
	if (entry.loading?.version === version) return entry.loading.promise
	const current = entry
	const promise = (async () => {
		const [tyres, brands] = await Promise.all([loadTyres(db), db.selectFrom('brands').select(['name', 'category', 'logo_url']).execute()])
		return new CatalogueSnapshot(version, tyres, brands)
	})()
	current.loading = { version, promise }
	try {
		const snapshot = await promise
		current.snapshot = snapshot
		return snapshot
	} finally {
		if (current.loading?.promise === promise) current.loading = undefined
	}
}

export type SearchOutcome =
	| { ok: true; result: SearchPage; filters: SearchFilters }
	| { ok: false; status: 400; error: string; field: 'brand' | 'type' | 'page' }

/**
 * One page of a search, after checking what only the catalogue knows: the brand and type
 * must exist (any capitalisation) and the page must not be past the last one.
 */
export function runSearch(catalogue: CatalogueSnapshot, filters: SearchFilters, { page = 1, limit = PAGE_SIZE } = {}): SearchOutcome {
	const resolved: SearchFilters = { ...filters }
	if (filters.brand !== undefined) {
		const brand = catalogue.brandName(filters.brand)
		if (!brand) return { ok: false, status: 400, error: `We do not stock tyres by the brand "${filters.brand}".`, field: 'brand' }
		resolved.brand = brand
	}
	if (filters.type !== undefined) {
		const type = catalogue.typeName(filters.type)
		if (!type) return { ok: false, status: 400, error: `There are no tyres of the type "${filters.type}".`, field: 'type' }
		resolved.type = type
	}
	const result = catalogue.search(resolved, { page, limit })
	const lastPage = Math.max(1, result.totalPages)
	if (page > lastPage) {
		return { ok: false, status: 400, error: `Page ${page} is past the last page of results (${lastPage}).`, field: 'page' }
	}
	return { ok: true, result, filters: resolved }
}

/**
 * The product page's 'Features & warranty' (migration 0011), read for the one tyre shown rather
 * than kept in the snapshot, so search results and their hydration data stay as small as they
 * were. Null when the tyre has none of them.
 */
export async function tyreDetails(db: Db, tyreId: number): Promise<TyreDetails | null> {
	const row = await db.selectFrom('tyres').select(['features', 'warranty_km', 'fitment_guarantee']).where('id', '=', tyreId).executeTakeFirst()
	if (!row) return null
	const details = tyreDetailsOf(row)
	return hasTyreDetails(details) ? details : null
}
