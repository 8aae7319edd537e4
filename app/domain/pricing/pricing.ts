// The one place that computes money (ARCHITECTURE: Money). Every amount is integer cents;
// every page and endpoint that shows or charges money calls these functions.

import { formatDollars } from '#app/lib/money'

export const MIN_QUANTITY = 1
export const MAX_QUANTITY = 5 // spec §9: quantity per line 1 to 5
export const SHIPPING_FEE = 1000 // spec §9: $10 …
export const FREE_SHIPPING_FROM = 15000 // … free when the subtotal is $150 or more
export const FLEXIBLE_DISCOUNT = 1000 // spec §9: 'I'm flexible' gives $10 off

/** spec §9: the shipping fee on an order's subtotal (tyres and services): $10 under $150, free from $150 (and on nothing). */
export function shippingFee(subtotal: number) {
	return subtotal > 0 && subtotal < FREE_SHIPPING_FROM ? SHIPPING_FEE : 0
}

/** The shipping rule in a sentence, for pages that show prices before the cart's total. */
export function shippingRule() {
	return `Orders under ${formatDollars(FREE_SHIPPING_FROM)} add a ${formatDollars(SHIPPING_FEE)} shipping fee; from ${formatDollars(FREE_SHIPPING_FROM)} shipping is free.`
}

/**
 * What the customer is told where the fee applies to a subtotal (cart, product page), or null
 * where it does not: the fee and how much more would make shipping free.
 */
export function shippingNotice(subtotal: number): string | null {
	if (shippingFee(subtotal) === 0) return null
	return `A ${formatDollars(SHIPPING_FEE)} shipping fee applies to orders under ${formatDollars(FREE_SHIPPING_FROM)}: add ${formatDollars(FREE_SHIPPING_FROM - subtotal)} more and shipping is free.`
}

/** The five tier prices of a tyre: per-tyre price when buying 1..5 (spec §3 'Price for N'). */
export interface TierPrices {
	price_1: number | null
	price_2: number | null
	price_3: number | null
	price_4: number | null
	price_5: number | null
}

export type Quantity = 1 | 2 | 3 | 4 | 5

export function isQuantity(value: number): value is Quantity {
	return Number.isInteger(value) && value >= MIN_QUANTITY && value <= MAX_QUANTITY
}

/** Per-tyre price when buying `quantity`, or null when that tier has no price. */
export function unitPrice(tyre: TierPrices, quantity: number): number | null {
	if (!isQuantity(quantity)) return null
	const price = tyre[`price_${quantity}`]
	return price !== null && price > 0 ? price : null
}

/** spec §9: the displayed card price is the Price for 4 (else the nearest tier that has one). */
export function displayPrice(tyre: TierPrices): number | null {
	for (const quantity of [4, 5, 3, 2, 1]) {
		const price = unitPrice(tyre, quantity)
		if (price !== null) return price
	}
	return null
}

/** The tier the displayed price comes from: 4 (spec §9), else the nearest tier with a price. */
export function displayPriceTier(tyre: TierPrices): { quantity: Quantity; unitPrice: number } | null {
	for (const quantity of [4, 5, 3, 2, 1] as const) {
		const price = unitPrice(tyre, quantity)
		if (price !== null) return { quantity, unitPrice: price }
	}
	return null
}

/** spec §2: a tyre without any price is not shown. */
export function hasAnyPrice(tyre: TierPrices) {
	return displayPrice(tyre) !== null
}

export interface QuantityOption {
	quantity: Quantity
	unitPrice: number
	total: number
	/** spec §5: an option above the stock is disabled (and struck through) */
	disabled: boolean
}

/** The price options 1..5 of a card or product page; a tier without a price is left out. */
export function quantityOptions(tyre: TierPrices & { stock: number }): QuantityOption[] {
	const options: QuantityOption[] = []
	for (const quantity of [1, 2, 3, 4, 5] as const) {
		const price = unitPrice(tyre, quantity)
		if (price === null) continue
		options.push({ quantity, unitPrice: price, total: price * quantity, disabled: quantity > tyre.stock })
	}
	return options
}

/** A set of four: what most customers buy, and the quantity a card or product page offers first. */
export const USUAL_QUANTITY = 4

/**
 * The quantity a card or product page has chosen before the customer touches it: the one they
 * searched for (else a set of 4); when stock or the price tiers do not allow it, the largest
 * quantity below it that can be bought, else the smallest above it; null when none can.
 */
export function preselectedQuantity(options: readonly QuantityOption[], wanted: number = USUAL_QUANTITY): Quantity | null {
	const open = options.filter((o) => !o.disabled)
	const exact = open.find((o) => o.quantity === wanted)
	if (exact) return exact.quantity
	const below = open.filter((o) => o.quantity < wanted).at(-1)
	return below?.quantity ?? open[0]?.quantity ?? null
}

/** Why a quantity cannot be bought, or null when it can. */
export function quantityProblem(tyre: TierPrices & { stock: number }, quantity: number): string | null {
	if (!isQuantity(quantity)) return 'Choose a quantity from 1 to 5.'
	if (tyre.stock <= 0) return 'This tyre is currently out of stock.'
	if (quantity > tyre.stock) return `Only ${tyre.stock} of this tyre ${tyre.stock === 1 ? 'is' : 'are'} in stock.`
	if (unitPrice(tyre, quantity) === null) return `This tyre is not sold in a quantity of ${quantity}.`
	return null
}

export interface PricedLine {
	quantity: number
	unitPrice: number
	lineTotal: number
}

export function priceLine(tyre: TierPrices, quantity: number): PricedLine | null {
	const price = unitPrice(tyre, quantity)
	return price === null ? null : { quantity, unitPrice: price, lineTotal: price * quantity }
}

/** A bookable service as pricing sees it: its price (cents, GST included) and whether it is per tyre. */
export interface ServicePrice {
	price: number
	perTyre: boolean
	active: boolean
}

/** A service charged per tyre (a repair, a recycled tyre) is booked for 1 to 5 tyres; any other once. */
export function maxServiceQuantity(service: Pick<ServicePrice, 'perTyre'>): number {
	return service.perTyre ? MAX_QUANTITY : 1
}

/** Why a service cannot be booked in this quantity, or null when it can. */
export function serviceQuantityProblem(service: ServicePrice, quantity: number): string | null {
	if (!service.active) return 'This service can no longer be booked online.'
	const max = maxServiceQuantity(service)
	if (!Number.isInteger(quantity) || quantity < 1 || quantity > max) return max === 1 ? 'This service is booked once per car.' : `Choose from 1 to ${max} tyres.`
	return null
}

/** A service line: its price times the quantity (tyres for a per-tyre service, else 1). */
export function priceService(service: Pick<ServicePrice, 'price'>, quantity: number): PricedLine {
	return { quantity, unitPrice: service.price, lineTotal: service.price * quantity }
}

export interface CouponRule {
	code: string
	discount_type: 'percentage' | 'flat'
	/** percentage: whole percent; flat: cents */
	discount_value: number
	/** cents */
	minimum_amount: number
	/** YYYY-MM-DD in the shop's timezone, valid through that day */
	expiry_date: string
}

export type CouponResult = { ok: true; code: string; discount: number } | { ok: false; message: string }

/**
 * Checks a coupon against the order total (after shipping and the flexible discount, the
 * amount the customer would pay) on `today` (YYYY-MM-DD, shop timezone).
 */
export function applyCoupon(coupon: CouponRule | undefined | null, total: number, today: string): CouponResult {
	if (!coupon) return { ok: false, message: 'This coupon code is not valid.' }
	if (coupon.expiry_date < today) return { ok: false, message: 'This coupon has expired.' }
	if (total < coupon.minimum_amount) {
		return { ok: false, message: `This coupon needs an order of at least ${formatDollars(coupon.minimum_amount)}.` }
	}
	const raw = coupon.discount_type === 'percentage' ? Math.round((total * coupon.discount_value) / 100) : coupon.discount_value
	return { ok: true, code: coupon.code, discount: Math.max(0, Math.min(raw, total)) }
}

/**
 * A coupon quoted on a total the client names, with no cart behind it (spec §7: the account
 * layer's POST /api/coupons/apply { code, totalAmount }). A quote only: placing a booking
 * prices everything again on the server.
 */
export function quoteCouponOnTotal(coupon: CouponRule | undefined | null, total: number, today: string): { ok: true; code: string; discount: number; total: number; finalAmount: number } | { ok: false; message: string } {
	const result = applyCoupon(coupon, total, today)
	return result.ok ? { ...result, total, finalAmount: total - result.discount } : result
}

export interface Quote {
	lines: PricedLine[]
	/** the service lines (puncture repair, rotation, …), priced like tyres */
	services: PricedLine[]
	/** tyres */
	quantity: number
	/** tyres and services */
	subtotal: number
	shipping: number
	flexibleDiscount: number
	/** subtotal + shipping − flexible discount: what a coupon is checked against */
	total: number
	couponCode: string | null
	couponDiscount: number
	couponMessage: string | null
	/** what the customer pays, in cents */
	finalAmount: number
	/** GST included in the final amount (1/11 of a GST-inclusive total) */
	gst: number
}

/**
 * The whole order: lines, shipping ($10 under $150), flexible-slot discount, coupon and the
 * final amount. An invalid coupon is reported in couponMessage and not applied.
 */
export function quoteOrder({
	lines,
	services = [],
	flexible = false,
	coupon,
	couponCode,
	today,
}: {
	lines: PricedLine[]
	/** services booked with the tyres, or alone; shipping and discounts apply to the whole order */
	services?: PricedLine[]
	flexible?: boolean
	coupon?: CouponRule | null
	/** the code the customer typed; given with coupon = the matching row or null */
	couponCode?: string | null
	today: string
}): Quote {
	const quantity = lines.reduce((n, line) => n + line.quantity, 0)
	const subtotal = [...lines, ...services].reduce((sum, line) => sum + line.lineTotal, 0)
	const empty = lines.length === 0 && services.length === 0
	const shipping = empty ? 0 : shippingFee(subtotal)
	const flexibleDiscount = flexible && !empty ? Math.min(FLEXIBLE_DISCOUNT, subtotal + shipping) : 0
	const total = subtotal + shipping - flexibleDiscount
	let couponDiscount = 0
	let appliedCode: string | null = null
	let couponMessage: string | null = null
	if (couponCode) {
		const result = applyCoupon(coupon, total, today)
		if (result.ok) {
			couponDiscount = result.discount
			appliedCode = result.code
		} else {
			couponMessage = result.message
		}
	}
	const finalAmount = total - couponDiscount
	return {
		lines,
		services,
		quantity,
		subtotal,
		shipping,
		flexibleDiscount,
		total,
		couponCode: appliedCode,
		couponDiscount,
		couponMessage,
		finalAmount,
		gst: gstIncluded(finalAmount),
	}
}

/** GST included in a GST-inclusive amount: 1/11, rounded to the cent. */
export function gstIncluded(amount: number) {
	return Math.round(amount / 11)
}
