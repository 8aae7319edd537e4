import crypto from 'node:crypto'
import { type Db, nowIso, writeTransaction } from '#app/lib/db.server'
import { priceLine, quantityProblem } from '#app/domain/pricing/pricing'

// The server-side cart (ARCHITECTURE: Cart): a row keyed by the random id in the visitor's
// http-only cookie, with its lines in cart_lines. Prices are never stored on a line: they are
// computed from the tyre's current tier prices every time the cart is read.

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

export interface CartView {
	id: string | null
	lines: CartLineView[]
	/** total tyres (the header badge) */
	quantity: number
	/** sum of the line totals, cents */
	subtotal: number
	selectedDate: string | null
	selectedSlot: string | null
}

export const EMPTY_CART: CartView = { id: null, lines: [], quantity: 0, subtotal: 0, selectedDate: null, selectedSlot: null }

export function newCartId() {
	return crypto.randomBytes(18).toString('base64url')
}

export async function readCart(db: Db, cartId: string | null): Promise<CartView> {
	if (!cartId) return EMPTY_CART
	const cart = await db.selectFrom('carts').select(['id', 'selected_date', 'selected_slot']).where('id', '=', cartId).executeTakeFirst()
	if (!cart) return EMPTY_CART
	const rows = await db
		.selectFrom('cart_lines as l')
		.innerJoin('tyres as t', 't.id', 'l.tyre_id')
		.select([
			'l.id',
			'l.tyre_id',
			'l.quantity',
			'l.position',
			't.slug',
			't.brand',
			't.model',
			't.size',
			't.width',
			't.profile',
			't.rim',
			't.load_speed_rating',
			't.marking',
			't.runflat',
			't.type',
			't.image_url',
			't.brand_logo_url',
			't.stock',
			't.price_1',
			't.price_2',
			't.price_3',
			't.price_4',
			't.price_5',
		])
		.where('l.cart_id', '=', cartId)
		.orderBy('l.id')
		.execute()
	const lines = rows.map((row): CartLineView => {
		const priced = priceLine(row, row.quantity)
		return {
			id: row.id,
			tyreId: row.tyre_id,
			slug: row.slug,
			brand: row.brand,
			model: row.model,
			size: row.size,
			width: row.width,
			profile: row.profile,
			rim: row.rim,
			loadSpeedRating: row.load_speed_rating,
			marking: row.marking,
			runflat: row.runflat === 1,
			type: row.type,
			imageUrl: row.image_url,
			brandLogoUrl: row.brand_logo_url,
			stock: row.stock,
			quantity: row.quantity,
			position: row.position,
			prices: [row.price_1, row.price_2, row.price_3, row.price_4, row.price_5],
			unitPrice: priced?.unitPrice ?? null,
			lineTotal: priced?.lineTotal ?? 0,
		}
	})
	return {
		id: cart.id,
		lines,
		quantity: lines.reduce((n, l) => n + l.quantity, 0),
		subtotal: lines.reduce((n, l) => n + l.lineTotal, 0),
		selectedDate: cart.selected_date,
		selectedSlot: cart.selected_slot,
	}
}

export type CartChange = { ok: true; cartId: string } | { ok: false; cartId: string | null; message: string }

/**
 * Adds a tyre. spec §4: a line identical in all identity fields (brand, model, size, rating,
 * marking, type, runflat) has its quantity set, not summed; otherwise a new line is appended.
 * Creates the cart when `cartId` is null or unknown.
 */
export async function addToCart(
	db: Db,
	cartId: string | null,
	item: { tyreId: number; quantity: number; position?: 'front' | 'rear' | null },
): Promise<CartChange> {
	return writeTransaction(db, async (tx) => {
		const tyre = await tx
			.selectFrom('tyres')
			.selectAll()
			.where('id', '=', item.tyreId)
			.executeTakeFirst()
		if (!tyre) return { ok: false, cartId, message: 'That tyre is no longer available.' }
		const problem = quantityProblem(tyre, item.quantity)
		if (problem) return { ok: false, cartId, message: problem }

		const id = await ensureCartRow(tx, cartId)
		const same = await tx
			.selectFrom('cart_lines as l')
			.innerJoin('tyres as t', 't.id', 'l.tyre_id')
			.select('l.id')
			.where('l.cart_id', '=', id)
			.where('t.brand', '=', tyre.brand)
			.where('t.model', '=', tyre.model)
			.where('t.size', '=', tyre.size)
			.where((eb) => eb('t.load_speed_rating', 'is', tyre.load_speed_rating).or('t.load_speed_rating', '=', tyre.load_speed_rating))
			.where((eb) => eb('t.marking', 'is', tyre.marking).or('t.marking', '=', tyre.marking))
			.where((eb) => eb('t.type', 'is', tyre.type).or('t.type', '=', tyre.type))
			.where('t.runflat', '=', tyre.runflat)
			.executeTakeFirst()
		if (same) {
			await tx
				.updateTable('cart_lines')
				.set({ tyre_id: tyre.id, quantity: item.quantity, position: item.position ?? null })
				.where('id', '=', same.id)
				.execute()
		} else {
			await tx
				.insertInto('cart_lines')
				.values({ cart_id: id, tyre_id: tyre.id, quantity: item.quantity, position: item.position ?? null })
				.execute()
		}
		await touch(tx, id)
		return { ok: true, cartId: id }
	})
}

/** Sets a line's quantity (1 to 5, never above the stock). */
export async function setLineQuantity(db: Db, cartId: string | null, lineId: number, quantity: number): Promise<CartChange> {
	if (!cartId) return { ok: false, cartId, message: 'Your cart is empty.' }
	return writeTransaction(db, async (tx) => {
		const line = await tx
			.selectFrom('cart_lines as l')
			.innerJoin('tyres as t', 't.id', 'l.tyre_id')
			.select(['l.id', 't.stock', 't.price_1', 't.price_2', 't.price_3', 't.price_4', 't.price_5'])
			.where('l.cart_id', '=', cartId)
			.where('l.id', '=', lineId)
			.executeTakeFirst()
		if (!line) return { ok: false, cartId, message: 'That item is no longer in your cart.' }
		const problem = quantityProblem(line, quantity)
		if (problem) return { ok: false, cartId, message: problem }
		await tx.updateTable('cart_lines').set({ quantity }).where('id', '=', lineId).execute()
		await touch(tx, cartId)
		return { ok: true, cartId }
	})
}

export async function removeLine(db: Db, cartId: string | null, lineId: number): Promise<CartChange> {
	if (!cartId) return { ok: false, cartId, message: 'Your cart is empty.' }
	const result = await db.deleteFrom('cart_lines').where('cart_id', '=', cartId).where('id', '=', lineId).executeTakeFirst()
	if (Number(result.numDeletedRows) === 0) return { ok: false, cartId, message: 'That item is no longer in your cart.' }
	await touch(db, cartId)
	return { ok: true, cartId }
}

export async function clearCart(db: Db, cartId: string | null): Promise<CartChange> {
	if (!cartId) return { ok: true, cartId: '' }
	await db.deleteFrom('cart_lines').where('cart_id', '=', cartId).execute()
	await db.updateTable('carts').set({ selected_date: null, selected_slot: null, updated_at: nowIso() }).where('id', '=', cartId).execute()
	return { ok: true, cartId }
}

async function ensureCartRow(tx: Db, cartId: string | null) {
	if (cartId) {
		const existing = await tx.selectFrom('carts').select('id').where('id', '=', cartId).executeTakeFirst()
		if (existing) return existing.id
	}
	const id = newCartId()
	await tx.insertInto('carts').values({ id }).execute()
	return id
}

function touch(db: Db, cartId: string) {
	return db.updateTable('carts').set({ updated_at: nowIso() }).where('id', '=', cartId).execute()
}
