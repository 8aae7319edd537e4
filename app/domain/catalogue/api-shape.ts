import type { CatalogueTyre } from './types'

// The public JSON shape of a tyre: the spec's field names (§3 Tyre), as the original API
// answered them. Amounts are in dollars (AUD incl. GST, two decimals at most) because that is
// what API clients of the spec read; inside the shop every amount stays integer cents.

export function centsToDollars(cents: number | null): number | null {
	return cents === null ? null : Math.round(cents) / 100
}

/** Stock and the five price tiers under the spec's field names, in dollars. */
export interface ApiStockAndPrices {
	'In Stock': number
	'Price for 1': number | null
	'Price for 2': number | null
	'Price for 3': number | null
	'Price for 4': number | null
	'Price for 5': number | null
}

export interface ApiTyre extends ApiStockAndPrices {
	_id: number
	slug: string
	Brand: string
	Model: string
	SIZE: string
	width: number
	profile: number
	rimSize: number
	'LOAD/SPEED RATING': string | null
	Marking: string | null
	RunFlat: 'YES' | 'NO'
	Type: string | null
	category: string | null
	brand_logo_url: string | null
	brandLogo: string | null
	image_url: string | null
	'Price Incl GST': number | null
	'UNLOADING IN 24 HRS': number | null
}

export function toApiTyre(tyre: CatalogueTyre): ApiTyre {
	return {
		_id: tyre.id,
		slug: tyre.slug,
		Brand: tyre.brand,
		Model: tyre.model,
		SIZE: tyre.size,
		width: tyre.width,
		profile: tyre.profile,
		rimSize: tyre.rim,
		'LOAD/SPEED RATING': tyre.loadSpeedRating,
		Marking: tyre.marking,
		RunFlat: tyre.runflat ? 'YES' : 'NO',
		Type: tyre.type,
		category: tyre.category,
		brand_logo_url: tyre.brandLogoUrl,
		brandLogo: tyre.brandLogoUrl,
		image_url: tyre.imageUrl,
		'In Stock': tyre.stock,
		'Price for 1': centsToDollars(tyre.price_1),
		'Price for 2': centsToDollars(tyre.price_2),
		'Price for 3': centsToDollars(tyre.price_3),
		'Price for 4': centsToDollars(tyre.price_4),
		'Price for 5': centsToDollars(tyre.price_5),
		'Price Incl GST': centsToDollars(tyre.priceInclGst),
		'UNLOADING IN 24 HRS': tyre.unloading24h,
	}
}
