import type { CatalogueSnapshot } from '#app/domain/catalogue/catalogue.server'
import { PAGE_SIZE } from '#app/domain/catalogue/rules'
import { parseSize } from '#app/domain/catalogue/size'
import type { CatalogueTyre } from '#app/domain/catalogue/types'
import { type AuState, type RegoProvider, type VehicleFitment } from './rego'

export type RegoSearchResult =
	| {
			status: 'found'
			variants: VehicleFitment[]
			/** the tyres that fit, when there is exactly one variant with a known size */
			matched: { front: CatalogueTyre[]; rear: CatalogueTyre[] } | null
	  }
	| { status: 'not-found' }
	| { status: 'unavailable'; message: string }

/** Tyres of one factory size, in listing order (first page only). */
export async function tyresForSize(catalogue: CatalogueSnapshot, sizeText: string | null): Promise<CatalogueTyre[]> {
	const size = parseSize(sizeText)
	if (!size) return []
	return (await catalogue.search(size, { limit: PAGE_SIZE })).tyres
}

/** spec §7 search-by-rego: the vehicle(s) behind a plate and, for one match, the tyres that fit. */
export async function searchByRego(provider: RegoProvider, catalogue: CatalogueSnapshot, rego: string, state: AuState): Promise<RegoSearchResult> {
	const lookup = await provider.lookup(rego, state)
	if (lookup.status !== 'found') return lookup
	const variants = dedupe(lookup.vehicles)
	const single = variants.length === 1 ? variants[0]! : null
	const matched =
		single && single.frontSize
			? { front: await tyresForSize(catalogue, single.frontSize), rear: single.rearSize ? await tyresForSize(catalogue, single.rearSize) : [] }
			: null
	return { status: 'found', variants, matched }
}

function dedupe(vehicles: VehicleFitment[]) {
	const seen = new Set<string>()
	return vehicles.filter((v) => {
		const key = JSON.stringify([v.make, v.model, v.variant, v.year, v.frontSize, v.rearSize])
		if (seen.has(key)) return false
		seen.add(key)
		return true
	})
}
