import type { CartView } from '#app/domain/cart/cart.server'
import { findCoupon, normalizeCouponCode } from '#app/domain/coupons/coupons.server'
import { type PricedLine, quoteOrder, type Quote } from '#app/domain/pricing/pricing'
import { isSlot, type Slot } from '#app/domain/slots/slot-rules'
import { workMinutes } from '#app/domain/slots/work-minutes'
import { readMinutesPerTyre } from '#app/domain/slots/work-minutes.server'
import { UNAVAILABLE_SERVICE_MESSAGE } from '#app/domain/services/services.server'
import { type Db, nowIso } from '#app/lib/db.server'
import { checkout, type CheckoutContext, type CheckoutOrder, type CheckoutResult } from './checkout.server'

// What the shipping and checkout pages keep on the cart row between requests: the chosen
// fitting slot (carts.selected_date/selected_slot) and the applied coupon (carts.coupon_code).
// The server checks both again when the booking is placed.

export interface CartChoices {
	selectedDate: string | null
	selectedSlot: Slot | null
	couponCode: string | null
}

export async function readCartChoices(db: Db, cartId: string | null): Promise<CartChoices> {
	if (!cartId) return { selectedDate: null, selectedSlot: null, couponCode: null }
	const row = await db.selectFrom('carts').select(['selected_date', 'selected_slot', 'coupon_code']).where('id', '=', cartId).executeTakeFirst()
	return {
		selectedDate: row?.selected_date ?? null,
		selectedSlot: isSlot(row?.selected_slot) ? row.selected_slot : null,
		couponCode: row?.coupon_code ?? null,
	}
}

export async function setCartSlot(db: Db, cartId: string, date: string | null, slot: Slot | null) {
	await db.updateTable('carts').set({ selected_date: date, selected_slot: slot, updated_at: nowIso() }).where('id', '=', cartId).execute()
}

export async function setCartCoupon(db: Db, cartId: string, code: string | null) {
	await db
		.updateTable('carts')
		.set({ coupon_code: code ? normalizeCouponCode(code) : null, updated_at: nowIso() })
		.where('id', '=', cartId)
		.execute()
}

/** The coupon the customer typed, kept on the cart when it applies to this cart today; else why not. */
export async function applyCartCoupon(
	db: Db,
	cart: CartView & { id: string },
	code: string,
	{ today }: { today: string },
): Promise<{ ok: true } | { ok: false; message: string }> {
	const choices = await readCartChoices(db, cart.id)
	const { quote } = await quoteCart(db, cart, { slot: choices.selectedSlot, couponCode: code, today })
	if (quote.couponMessage || !quote.couponCode) return { ok: false, message: quote.couponMessage ?? 'This coupon code is not valid.' }
	await setCartCoupon(db, cart.id, quote.couponCode)
	return { ok: true }
}

export const UNPRICED_LINE_MESSAGE = 'A tyre in your cart is no longer sold in that quantity. Please update your cart.'

/**
 * The checkout of what is in the cart: its tyres, services and applied coupon. A line that can no
 * longer be priced (the tyre's tier removed, the service switched off) is refused before anything
 * is written, so the customer updates the cart first.
 */
export async function checkoutCart(
	db: Db,
	cart: CartView & { id: string },
	order: Omit<CheckoutOrder, 'lines' | 'services' | 'couponCode' | 'cartId'>,
	context: CheckoutContext,
): Promise<CheckoutResult> {
	if (cart.lines.some((l) => l.unitPrice === null)) return { ok: false, status: 409, problem: { field: 'lines', message: UNPRICED_LINE_MESSAGE } }
	if (cart.services.some((l) => l.unitPrice === null)) return { ok: false, status: 409, problem: { field: 'lines', message: UNAVAILABLE_SERVICE_MESSAGE } }
	const choices = await readCartChoices(db, cart.id)
	return checkout(
		db,
		{
			...order,
			lines: cart.lines.map((l) => ({ tyreId: l.tyreId, quantity: l.quantity })),
			services: cart.services.map((l) => ({ serviceId: l.serviceId, quantity: l.quantity })),
			couponCode: choices.couponCode,
			cartId: cart.id,
		},
		context,
	)
}

export interface CartQuote {
	quote: Quote
	/** lines that cannot be priced any more (the tyre's tier was removed, the service switched off) */
	unpriced: number
}

/** The cart's money (spec §9) through the one pricing module: lines, shipping, flexible, coupon. */
export async function quoteCart(
	db: Db,
	cart: CartView,
	{ slot, couponCode, today }: { slot: Slot | null; couponCode: string | null; today: string },
): Promise<CartQuote> {
	const lines: PricedLine[] = []
	let unpriced = 0
	for (const line of cart.lines) {
		if (line.unitPrice === null) unpriced++
		else lines.push({ quantity: line.quantity, unitPrice: line.unitPrice, lineTotal: line.lineTotal })
	}
	const services: PricedLine[] = []
	for (const line of cart.services) {
		if (line.unitPrice === null) unpriced++
		else services.push({ quantity: line.quantity, unitPrice: line.unitPrice, lineTotal: line.lineTotal })
	}
	const coupon = couponCode ? await findCoupon(db, couponCode) : null
	const quote = quoteOrder({ lines, services, flexible: slot === 'flexible', coupon, couponCode, today })
	return { quote, unpriced }
}

/** The minutes of work this cart would take from a window: its tyres and its services. */
export async function cartWorkMinutes(db: Db, cart: Pick<CartView, 'quantity' | 'services'>): Promise<number> {
	return workMinutes({ tyres: cart.quantity, services: cart.services.map((s) => ({ minutes: s.minutes, quantity: s.quantity })) }, await readMinutesPerTyre(db))
}
