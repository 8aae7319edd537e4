import { centsToDollars, type ApiStockAndPrices } from '#app/domain/catalogue/api-shape'
import { shippingFee, shippingNotice } from '#app/domain/pricing/pricing'
import type { CartLineView, CartView } from './cart.server'
import { missingAxleHref, missingAxleMessage } from './staggered-cart'

// The cart as the JSON API answers it: each line with the spec's cart item fields (§3), plus
// its line id (for quantity changes and removal), position and line total. Amounts in dollars,
// like the catalogue API; the server computes every one of them from the tyre's current prices.

export interface ApiCartItem extends ApiStockAndPrices {
	lineId: number
	tyre: number
	slug: string
	SIZE: string
	width: number
	profile: number
	rimSize: number
	brand: string
	model: string
	rating: string | null
	Marking: string | null
	Type: string | null
	RunFlat: 'YES' | 'NO'
	logo: string | null
	image: string | null
	/** per-tyre price at this quantity; null when the tyre lost that price tier */
	price: number | null
	quantity: number
	lineTotal: number
	/** 'front' or 'rear' for a staggered pair */
	position: string | null
}

/** A bookable service in the cart (puncture repair, rotation, …); amounts in dollars. */
export interface ApiCartService {
	lineId: number
	serviceId: number
	slug: string
	name: string
	/** tyres for a per-tyre service, else 1 */
	quantity: number
	perTyre: boolean
	/** null when the owner has stopped taking bookings for it */
	price: number | null
	lineTotal: number
}

export interface ApiCart {
	items: ApiCartItem[]
	services: ApiCartService[]
	/** total tyres (the header badge) */
	quantity: number
	/** sum of the tyre and service line totals */
	total: number
	/** spec §9: the shipping fee this total would have ($10 under $150), shown before checkout */
	shipping: number
	/** where the fee applies: the rule and what is left to free shipping; null where it does not */
	shippingNotice: string | null
	/** a staggered search's cart with one axle's size only: what the car also needs */
	staggeredNotice: string | null
	/** where the missing axle's tyres are listed */
	staggeredSearch: string | null
}

export function toApiCartItem(line: CartLineView): ApiCartItem {
	return {
		lineId: line.id,
		tyre: line.tyreId,
		slug: line.slug,
		SIZE: line.size,
		width: line.width,
		profile: line.profile,
		rimSize: line.rim,
		brand: line.brand,
		model: line.model,
		rating: line.loadSpeedRating,
		Marking: line.marking,
		Type: line.type,
		RunFlat: line.runflat ? 'YES' : 'NO',
		logo: line.brandLogoUrl,
		image: line.imageUrl,
		price: centsToDollars(line.unitPrice),
		quantity: line.quantity,
		lineTotal: centsToDollars(line.lineTotal) ?? 0,
		position: line.position,
		'In Stock': line.stock,
		'Price for 1': centsToDollars(line.prices[0]),
		'Price for 2': centsToDollars(line.prices[1]),
		'Price for 3': centsToDollars(line.prices[2]),
		'Price for 4': centsToDollars(line.prices[3]),
		'Price for 5': centsToDollars(line.prices[4]),
	}
}

export function toApiCart(cart: CartView): ApiCart {
	return {
		items: cart.lines.map(toApiCartItem),
		services: cart.services.map((line) => ({
			lineId: line.id,
			serviceId: line.serviceId,
			slug: line.slug,
			name: line.name,
			quantity: line.quantity,
			perTyre: line.perTyre,
			price: centsToDollars(line.unitPrice),
			lineTotal: centsToDollars(line.lineTotal) ?? 0,
		})),
		quantity: cart.quantity,
		total: centsToDollars(cart.subtotal) ?? 0,
		shipping: centsToDollars(shippingFee(cart.subtotal)) ?? 0,
		shippingNotice: shippingNotice(cart.subtotal),
		staggeredNotice: cart.missingAxle ? missingAxleMessage(cart.missingAxle) : null,
		staggeredSearch: cart.missingAxle && cart.staggered ? missingAxleHref(cart.staggered, cart.missingAxle) : null,
	}
}
