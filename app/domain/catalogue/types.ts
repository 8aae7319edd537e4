import type { TierPrices } from '#app/domain/pricing/pricing'
import type { TyreDetails } from './tyre-details'

/** One catalogue row as the shop's pages and rules see it. Money in integer cents. */
export interface CatalogueTyre extends TierPrices {
	id: number
	slug: string
	brand: string
	model: string
	width: number
	profile: number
	rim: number
	/** '205/55R16' */
	size: string
	/** '91V' */
	loadSpeedRating: string | null
	loadIndex: number | null
	speedRating: string | null
	/** 'XL', '*', 'MO' …; null when the source had none ('NaN') */
	marking: string | null
	runflat: boolean
	/** Passenger | Performance | SUV | 4WD | … */
	type: string | null
	/** Premium | Mid-Range | Budget */
	category: string | null
	priceInclGst: number
	stock: number
	unloading24h: number | null
	imageUrl: string | null
	brandLogoUrl: string | null
	/** tread-life warranty in kilometres, when the tyre has one (migration 0011) */
	warrantyKm: number | null
}

/** A brand for the By Brand carousel and the filters (spec §3 brand logo entry). */
export interface CatalogueBrand {
	name: string
	category: string | null
	logoUrl: string | null
	/** tyres of this brand that are listed */
	tyreCount: number
}

export type PriceSort = 'low-to-high' | 'high-to-low'

export interface SearchFilters {
	width?: number
	profile?: number
	rim?: number
	brand?: string
	type?: string
	runflat?: boolean
	loadIndex?: number
	speedRating?: string
	/** admin filter (spec §7: search accepts an optional model) */
	model?: string
	sort?: PriceSort
}

export interface SearchPage<T = CatalogueTyre> {
	tyres: T[]
	total: number
	totalPages: number
	page: number
	limit: number
}

/** A staggered result's other half: add the front and rear tyres together in one step. */
export interface PairOffer {
	frontTyreId: number
	rearTyreId: number
	frontSize: string
	rearSize: string
	/** tyres per axle */
	quantity: number
	/** both lines at that quantity, cents */
	total: number
	/** identity keys of both tyres, for 'Already in Cart' */
	keys: [string, string]
}

/** A tyre as the admin grid shows it; money in cents. */
export interface AdminTyre {
	id: number
	slug: string
	brand: string
	model: string
	size: string
	loadSpeedRating: string | null
	marking: string | null
	runflat: boolean
	type: string | null
	category: string | null
	stock: number
	prices: [number | null, number | null, number | null, number | null, number | null]
	priceInclGst: number
	/** what the shop pays for one, cents (from a price list); null when not known */
	costPrice: number | null
	/** Price for 1 less the cost price, in cents and as a percent of the price; null without both */
	margin: { cents: number; percent: string } | null
	unloading24h: number | null
	imageUrl: string | null
	brandLogoUrl: string | null
	details: TyreDetails
}

export interface Facets {
	brands: string[]
	types: string[]
	loadIndexes: number[]
	speedRatings: string[]
	runflat: boolean
}
