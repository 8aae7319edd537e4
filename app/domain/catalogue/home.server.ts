import type { Db } from '#app/lib/db.server'
import { getCatalogue, runSearch, type Facets } from './catalogue.server'
import type { NearSize } from './nearest-sizes'
import { parseHomeSearch, type HomeSearch } from './search-query'
import type { SizeTriple } from './size'
import { staggeredPairs } from './staggered'
import type { CatalogueBrand, CatalogueTyre, PairOffer, SearchPage } from './types'

export interface HomeCatalogueData {
	/** 200, or 400 when the search in the URL is bad (the forms show why) */
	status: 200 | 400
	search: HomeSearch
	/** the results of the search in the URL; null when there is none */
	results: SearchPage | null
	/** what the filter sidebar offers for the searched size */
	facets: Facets | null
	/** staggered searches: the front+rear pair offered for each shown tyre, by tyre id */
	pairs: Record<number, PairOffer> | null
	/** every size in stock, for the size selects: one text (sizesOfList reads it) */
	sizeList: string
	/** the sizes with the most tyres, for the By Size tab */
	popularSizes: SizeTriple[]
	brands: CatalogueBrand[]
	/**
	 * Recommended for You (one tyre per brand, any size): only while no search is shown. Beside the
	 * results for a size they would offer tyres that do not fit the customer's car.
	 */
	recommended: CatalogueTyre[]
	/** a size search with nothing in it: the nearest sizes with tyres in stock (same rim) */
	nearest: NearSize[]
}

/** Everything the home page's search, results and recommendations show, from its URL. */
export async function homeCatalogue(db: Db, params: URLSearchParams): Promise<HomeCatalogueData> {
	const catalogue = await getCatalogue(db)
	const search = parseHomeSearch(params)
	let results: SearchPage | null = null
	let pairs: Record<number, PairOffer> | null = null
	if (search.filters) {
		const outcome = await runSearch(catalogue, search.filters, { page: search.page })
		if (outcome.ok) {
			results = outcome.result
			search.filters = outcome.filters
			if (search.staggered) {
				const { side, front, rear } = search.staggered
				const other = side === 'front' ? rear : front
				pairs = staggeredPairs(side, results.tyres, await catalogue.all(other), { front, rear })
			}
		} else {
			search.errors[outcome.field] = outcome.error
		}
	}
	const searched = search.filters
	const nearest =
		results?.total === 0 && searched?.width !== undefined && searched.profile !== undefined && searched.rim !== undefined
			? catalogue.nearestInStock({ width: searched.width, profile: searched.profile, rim: searched.rim })
			: []
	const hasErrors = Object.keys(search.errors).length > 0
	const sizeFilter = search.filters ?? {}
	return {
		status: hasErrors ? 400 : 200,
		search,
		results,
		facets: search.filters || hasErrors ? await catalogue.facets({ width: sizeFilter.width, profile: sizeFilter.profile, rim: sizeFilter.rim }) : null,
		pairs,
		sizeList: catalogue.sizeList,
		popularSizes: catalogue.popularSizes,
		brands: catalogue.brands,
		recommended: results ? [] : await catalogue.recommended(search.round),
		nearest,
	}
}
