import crypto from 'node:crypto'
import type { Selectable } from 'kysely'
import { isHiddenModel } from '#app/domain/catalogue/rules'
import { formatSize } from '#app/domain/catalogue/size'
import { maxServiceQuantity, priceLine, priceService, quantityProblem, serviceQuantityProblem } from '#app/domain/pricing/pricing'
import { type Db, nowIso, writeTransaction } from '#app/lib/db.server'
import type { TyresTable } from '#db/schema'
import { tyreIdentityKey } from './identity'
import { missingAxle, type MissingAxle, type StaggeredSizes } from './staggered-cart'
import type { CartLineView, CartServiceView } from './cart-views'

export type { CartLineView, CartServiceView } from './cart-views'

// The server-side cart (ARCHITECTURE: Cart): a row keyed by the random id in the visitor's
// http-only cookie, with its lines in cart_lines. Prices are never stored on a line: they are
// computed from the tyre's current tier prices every time the cart is read.

export interface CartView {
	id: string | null
	lines: CartLineView[]
	/** the services booked with (or without) the tyres */
	services: CartServiceView[]
	/** total tyres (the positions rule counts these) */
	quantity: number
	/** sum of the tyre and service line totals, cents */
	subtotal: number
	selectedDate: string | null
	selectedSlot: string | null
	/** the staggered search the cart was filled from, if any */
	staggered: StaggeredSizes | null
	/** that search's axle the cart holds no tyres for */
	missingAxle: MissingAxle | null
}

export const EMPTY_CART: CartView = { id: null, lines: [], services: [], quantity: 0, subtotal: 0, selectedDate: null, selectedSlot: null, staggered: null, missingAxle: null }

/** A cart with neither tyres nor services: the booking pages send it away. */
export function isCartEmpty(cart: Pick<CartView, 'lines' | 'services'>) {
	return cart.lines.length === 0 && cart.services.length === 0
}

export function newCartId() {
	return crypto.randomBytes(18).toString('base64url')
}

export async function readCart(db: Db, cartId: string | null): Promise<CartView> {
	if (!cartId) return EMPTY_CART
	const cart = await db.selectFrom('carts').select(['id', 'selected_date', 'selected_slot', 'staggered_front', 'staggered_rear']).where('id', '=', cartId).executeTakeFirst()
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
		// a line whose tyre became the hidden model is never priced, so it cannot be booked
		const priced = isHiddenModel(row) ? null : priceLine(row, row.quantity)
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
	const staggered = cart.staggered_front && cart.staggered_rear ? { front: cart.staggered_front, rear: cart.staggered_rear } : null
	const services = await readCartServices(db, cartId)
	return {
		id: cart.id,
		lines,
		services,
		quantity: lines.reduce((n, l) => n + l.quantity, 0),
		subtotal: lines.reduce((n, l) => n + l.lineTotal, 0) + services.reduce((n, l) => n + l.lineTotal, 0),
		selectedDate: cart.selected_date,
		selectedSlot: cart.selected_slot,
		staggered,
		missingAxle: missingAxle(staggered, lines),
	}
}

export type CartChange =
	| { ok: true; cartId: string }
	/** reason 'not-found': the tyre or line does not exist (a 404 for API clients) */
	| { ok: false; cartId: string | null; message: string; reason?: 'not-found' }

/**
 * Adds a tyre. spec §4: a line identical in all identity fields (brand, model, size, rating,
 * marking, type, runflat) has its quantity set, not summed; otherwise a new line is appended.
 * Creates the cart when `cartId` is null or unknown. An add from a staggered search records its
 * two sizes on the cart (another add leaves them as they are).
 */
export async function addToCart(
	db: Db,
	cartId: string | null,
	item: { tyreId: number; quantity: number; position?: 'front' | 'rear' | null; staggered?: StaggeredSizes | null },
): Promise<CartChange> {
	return writeTransaction(db, async (tx) => {
		const checked = await checkItem(tx, item.tyreId, item.quantity)
		if (!checked.ok) return { ok: false, cartId, message: checked.message, reason: checked.reason }
		const id = await ensureCartRow(tx, cartId)
		await putLine(tx, id, checked.tyre, item.quantity, item.position ?? null)
		await touch(tx, id, item.staggered)
		return { ok: true, cartId: id }
	})
}

/**
 * A staggered fit in one step: the front tyre and the rear tyre as two lines marked
 * 'front' and 'rear', both or neither. Each line follows the same rules as addToCart.
 */
export async function addPairToCart(
	db: Db,
	cartId: string | null,
	pair: { frontTyreId: number; rearTyreId: number; quantity: number; staggered?: StaggeredSizes | null },
): Promise<CartChange> {
	return writeTransaction(db, async (tx) => {
		const front = await checkItem(tx, pair.frontTyreId, pair.quantity)
		if (!front.ok) return { ok: false, cartId, message: `Front tyre: ${front.message}`, reason: front.reason }
		const rear = await checkItem(tx, pair.rearTyreId, pair.quantity)
		if (!rear.ok) return { ok: false, cartId, message: `Rear tyre: ${rear.message}`, reason: rear.reason }
		if (tyreIdentityKey(identityOf(front.tyre)) === tyreIdentityKey(identityOf(rear.tyre))) {
			return { ok: false, cartId, message: 'The front and rear tyres are the same tyre: add it once with the quantity you need.' }
		}
		const id = await ensureCartRow(tx, cartId)
		await putLine(tx, id, front.tyre, pair.quantity, 'front')
		await putLine(tx, id, rear.tyre, pair.quantity, 'rear')
		await touch(tx, id, pair.staggered ?? { front: formatSize(front.tyre), rear: formatSize(rear.tyre) })
		return { ok: true, cartId: id }
	})
}

type TyreRow = Selectable<TyresTable>

function identityOf(tyre: TyreRow) {
	return {
		brand: tyre.brand,
		model: tyre.model,
		size: tyre.size,
		loadSpeedRating: tyre.load_speed_rating,
		marking: tyre.marking,
		type: tyre.type,
		runflat: tyre.runflat === 1,
	}
}

async function checkItem(
	tx: Db,
	tyreId: number,
	quantity: number,
): Promise<{ ok: true; tyre: TyreRow } | { ok: false; message: string; reason?: 'not-found' }> {
	const tyre = await tx.selectFrom('tyres').selectAll().where('id', '=', tyreId).executeTakeFirst()
	// spec §9: the hidden house model can never be bought, even by posting its id.
	if (!tyre || isHiddenModel(tyre)) return { ok: false, message: 'That tyre is no longer available.', reason: 'not-found' }
	const problem = quantityProblem(tyre, quantity)
	if (problem) return { ok: false, message: problem }
	return { ok: true, tyre }
}

/**
 * spec §4: a line identical in all identity fields (brand, model, size, rating, marking, type,
 * runflat) has its quantity set, not summed; otherwise a new line is appended.
 */
async function putLine(tx: Db, cartId: string, tyre: TyreRow, quantity: number, position: 'front' | 'rear' | null) {
	const same = await sameLine(tx, cartId, tyre).executeTakeFirst()
	if (same) {
		await tx.updateTable('cart_lines').set({ tyre_id: tyre.id, quantity, position }).where('id', '=', same.id).execute()
	} else {
		await tx.insertInto('cart_lines').values({ cart_id: cartId, tyre_id: tyre.id, quantity, position }).execute()
	}
}

/**
 * The cart's line for a tyre with the same identity, if any. The cart's few lines are read first
 * and each one's tyre by its key: an inner join let SQLite (which keeps no statistics) start from
 * the tyres of the same type instead, thousands of rows read on every add in a large range. A
 * CROSS JOIN keeps the order on SQLite; PostgreSQL plans it as the same join, from its statistics.
 * Exported for the test of its plan.
 */
export function sameLine(tx: Db, cartId: string, tyre: TyreRow) {
	// IS NOT DISTINCT FROM: equal, or both null (SQLite and PostgreSQL read it alike)
	return tx
		.selectFrom('cart_lines as l')
		.crossJoin('tyres as t')
		.whereRef('t.id', '=', 'l.tyre_id')
		.select('l.id')
		.where('l.cart_id', '=', cartId)
		.where('t.brand', '=', tyre.brand)
		.where('t.model', '=', tyre.model)
		.where('t.size', '=', tyre.size)
		.where('t.load_speed_rating', 'is not distinct from', tyre.load_speed_rating)
		.where('t.marking', 'is not distinct from', tyre.marking)
		.where('t.type', 'is not distinct from', tyre.type)
		.where('t.runflat', '=', tyre.runflat)
}

/** Sets a line's quantity (1 to 5, never above the stock). */
export async function setLineQuantity(db: Db, cartId: string | null, lineId: number, quantity: number): Promise<CartChange> {
	if (!cartId) return { ok: false, cartId, message: 'Your cart is empty.', reason: 'not-found' }
	return writeTransaction(db, async (tx) => {
		const line = await tx
			.selectFrom('cart_lines as l')
			.innerJoin('tyres as t', 't.id', 'l.tyre_id')
			.select(['l.id', 't.stock', 't.price_1', 't.price_2', 't.price_3', 't.price_4', 't.price_5'])
			.where('l.cart_id', '=', cartId)
			.where('l.id', '=', lineId)
			.executeTakeFirst()
		if (!line) return { ok: false, cartId, message: 'That item is no longer in your cart.', reason: 'not-found' }
		const problem = quantityProblem(line, quantity)
		if (problem) return { ok: false, cartId, message: problem }
		await tx.updateTable('cart_lines').set({ quantity }).where('id', '=', lineId).execute()
		await touch(tx, cartId)
		return { ok: true, cartId }
	})
}

export async function removeLine(db: Db, cartId: string | null, lineId: number): Promise<CartChange> {
	if (!cartId) return { ok: false, cartId, message: 'Your cart is empty.', reason: 'not-found' }
	const result = await db.deleteFrom('cart_lines').where('cart_id', '=', cartId).where('id', '=', lineId).executeTakeFirst()
	if (Number(result.numDeletedRows) === 0) return { ok: false, cartId, message: 'That item is no longer in your cart.', reason: 'not-found' }
	await touch(db, cartId)
	return { ok: true, cartId }
}

export async function clearCart(db: Db, cartId: string | null): Promise<CartChange> {
	if (!cartId) return { ok: true, cartId: '' }
	await db.deleteFrom('cart_lines').where('cart_id', '=', cartId).execute()
	await db.deleteFrom('cart_services').where('cart_id', '=', cartId).execute()
	await db
		.updateTable('carts')
		.set({ selected_date: null, selected_slot: null, staggered_front: null, staggered_rear: null, updated_at: nowIso() })
		.where('id', '=', cartId)
		.execute()
	return { ok: true, cartId }
}

async function readCartServices(db: Db, cartId: string): Promise<CartServiceView[]> {
	const rows = await db
		.selectFrom('cart_services as l')
		.innerJoin('services as s', 's.id', 'l.service_id')
		.select(['l.id', 'l.service_id', 'l.quantity', 's.slug', 's.name', 's.description', 's.price', 's.minutes', 's.per_tyre', 's.active'])
		.where('l.cart_id', '=', cartId)
		.orderBy('l.id')
		.execute()
	return rows.map((row) => {
		const service = { price: row.price, perTyre: row.per_tyre === 1, active: row.active === 1 }
		// a service switched off (or made once-per-car) since it was added is not priced, so it cannot be booked
		const priced = serviceQuantityProblem(service, row.quantity) ? null : priceService(service, row.quantity)
		return {
			id: row.id,
			serviceId: row.service_id,
			slug: row.slug,
			name: row.name,
			description: row.description,
			quantity: row.quantity,
			perTyre: service.perTyre,
			maxQuantity: maxServiceQuantity(service),
			minutes: row.minutes,
			unitPrice: priced?.unitPrice ?? null,
			lineTotal: priced?.lineTotal ?? 0,
		}
	})
}

/**
 * Adds a service (a booking may hold services alone or with tyres). Adding one already in the
 * cart sets its quantity, as for tyres (spec §4): tyres for a per-tyre service, else 1.
 */
export async function addServiceToCart(db: Db, cartId: string | null, item: { serviceId: number; quantity: number }): Promise<CartChange> {
	return writeTransaction(db, async (tx) => {
		const row = await tx.selectFrom('services').select(['price', 'per_tyre', 'active']).where('id', '=', item.serviceId).executeTakeFirst()
		if (!row || row.active !== 1) return { ok: false, cartId, message: 'That service can no longer be booked online.', reason: 'not-found' }
		const problem = serviceQuantityProblem({ price: row.price, perTyre: row.per_tyre === 1, active: true }, item.quantity)
		if (problem) return { ok: false, cartId, message: problem }
		const id = await ensureCartRow(tx, cartId)
		await tx
			.insertInto('cart_services')
			.values({ cart_id: id, service_id: item.serviceId, quantity: item.quantity })
			.onConflict((oc) => oc.columns(['cart_id', 'service_id']).doUpdateSet({ quantity: item.quantity }))
			.execute()
		await touch(tx, id)
		return { ok: true, cartId: id }
	})
}

/** Sets a service line's quantity (1 to 5 tyres for a per-tyre service). */
export async function setServiceQuantity(db: Db, cartId: string | null, lineId: number, quantity: number): Promise<CartChange> {
	if (!cartId) return { ok: false, cartId, message: 'Your cart is empty.', reason: 'not-found' }
	return writeTransaction(db, async (tx) => {
		const line = await tx
			.selectFrom('cart_services as l')
			.innerJoin('services as s', 's.id', 'l.service_id')
			.select(['s.price', 's.per_tyre', 's.active'])
			.where('l.cart_id', '=', cartId)
			.where('l.id', '=', lineId)
			.executeTakeFirst()
		if (!line) return { ok: false, cartId, message: 'That service is no longer in your cart.', reason: 'not-found' }
		const problem = serviceQuantityProblem({ price: line.price, perTyre: line.per_tyre === 1, active: line.active === 1 }, quantity)
		if (problem) return { ok: false, cartId, message: problem }
		await tx.updateTable('cart_services').set({ quantity }).where('id', '=', lineId).execute()
		await touch(tx, cartId)
		return { ok: true, cartId }
	})
}

export async function removeServiceLine(db: Db, cartId: string | null, lineId: number): Promise<CartChange> {
	if (!cartId) return { ok: false, cartId, message: 'Your cart is empty.', reason: 'not-found' }
	const result = await db.deleteFrom('cart_services').where('cart_id', '=', cartId).where('id', '=', lineId).executeTakeFirst()
	if (Number(result.numDeletedRows) === 0) return { ok: false, cartId, message: 'That service is no longer in your cart.', reason: 'not-found' }
	await touch(db, cartId)
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

function touch(db: Db, cartId: string, staggered?: StaggeredSizes | null) {
	const sizes = staggered ? { staggered_front: staggered.front, staggered_rear: staggered.rear } : {}
	return db
		.updateTable('carts')
		.set({ updated_at: nowIso(), ...sizes })
		.where('id', '=', cartId)
		.execute()
}
