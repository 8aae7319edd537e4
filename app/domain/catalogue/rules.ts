import { displayPrice, hasAnyPrice } from '#app/domain/pricing/pricing'
import type { CatalogueTyre, PriceSort } from './types'

// The catalogue's listing rules (spec §9), in one place: what is listed, in which order, and
// which tyres are recommended.

export const PAGE_SIZE = 50 // spec §9: search page size 50
export const MAX_PAGE_SIZE = 100
export const HOUSE_BRAND = 'Zeta'
/** spec §9: the house brand's model 'antarctica 5' is never listed. */
export const HIDDEN_MODEL = 'antarctica 5'

export const PREMIUM_ORDER = ['Michelin', 'Pirelli', 'Bridgestone', 'Continental', 'Goodyear', 'Dunlop', 'Yokohama', 'Toyo', 'Falken']
export const MID_RANGE_ORDER = ['Kumho', 'Hankook', 'Nexen', 'GT Radial', 'Maxxis', 'Laufenn']
export const RECOMMENDED_MIN_STOCK = 6
/** spec §9: brands whose top stock is 12 or more (12+ counts as 12) rank first. */
export const RECOMMENDED_TOP_STOCK = 12
export const RECOMMENDED_LIMIT = 12

/** spec §3: reference lists held locally. */
export const SPEED_RATINGS = ['L', 'M', 'N', 'P', 'Q', 'R', 'S', 'T', 'U', 'H', 'V', 'W', 'Y', 'Z'] as const
export const LOAD_INDEX_RANGE = { min: 60, max: 119 } as const
export const CATEGORIES = ['Premium', 'Mid-Range', 'Budget'] as const

const lower = (text: string | null | undefined) => (text ?? '').trim().toLowerCase()

export function isHouseBrand(brand: string) {
	return lower(brand) === lower(HOUSE_BRAND)
}

/** The hidden house model: spec §9 'its model antarctica 5 is hidden'. */
export function isHiddenModel(tyre: Pick<CatalogueTyre, 'brand' | 'model'>) {
	return isHouseBrand(tyre.brand) && lower(tyre.model) === HIDDEN_MODEL
}

/** Whether a tyre appears anywhere a customer can find it: not hidden, and it has a price (spec §2). */
export function isListed(tyre: CatalogueTyre) {
	return !isHiddenModel(tyre) && hasAnyPrice(tyre)
}

/** The price the listing sorts by: the displayed card price (Price for 4, spec §9). */
export function listingPrice(tyre: CatalogueTyre) {
	return displayPrice(tyre) ?? Number.MAX_SAFE_INTEGER
}

/**
 * spec §9 card ordering: the house brand first; then stock descending, with price deciding
 * when the customer chose a sort. A chosen price sort puts the tyres in stock first, then
 * orders them by price (stock breaking ties), so a price sort never leads with tyres that
 * cannot be bought. The id keeps pages stable.
 */
export function compareForListing(sort?: PriceSort | null) {
	return (a: CatalogueTyre, b: CatalogueTyre) => {
		const house = Number(isHouseBrand(b.brand)) - Number(isHouseBrand(a.brand))
		if (house) return house
		if (sort) {
			const inStock = Number(b.stock > 0) - Number(a.stock > 0)
			if (inStock) return inStock
			const price = sort === 'low-to-high' ? listingPrice(a) - listingPrice(b) : listingPrice(b) - listingPrice(a)
			if (price) return price
		}
		return b.stock - a.stock || a.id - b.id
	}
}

/** The listed tyres in listing order. */
export function listTyres(tyres: readonly CatalogueTyre[], sort?: PriceSort | null) {
	return tyres.filter(isListed).sort(compareForListing(sort))
}

/** spec §3: 'In Stock' may display as '12+' or 'out of stock'. */
export function stockLabel(stock: number) {
	if (stock <= 0) return 'Out of stock'
	if (stock >= RECOMMENDED_TOP_STOCK) return '12+ in stock'
	return `${stock} in stock`
}

function brandRank(brand: string, category: string | null) {
	const premium = PREMIUM_ORDER.findIndex((b) => lower(b) === lower(brand))
	if (premium >= 0) return premium
	const mid = MID_RANGE_ORDER.findIndex((b) => lower(b) === lower(brand))
	if (mid >= 0) return 100 + mid
	if (lower(category) === 'premium') return 50
	if (lower(category) === 'mid-range') return 150
	if (lower(category) === 'budget') return 200
	return 300
}

/**
 * spec §9 'Recommended for You': one tyre per brand, each with stock of at least 6; brands
 * whose top stock is 12 or more first; premium brands in their order, then mid-range in theirs
 * (other brands after, by name); a house-brand mid-range tyre goes first; the hidden model is
 * never recommended.
 *
 * 'The first tyre of each brand' is the first in listing order (most stock first). Refresh
 * asks for the next `round`: each brand then offers its next qualifying tyre, so the grid
 * changes while every rule above still holds; round 0 is the spec's set.
 */
export function recommendedTyres(tyres: readonly CatalogueTyre[], { round = 0, limit = RECOMMENDED_LIMIT } = {}) {
	const byBrand = new Map<string, CatalogueTyre[]>()
	const ordered = tyres.filter((t) => isListed(t) && t.stock >= RECOMMENDED_MIN_STOCK).sort((a, b) => b.stock - a.stock || a.id - b.id)
	for (const tyre of ordered) {
		const key = lower(tyre.brand)
		const list = byBrand.get(key)
		if (list) list.push(tyre)
		else byBrand.set(key, [tyre])
	}
	const turn = recommendationTurn(round)
	const pick = (list: CatalogueTyre[]) => list[turn % list.length]!

	const houseMidRange = ordered.filter((t) => isHouseBrand(t.brand) && isMidRange(t.category))
	const housePick = houseMidRange.length ? pick(houseMidRange) : null
	const brands = [...byBrand.values()].map((list) => ({ first: list[0]!, picked: pick(list) }))
	return orderRecommended(housePick, brands, limit)
}

/** Which of each brand's qualifying tyres a Refresh round offers: the `turn % count`-th. */
export function recommendationTurn(round: number) {
	return Math.abs(Math.trunc(round))
}

export function isMidRange(category: string | null) {
	return lower(category) === 'mid-range'
}

/**
 * The recommendation rules once each brand's qualifying tyres are known by their first (most
 * stock) and the one this round picks: the house brand's mid-range pick (when there is one)
 * stands for the house brand; the other brands follow in the spec's order.
 */
export function orderRecommended(
	housePick: CatalogueTyre | null,
	brands: readonly { first: CatalogueTyre; picked: CatalogueTyre }[],
	limit = RECOMMENDED_LIMIT,
) {
	const picks: CatalogueTyre[] = []
	if (housePick) picks.push(housePick)
	const ranked = brands
		.filter((brand) => !(housePick && isHouseBrand(brand.first.brand)))
		.map((brand) => ({ ...brand, top: Math.min(brand.first.stock, RECOMMENDED_TOP_STOCK) >= RECOMMENDED_TOP_STOCK ? 0 : 1 }))
	ranked.sort(
		(a, b) =>
			a.top - b.top ||
			brandRank(a.first.brand, a.first.category) - brandRank(b.first.brand, b.first.category) ||
			a.first.brand.localeCompare(b.first.brand),
	)
	for (const brand of ranked) picks.push(brand.picked)
	return picks.slice(0, limit)
}

/** Public catalogue answers may be cached briefly: stock and prices move, but not by the second. */
export const CATALOGUE_CACHE_CONTROL = 'public, max-age=15, stale-while-revalidate=60'

/** Tyre slugs are lower-case words joined by hyphens (db/seed-data slugify). */
export function isSlug(text: string) {
	return text.length > 0 && text.length <= 200 && /^[a-z0-9]+(?:-[a-z0-9]+)*$/.test(text)
}
