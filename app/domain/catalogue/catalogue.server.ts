import { type Expression, type ExpressionBuilder, type SqlBool, sql } from 'kysely'
import { BoundedCache } from '#app/lib/bounded-cache'
import { type Db, readValue } from '#app/lib/db.server'
import type { DB, Tyre } from '#db/schema'
import { HOUSE_SQL, listed, listingOrder, STOCK_SQL } from './listing-sql'
import { isHouseBrand, MAX_PAGE_SIZE, orderRecommended, PAGE_SIZE, RECOMMENDED_MIN_STOCK, recommendationTurn, SPEED_RATINGS } from './rules'
import { nearestSizes } from './nearest-sizes'
import { compareSizes, encodeSizeList, type SizeTriple, type TyreSize } from './size'
import type { CatalogueBrand, CatalogueTyre, Facets, SearchFilters, SearchPage } from './types'

export type { Facets } from './types'
import { hasTyreDetails, type TyreDetails, tyreDetailsOf } from './tyre-details'

// The catalogue as the shop's pages and public API read it. Searches, facets and the listing
// order run in SQL (listing-sql.ts, with migration 0025's indexes), one page of rows at a time,
// so the server's memory does not grow with the range. What is kept per catalogue version is
// small and bounded by the range's variety, not its size: the sizes, brands and types (a few
// hundred entries), the facets of at most 500 sizes, 100 Recommended rounds and the answers
// cache below. catalogue_version (a trigger bumps it on every tyre or brand change, whoever
// makes it) is read on every request; a new version starts a new snapshot and its caches.

/** How many sizes the By Size tab lists; every other size is in the size selects. */
export const POPULAR_SIZES = 36

interface SizeRow {
	width: number
	profile: number
	rim: number
	/** listed tyres of this size */
	count: number
	/** listed tyres of this size in stock */
	inStock: number
}

interface Summary {
	sizes: SizeRow[]
	brands: CatalogueBrand[]
	brandRows: { name: string; category: string | null; logo_url: string | null }[]
	/** each type's spelling, by its lower case */
	types: Map<string, string>
}

export class CatalogueSnapshot {
	/** every size that has a listed tyre, ascending */
	readonly sizes: SizeTriple[]
	/** the same sizes as one short text for the browser (encodeSizeList), made once per version */
	readonly sizeList: string
	/** the sizes with the most tyres (the By Size tab), ascending */
	readonly popularSizes: SizeTriple[]
	readonly brands: CatalogueBrand[]
	private readonly sizeCounts = new Map<string, number>()
	private readonly inStock: (TyreSize & { tyreCount: number })[]
	private readonly brandNames = new Map<string, string>()
	private readonly typeNames: Map<string, string>
	/** the sidebar's values per searched size: at most 500 sizes (there are fewer than that) */
	private readonly facetCache = new BoundedCache<string, Promise<Facets>>({ maxEntries: 500 })

	constructor(
		private readonly db: Db,
		readonly version: number,
		summary: Summary,
	) {
		const bySize = [...summary.sizes].sort(compareSizes)
		this.sizes = bySize.map(triple)
		this.sizeList = encodeSizeList(this.sizes)
		for (const size of bySize) this.sizeCounts.set(sizeKey(size), size.count)
		this.popularSizes = [...bySize]
			.sort((a, b) => b.count - a.count || compareSizes(a, b))
			.slice(0, POPULAR_SIZES)
			.sort(compareSizes)
			.map(triple)
		this.inStock = bySize.filter((s) => s.inStock > 0).map((s) => ({ width: s.width, profile: s.profile, rim: s.rim, tyreCount: s.inStock }))
		this.brands = summary.brands
		for (const brand of this.brands) this.brandNames.set(brand.name.toLowerCase(), brand.name)
		// Brands in the brands table without listed tyres are known too (their search is empty).
		for (const row of summary.brandRows) if (!this.brandNames.has(row.name.toLowerCase())) this.brandNames.set(row.name.toLowerCase(), row.name)
		this.typeNames = summary.types
	}

	/** The brand's name as the catalogue spells it, for any capitalisation; undefined when unknown. */
	brandName(text: string) {
		return this.brandNames.get(text.trim().toLowerCase())
	}

	typeName(text: string) {
		return this.typeNames.get(text.trim().toLowerCase())
	}

	/** How many listed tyres a size has. */
	sizeCount(size: TyreSize) {
		return this.sizeCounts.get(sizeKey(size)) ?? 0
	}

	/** A listed tyre by slug; hidden and priceless tyres are not found. */
	listedBySlug(slug: string): Promise<CatalogueTyre | undefined> {
		return findListedTyre(this.db, slug)
	}

	/** spec §7 search: matching listed tyres in listing order, one page of them. */
	async search(filters: SearchFilters, { page = 1, limit = PAGE_SIZE }: { page?: number; limit?: number } = {}): Promise<SearchPage> {
		const size = Math.min(Math.max(1, Math.trunc(limit)), MAX_PAGE_SIZE)
		const current = Math.max(1, Math.trunc(page))
		const where = matching(filters)
		const [rows, total] = await Promise.all([
			this.db
				.selectFrom('tyres')
				.select(CATALOGUE_COLUMNS)
				.where(where)
				.orderBy(listingOrder(filters.sort))
				.limit(size)
				.offset((current - 1) * size)
				.execute(),
			// a whole size and nothing else (most searches): the snapshot has counted it already
			isWholeSizeOnly(filters)
				? this.sizeCount(filters)
				: this.db
						.selectFrom('tyres')
						.select((eb) => eb.fn.countAll<number | string>().as('n'))
						.where(where)
						.executeTakeFirstOrThrow()
						.then((counted) => Number(counted.n)),
		])
		return { tyres: toCatalogueTyres(rows), total, totalPages: Math.ceil(total / size), page: current, limit: size }
	}

	/** Every listed tyre matching the filters, in listing order. */
	async all(filters: SearchFilters = {}): Promise<CatalogueTyre[]> {
		const rows = await this.db.selectFrom('tyres').select(CATALOGUE_COLUMNS).where(matching(filters)).orderBy(listingOrder(filters.sort)).execute()
		return toCatalogueTyres(rows)
	}

	/** Every size with a listed tyre in stock, with how many such tyres it has. */
	inStockSizes() {
		return this.inStock
	}

	/** When a size has nothing in stock: the nearest sizes that have (same rim, diameter within 3%). */
	nearestInStock(size: TyreSize) {
		return nearestSizes(size, this.inStock)
	}

	/** spec §7 getall: every listed tyre, ascending by width, then profile, then rim. */
	async allBySize(): Promise<CatalogueTyre[]> {
		const rows = await this.db.selectFrom('tyres').select(CATALOGUE_COLUMNS).where(listed).orderBy(['width', 'profile', 'rim', 'id']).execute()
		return toCatalogueTyres(rows)
	}

	/**
	 * The values the filter sidebar offers: those found among the tyres of the chosen size
	 * (a size part left out matches all), so choosing one filter never hides the others.
	 */
	facets(size: { width?: number; profile?: number; rim?: number }): Promise<Facets> {
		const key = `${size.width ?? ''}/${size.profile ?? ''}/${size.rim ?? ''}`
		return this.facetCache.getOrSet(key, () => {
			const found = this.computeFacets(size)
			// a failed read is not kept
			found.catch(() => this.facetCache.delete(key))
			return found
		})
	}

	private async computeFacets(size: { width?: number; profile?: number; rim?: number }): Promise<Facets> {
		const where = matching({ width: size.width, profile: size.profile, rim: size.rim })
		const distinct = <C extends 'brand' | 'type' | 'load_index' | 'speed_rating'>(column: C) =>
			this.db.selectFrom('tyres').select(column).distinct().where(where).where(column, 'is not', null).execute()
		const [brands, types, loadIndexes, speedRatings, runflat] = await Promise.all([
			distinct('brand'),
			distinct('type'),
			distinct('load_index'),
			distinct('speed_rating'),
			this.db.selectFrom('tyres').select('id').where(where).where('runflat', '=', 1).limit(1).executeTakeFirst(),
		])
		const speedOrder = (s: string) => {
			const index = (SPEED_RATINGS as readonly string[]).indexOf(s)
			return index < 0 ? 99 : index
		}
		// the in-memory rules' 'has a value': an empty text is none
		const texts = (rows: Record<string, string | number | null>[], column: string) => rows.map((r) => r[column] as string).filter((v) => v !== '')
		return {
			brands: brands.map((r) => r.brand).sort((a, b) => Number(isHouseBrand(b)) - Number(isHouseBrand(a)) || a.localeCompare(b)),
			types: texts(types, 'type').sort(),
			loadIndexes: loadIndexes.map((r) => Number(r.load_index)).sort((a, b) => a - b),
			speedRatings: texts(speedRatings, 'speed_rating').sort((a, b) => speedOrder(a) - speedOrder(b) || a.localeCompare(b)),
			runflat: runflat !== undefined,
		}
	}

	/** Recommended for You per Refresh round: at most 100 rounds (12 tyres each) */
	private readonly recommendedCache = new BoundedCache<number, Promise<CatalogueTyre[]>>({ maxEntries: 100 })

	/** spec §9 Recommended for You; `round` is the Refresh count. */
	recommended(round = 0): Promise<CatalogueTyre[]> {
		return this.recommendedCache.getOrSet(round, () => {
			const found = recommendedFromDb(this.db, round)
			found.catch(() => this.recommendedCache.delete(round))
			return found
		})
	}

	/**
	 * Answers (response bodies) kept with this snapshot: at most 200 of them and 1 MB in all (as
	 * V8 holds them: a byte a character, two for a text with any character past Latin-1), about
	 * thirty pages of 50 tyres. Mixed traffic (each request a new query) never finds its answer
	 * here, so a larger budget only filled up with the catalogue's variety, and what it holds is
	 * memory that a large range fills and a small one never does: 24 MB held the answers of 816
	 * sizes with 100,000 tyres where 33 sizes filled a fraction of it. At 4 MB the search API's
	 * traffic alone peaked 19 MB higher with 100,000 tyres than with 1,000 (4–9 MB with no answers
	 * kept), and the bench's memory part, run after each other, gave +7.5% at 4 MB and +5.8% at
	 * 1 MB against its limit of 10%. A popular query asked again still skips the work.
	 */
	private readonly answers = new BoundedCache<string, Answer>({ maxEntries: 200, maxWeight: ANSWER_BUDGET_BYTES, weigh: answerBytes })

	/**
	 * /getall's whole catalogue, kept on its own so that it never pushes out the search answers
	 * (10 MB at 20,000 tyres; over its 24 MB it is built for each request and not kept).
	 */
	private readonly wholeList = new BoundedCache<string, Answer>({ maxEntries: 1, maxWeight: WHOLE_LIST_BUDGET_BYTES, weigh: answerBytes })

	/**
	 * A computed answer kept with this snapshot (an API response body for one query), so
	 * repeated searches skip the work until the catalogue changes.
	 */
	remember<T extends Answer>(key: string, compute: () => T): T {
		return this.answers.getOrSet(key, compute) as T
	}

	/** remember() for an answer computed from the database. */
	async rememberAsync<T extends Answer>(key: string, compute: () => Promise<T>): Promise<T> {
		const kept = this.answers.get(key)
		if (kept !== undefined) return kept as T
		const answer = await compute()
		this.answers.set(key, answer)
		return answer
	}

	/** The whole catalogue's answer (/getall), built once per version while under its budget. */
	async rememberWholeList(compute: () => Promise<string>): Promise<string> {
		const kept = this.wholeList.get('getall')
		if (kept !== undefined) return kept as string
		const answer = await compute()
		this.wholeList.set('getall', answer)
		return answer
	}
}

/** A kept answer: a response body, alone or with its status. */
type Answer = string | { status: number; body: string }
export const ANSWER_BUDGET_BYTES = 1_000_000
export const WHOLE_LIST_BUDGET_BYTES = 24_000_000
const answerBytes = (answer: Answer) => textBytes(typeof answer === 'string' ? answer : answer.body)

/** What a string takes in V8's heap: one byte a character, or two when any is past Latin-1. */
export function textBytes(text: string) {
	return text.length * (/[\u0100-\uffff]/.test(text) ? 2 : 1)
}

function triple(size: TyreSize): SizeTriple {
	return [size.width, size.profile, size.rim]
}

function sizeKey(size: TyreSize) {
	return `${size.width}/${size.profile}/${size.rim}`
}

/**
 * The search filters as a WHERE over the listed tyres. Texts compare as the in-memory rules did:
 * brand, type and model in any capitalisation, the speed rating in upper case.
 */
function matching(filters: SearchFilters) {
	return (eb: ExpressionBuilder<DB, 'tyres'>) => {
		const lower = (column: 'brand' | 'model' | 'type') => eb.fn<string>('lower', [column === 'type' ? eb.fn.coalesce('type', sql.lit('')) : eb.ref(column)])
		const terms: Expression<SqlBool>[] = [listed]
		if (filters.width !== undefined) terms.push(eb('width', '=', filters.width))
		if (filters.profile !== undefined) terms.push(eb('profile', '=', filters.profile))
		if (filters.rim !== undefined) terms.push(eb('rim', '=', filters.rim))
		if (filters.brand !== undefined) terms.push(eb(lower('brand'), '=', filters.brand.toLowerCase()))
		if (filters.type !== undefined) terms.push(eb(lower('type'), '=', filters.type.toLowerCase()))
		if (filters.runflat !== undefined) terms.push(eb('runflat', filters.runflat ? '=' : '<>', 1))
		if (filters.loadIndex !== undefined) terms.push(eb('load_index', '=', filters.loadIndex))
		if (filters.speedRating !== undefined) {
			terms.push(eb(eb.fn<string>('upper', [eb.fn.coalesce('speed_rating', sql.lit(''))]), '=', filters.speedRating.toUpperCase()))
		}
		if (filters.model !== undefined) terms.push(eb(lower('model'), '=', filters.model.trim().toLowerCase()))
		return eb.and(terms)
	}
}

/** Whether a search names a whole size and no other filter (a price sort filters nothing). */
function isWholeSizeOnly(filters: SearchFilters): filters is SearchFilters & TyreSize {
	const { width, profile, rim, sort: _sort, ...others } = filters
	return width !== undefined && profile !== undefined && rim !== undefined && Object.values(others).every((value) => value === undefined)
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

/** Rows of one query as catalogue tyres, sharing one copy of their common texts. */
function toCatalogueTyres(rows: CatalogueRow[]) {
	const texts = new Map<string, string>()
	return rows.map((row) => toCatalogueTyre(row, texts))
}

/**
 * What a snapshot keeps: per size its listed and in-stock tyres, per brand its listed tyres (named,
 * categorised and with the logo of its first tyre in listing order unless the brands table says),
 * and each type's spelling (the last in listing order, as the in-memory catalogue kept it).
 *
 * Every read walks an index or keeps one row: a window function over the whole catalogue
 * (row_number() per brand, per type) had SQLite sort every listed tyre, holding up to its cache
 * size of rows and a partition in a temporary table in the process, a peak that grew with the range
 * (about 8 MB more at 100,000 tyres than at 1,000). The brands are a few dozen: one query each, with
 * LIMIT 1, whose sort keeps a single row.
 */
async function loadSummary(db: Db): Promise<Summary> {
	const [sizes, brandCounts, typeSpellings, brandRows] = await Promise.all([
		db
			.selectFrom('tyres')
			.select(['width', 'profile', 'rim'])
			.select((eb) => [eb.fn.countAll<number | string>().as('count'), sql<number | string>`sum(CASE WHEN stock > 0 THEN 1 ELSE 0 END)`.as('in_stock')])
			.where(listed)
			.groupBy(['width', 'profile', 'rim'])
			.execute(),
		// the lower(brand) index gives the groups in order: no sort
		db
			.selectFrom('tyres')
			.select((eb) => [sql<string>`lower(brand)`.as('key'), eb.fn.countAll<number | string>().as('count')])
			.where(listed)
			.groupBy(sql`lower(brand)`)
			.execute(),
		// the type index gives the distinct spellings: no sort
		db
			.selectFrom('tyres')
			.select(['type', sql<string>`lower(type)`.as('key')])
			.distinct()
			.where(listed)
			.where('type', 'is not', null)
			.where('type', '<>', '')
			.execute(),
		db.selectFrom('brands').select(['name', 'category', 'logo_url']).execute(),
	])
	const brandFirsts = await Promise.all(
		brandCounts.map(async ({ key, count }) => {
			const first = await db
				.selectFrom('tyres')
				.select(['brand', 'category', 'brand_logo_url'])
				.where(listed)
				.where(sql`lower(brand)`, '=', key)
				.orderBy(listingOrder())
				.limit(1)
				.executeTakeFirstOrThrow()
			return { ...first, count }
		}),
	)
	const brandInfo = new Map(brandRows.map((b) => [b.name.toLowerCase(), b]))
	const brands = brandFirsts
		.map((first) => {
			const row = brandInfo.get(first.brand.toLowerCase())
			return { name: row?.name ?? first.brand, category: row?.category ?? first.category, logoUrl: row?.logo_url ?? first.brand_logo_url, tyreCount: Number(first.count) }
		})
		.sort((a, b) => Number(isHouseBrand(b.name)) - Number(isHouseBrand(a.name)) || a.name.localeCompare(b.name))
	return {
		sizes: sizes.map((s) => ({ width: s.width, profile: s.profile, rim: s.rim, count: Number(s.count), inStock: Number(s.in_stock) })),
		brands,
		brandRows,
		types: new Map((await typeSpellingsByCase(db, typeSpellings)).map((type) => [type.toLowerCase(), type])),
	}
}

/**
 * Each type's spelling: the only one when its lower case has one (the usual case), else the last
 * in listing order among them, read as one row.
 */
async function typeSpellingsByCase(db: Db, rows: { type: string | null; key: string }[]): Promise<string[]> {
	const byKey = new Map<string, string[]>()
	for (const row of rows) byKey.set(row.key, [...(byKey.get(row.key) ?? []), row.type!])
	return Promise.all(
		[...byKey].map(async ([key, spellings]) => {
			if (spellings.length === 1) return spellings[0]!
			const last = await db
				.selectFrom('tyres')
				.select('type')
				.where(listed)
				.where(sql`lower(type)`, '=', key)
				.where('type', '<>', '')
				.orderBy(reversedListingOrder())
				.limit(1)
				.executeTakeFirstOrThrow()
			return last.type!
		}),
	)
}

/** The listing order backwards: the last tyre first. */
function reversedListingOrder() {
	return sql.raw(`${HOUSE_SQL} ASC, ${STOCK_SQL} ASC, id DESC`)
}

/**
 * spec §9 Recommended for You from the database: per brand (as rules.ts groups them) its first
 * qualifying tyre and the one this round picks, then rules.ts orders them. Reads at most two
 * rows a brand.
 */
async function recommendedFromDb(db: Db, round: number): Promise<CatalogueTyre[]> {
	const turn = recommendationTurn(round)
	const qualifying = (eb: ExpressionBuilder<DB, 'tyres'>) => eb.and([listed, eb('stock', '>=', RECOMMENDED_MIN_STOCK)])
	const brandKey = sql.raw('lower(trim(brand))')
	const perBrand = await db
		.selectFrom(
			db
				.selectFrom('tyres')
				.select(CATALOGUE_COLUMNS)
				.select([
					sql<number | string>`row_number() OVER (PARTITION BY ${brandKey} ORDER BY stock DESC, id ASC) - 1`.as('place'),
					sql<number | string>`count(*) OVER (PARTITION BY ${brandKey})`.as('count'),
				])
				.where(qualifying)
				.as('t'),
		)
		.selectAll()
		.where((eb) => eb.or([eb('place', '=', 0), eb('place', '=', sql<number>`${turn} % count`)]))
		.execute()
	const brands = new Map<string, { first?: CatalogueTyre; picked?: CatalogueTyre }>()
	const texts = new Map<string, string>()
	for (const row of perBrand) {
		const tyre = toCatalogueTyre(row, texts)
		const key = tyre.brand.trim().toLowerCase()
		const entry = brands.get(key) ?? {}
		brands.set(key, entry)
		if (Number(row.place) === 0) entry.first = tyre
		if (Number(row.place) === turn % Number(row.count)) entry.picked = tyre
	}
	// the in-memory rules met the brands in the order of their first tyres
	const ranked = [...brands.values()]
		.map((b) => ({ first: b.first!, picked: b.picked! }))
		.sort((a, b) => b.first.stock - a.first.stock || a.first.id - b.first.id)

	let housePick: CatalogueTyre | null = null
	const house = (eb: ExpressionBuilder<DB, 'tyres'>) =>
		eb.and([qualifying(eb), sql<boolean>`${sql.raw(HOUSE_SQL)}`, sql<boolean>`lower(trim(coalesce(category, ''))) = 'mid-range'`])
	const houseCount = Number((await db.selectFrom('tyres').select((eb) => eb.fn.countAll<number | string>().as('n')).where(house).executeTakeFirstOrThrow()).n)
	if (houseCount > 0) {
		const row = await db
			.selectFrom('tyres')
			.select(CATALOGUE_COLUMNS)
			.where(house)
			.orderBy(sql.raw('stock DESC, id ASC'))
			.limit(1)
			.offset(turn % houseCount)
			.executeTakeFirstOrThrow()
		housePick = toCatalogueTyre(row)
	}
	return orderRecommended(housePick, ranked)
}

/** A listed tyre by slug, straight from the database; hidden and priceless tyres are not found. */
export async function findListedTyre(db: Db, slug: string): Promise<CatalogueTyre | undefined> {
	const row = await db.selectFrom('tyres').select(CATALOGUE_COLUMNS).where('slug', '=', slug).where(listed).executeTakeFirst()
	return row ? toCatalogueTyre(row) : undefined
}

/** Listed tyres by id, straight from the database, in no particular order; others are not found. */
export async function findListedTyres(db: Db, ids: readonly number[]): Promise<CatalogueTyre[]> {
	if (ids.length === 0) return []
	const rows = await db
		.selectFrom('tyres')
		.select(CATALOGUE_COLUMNS)
		.where('id', 'in', [...ids])
		.where(listed)
		.execute()
	return rows.map((row) => toCatalogueTyre(row))
}

/**
 * Listed tyres in stock in `tyre`'s size, itself left out, the nearest to its price first (then the
 * lowest id): a few rows read, not the whole size.
 */
export async function sameSizeNearestInPrice(db: Db, tyre: CatalogueTyre, limit: number): Promise<CatalogueTyre[]> {
	const rows = await db
		.selectFrom('tyres')
		.select(CATALOGUE_COLUMNS)
		.where(listed)
		.where('width', '=', tyre.width)
		.where('profile', '=', tyre.profile)
		.where('rim', '=', tyre.rim)
		.where('stock', '>', 0)
		.where('id', '!=', tyre.id)
		.orderBy(sql`abs(price_incl_gst - ${tyre.priceInclGst})`)
		.orderBy('id')
		.limit(limit)
		.execute()
	return toCatalogueTyres(rows)
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
	const promise = loadSummary(db).then((summary) => new CatalogueSnapshot(db, version, summary))
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
export async function runSearch(catalogue: CatalogueSnapshot, filters: SearchFilters, { page = 1, limit = PAGE_SIZE } = {}): Promise<SearchOutcome> {
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
	const result = await catalogue.search(resolved, { page, limit })
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
