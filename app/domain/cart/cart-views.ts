// The cart as pages show it (what the cart module reads), free of server code so components can name it.

export interface CartLineView {
	id: number
	tyreId: number
	slug: string
	brand: string
	model: string
	size: string
	width: number
	profile: number
	rim: number
	loadSpeedRating: string | null
	marking: string | null
	runflat: boolean
	type: string | null
	imageUrl: string | null
	brandLogoUrl: string | null
	stock: number
	quantity: number
	/** 'front' or 'rear' for a staggered pair, else null */
	position: string | null
	prices: [number | null, number | null, number | null, number | null, number | null]
	/** per-tyre price at this quantity; null when the tyre no longer has that tier */
	unitPrice: number | null
	lineTotal: number
}

/** A bookable service in the cart (puncture repair, rotation, …), priced from the service on every read. */
export interface CartServiceView {
	id: number
	serviceId: number
	slug: string
	name: string
	description: string | null
	/** tyres for a per-tyre service, else 1 */
	quantity: number
	perTyre: boolean
	maxQuantity: number
	/** minutes for one */
	minutes: number
	/** null when the owner has stopped taking bookings for it */
	unitPrice: number | null
	lineTotal: number
}
