import crypto from 'node:crypto'
import { isHiddenModel } from '#app/domain/catalogue/rules'
import { findCoupon } from '#app/domain/coupons/coupons.server'
import { type PricedLine, quantityProblem, quoteOrder, type Quote, unitPrice } from '#app/domain/pricing/pricing'
import { isServiceable } from '#app/domain/service-areas/service-check.server'
import { priceServiceLines } from '#app/domain/services/services.server'
import { availabilityForDates, releaseSlotSpot, takeSlotSpot, takeSlotSpotByOwner } from '#app/domain/slots/availability.server'
import { dayStatus, type Slot, slotClosedToday, slotLabel } from '#app/domain/slots/slot-rules'
import { formatLongDate, shopClock } from '#app/domain/slots/shop-time'
import { workMinutes } from '#app/domain/slots/work-minutes'
import { readMinutesPerTyre } from '#app/domain/slots/work-minutes.server'
import { type Db, nowIso, writeTransaction } from '#app/lib/db.server'
import type { WrittenPhone } from '#app/lib/phone'
import { CHECKOUT_MESSAGES, MAX_TYRES_FOR_POSITIONS, type PaymentMethod, type Position, positionsMessage } from './checkout-schema'
import { getShopSettings } from '#app/domain/settings/settings.server'
import { emailKey } from '#app/lib/email-address'
import { getEnv } from '#app/lib/env.server'
import { capMessage, clientKey, overDailyCaps } from './booking-caps.server'
import { PHONE_BOOKING_MESSAGES } from './phone-booking'
import { generateReference } from './reference'

// Placing a booking (spec §2 Checkout, §7 POST /api/booking/confirm): one immediate write
// transaction that checks everything again on the server, takes the slot spot with a
// conditional update, stores the booking and its lines, decrements stock and clears the cart.
// Either all of it happens or none of it does.

export interface BookingRequest {
	lines: { tyreId: number; quantity: number }[]
	/** services booked with the tyres, or alone (quantity: tyres for a per-tyre service, else 1) */
	services?: { serviceId: number; quantity: number }[]
	/** the phone as the customer wrote it (shown back) and its E.164 form (matched on) */
	customer: { firstName: string; lastName: string; phone: WrittenPhone; email: string }
	address: { address: string; suburb: string; postcode: string }
	vehicle: { rego: string; state: string | null; colour: string | null; make: string; model: string }
	positions: Position[]
	selectedDate: string
	selectedSlot: Slot
	couponCode: string | null
	paymentMethod: PaymentMethod
	/** the same key twice gives the same booking (double click, refresh, retry) */
	idempotencyKey: string
	/** the cart the lines came from; cleared with the booking (or when it is confirmed) */
	cartId: string | null
	/** from the payment provider: how the booking starts out */
	payment: { paymentStatus: 'unpaid' | 'awaiting' | 'unverified'; holdMinutes: number | null }
	/** the client's network address, counted (as a keyed hash) by the daily caps */
	clientAddress?: string | null
	/** the logged-in customer who books (their phone is proven): the booking is theirs from the start */
	userId?: number | null
	/**
	 * 'phone': the owner enters it for a customer who rang. No customer caps or lead-time rules,
	 * positions may be left out; the window's capacity counts unless `overbook` (on purpose).
	 */
	takenBy?: 'phone' | null
	overbook?: boolean
}

/** conflict: the idempotency key was used for another request, or for someone else's booking */
/** limit: the day's cap on unverified pay-on-the-day bookings (booking-caps.server.ts) */
export type BookingProblemField = 'slot' | 'address' | 'lines' | 'positions' | 'coupon' | 'conflict' | 'limit'
export interface BookingProblem {
	field: BookingProblemField
	message: string
}

export const IDEMPOTENCY_MESSAGES = {
	/** the key came back with other content (another slot, customer, payment method, …) */
	changed: 'This checkout was already used for a booking with other details. Please reload the page and book again.',
	/** the same booking again, from someone who cannot show they placed it */
	alreadyPlaced: 'This booking has already been placed. Its confirmation was e-mailed to the address on it.',
} as const

export interface PlacedBooking {
	id: number
	reference: string
	status: string
	paymentMethod: string
	paymentStatus: string
	finalAmount: number
	firstName: string
	lastName: string
	email: string
	phone: string
	confirmedAt: string | null
	/** who placed it, for deciding who may see it again on a replay */
	cartId: string | null
	userId: number | null
}

export type PlaceBookingResult = { ok: true; booking: PlacedBooking; replayed: boolean; overbooked?: boolean } | { ok: false; problem: BookingProblem }

export interface BookingClock {
	now: Date
	timeZone: string
}

class Rejected extends Error {
	constructor(public problem: BookingProblem) {
		super(problem.message)
	}
}

export async function placeBooking(db: Db, request: BookingRequest, { now, timeZone }: BookingClock): Promise<PlaceBookingResult> {
	try {
		return await writeTransaction(db, async (tx) => {
			const fingerprint = bookingFingerprint(request)
			const existing = await findByIdempotencyKey(tx, request.idempotencyKey)
			if (existing) {
				// Like Stripe: a key answers only the request it was first used with.
				if (existing.fingerprint !== fingerprint) return reject('conflict', IDEMPOTENCY_MESSAGES.changed)
				return { ok: true, booking: existing.booking, replayed: true }
			}

			await releaseExpiredHolds(tx, now)
			// A new checkout from the same cart replaces that cart's earlier booking still waiting
			// for payment (a cancelled or abandoned card payment): its spot and stock come back first.
			if (request.cartId) await releaseUnpaidBookingsOfCart(tx, request.cartId, now)
			const clock = shopClock(now, timeZone)
			const { selectedDate: date, selectedSlot: slot } = request
			const client = clientKey(request.clientAddress)
			// every new booking online starts unpaid or unconfirmed, a logged-in customer's too, so all
			// are capped; the owner taking a booking by phone is not a customer to cap
			const byPhone = request.takenBy === 'phone'
			if (!byPhone) {
				const over = await overDailyCaps(tx, { phone: request.customer.phone.e164, email: request.customer.email, clientKey: client }, { now, timeZone })
				if (over) return reject('limit', capMessage(over, (await getShopSettings(tx, getEnv())).phone))
			}

			// spec §5 order: the slot first, then the address; then what the spec leaves to the server.
			const closed = await tx.selectFrom('closed_dates').select('date').where('date', '=', date).executeTakeFirst()
			if (byPhone) {
				// the owner may book any open day from today, lead time or not
				if (closed || date < clock.date) return reject('slot', `Sorry, ${formatLongDate(date)} cannot be booked: it is ${closed ? 'closed' : 'past'}.`)
			} else if (dayStatus(date, clock, new Set(closed ? [date] : [])) !== 'open' || slotClosedToday(date, slot, clock)) {
				return reject('slot', `Sorry, ${slotLabel(slot)} on ${formatLongDate(date)} can no longer be booked. Please choose another time.`)
			}
			const full = () => reject('slot', `Sorry, ${slotLabel(slot)} on ${formatLongDate(date)} is now fully booked. Please choose another time.`)
			// spec §5 checks the slot before the address: a window with no minutes left is full for a
			// customer (the owner may overbook it on purpose, below)
			const [before] = await availabilityForDates(tx, [date], { now, timeZone, jobMinutes: 1 })
			if (!byPhone && (!before || before.minutes[slot] <= 0)) return full()
			if (!(await isServiceable(tx, request.address))) return reject('address', CHECKOUT_MESSAGES.notServed)

			const serviceLines = request.services ?? []
			// a booking may hold services alone: then it has no tyre lines to price
			const priced = request.lines.length === 0 && serviceLines.length > 0 ? { ok: true as const, lines: [] } : await priceOrderLines(tx, request.lines)
			if (!priced.ok) return reject('lines', priced.message)
			const services = await priceServiceLines(tx, serviceLines)
			if (!services.ok) return reject('lines', services.message)
			const tyreCount = priced.lines.reduce((n, l) => n + l.quantity, 0)
			// capacity is minutes of work: the tyres at the owner's minutes per tyre, plus each service's
			const minutes = workMinutes({ tyres: tyreCount, services: services.lines.map((l) => ({ minutes: l.minutes, quantity: 1 })) }, await readMinutesPerTyre(tx))
			if (!byPhone && (!before || before.minutes[slot] < minutes)) return full()
			if (tyreCount <= MAX_TYRES_FOR_POSITIONS && new Set(request.positions).size !== tyreCount && !(byPhone && request.positions.length === 0)) {
				return reject('positions', positionsMessage(tyreCount))
			}

			const coupon = request.couponCode ? await findCoupon(tx, request.couponCode) : null
			const quote = quoteOrder({ lines: priced.lines, services: services.lines, flexible: slot === 'flexible', coupon, couponCode: request.couponCode, today: clock.date })
			if (request.couponCode && quote.couponMessage) return reject('coupon', quote.couponMessage)

			const spot = byPhone ? await takeSlotSpotByOwner(tx, date, slot, { overbook: request.overbook === true, minutes }) : await takeSlotSpot(tx, date, slot, clock, minutes)
			if (!spot.ok) return byPhone ? reject('slot', PHONE_BOOKING_MESSAGES.full) : full()

			const booking = await insertBooking(tx, request, quote, { now, fingerprint, clientKey: client, workMinutes: minutes })
			for (const line of priced.lines) {
				await tx
					.insertInto('booking_lines')
					.values({
						booking_id: booking.id,
						tyre_id: line.tyre.id,
						brand: line.tyre.brand,
						model: line.tyre.model,
						width: line.tyre.width,
						profile: line.tyre.profile,
						rim: line.tyre.rim,
						load_speed_rating: line.tyre.load_speed_rating,
						marking: line.tyre.marking,
						runflat: line.tyre.runflat,
						type: line.tyre.type,
						quantity: line.quantity,
						unit_price: line.unitPrice,
						line_total: line.lineTotal,
					})
					.execute()
				const taken = await tx
					.updateTable('tyres')
					.set((eb) => ({ stock: eb('stock', '-', line.quantity), updated_at: nowIso(now) }))
					.where('id', '=', line.tyre.id)
					.where('stock', '>=', line.quantity)
					.executeTakeFirst()
				// Cannot happen while we hold the write lock after checking stock; if it ever does,
				// throwing rolls the whole booking back.
				if (Number(taken.numUpdatedRows) !== 1) throw new Rejected({ field: 'lines', message: `Sorry, ${line.tyre.brand} ${line.tyre.model} has just sold out.` })
			}
			for (const line of services.lines) {
				await tx
					.insertInto('booking_services')
					.values({
						booking_id: booking.id,
						service_id: line.service.id,
						name: line.service.name,
						quantity: line.quantity,
						unit_price: line.unitPrice,
						line_total: line.lineTotal,
						minutes: line.minutes,
					})
					.execute()
			}
			// A booking still waiting for its payment or its code keeps the cart until it is confirmed.
			if (request.cartId && request.payment.paymentStatus === 'unpaid') await emptyCart(tx, request.cartId, now)
			return { ok: true, booking, replayed: false, overbooked: 'overbooked' in spot && spot.overbooked === true }
		})
	} catch (error) {
		if (error instanceof Rejected) return { ok: false, problem: error.problem }
		throw error
	}
}

function reject(field: BookingProblemField, message: string): never {
	throw new Rejected({ field, message })
}

type TyreRow = {
	id: number
	brand: string
	model: string
	width: number
	profile: number
	rim: number
	load_speed_rating: string | null
	marking: string | null
	runflat: number
	type: string | null
	stock: number
	price_1: number | null
	price_2: number | null
	price_3: number | null
	price_4: number | null
	price_5: number | null
}

export const UNAVAILABLE_TYRE_MESSAGE = 'A tyre in your order is no longer available. Please remove it from your cart.'

/** Prices order lines from the tyres' current tier prices, refusing unknown tyres and quantities above stock. */
export async function priceOrderLines(
	tx: Db,
	lines: BookingRequest['lines'],
): Promise<{ ok: true; lines: (PricedLine & { tyre: TyreRow })[] } | { ok: false; message: string }> {
	if (lines.length === 0) return { ok: false, message: 'Your cart is empty.' }
	const ids = [...new Set(lines.map((l) => l.tyreId))]
	if (ids.length !== lines.length) return { ok: false, message: 'The same tyre appears twice in the order.' }
	const tyres = await tx
		.selectFrom('tyres')
		.select(['id', 'brand', 'model', 'width', 'profile', 'rim', 'load_speed_rating', 'marking', 'runflat', 'type', 'stock', 'price_1', 'price_2', 'price_3', 'price_4', 'price_5'])
		.where('id', 'in', ids)
		.execute()
	const byId = new Map(tyres.map((t) => [t.id, t]))
	const priced: (PricedLine & { tyre: TyreRow })[] = []
	for (const line of lines) {
		const tyre = byId.get(line.tyreId)
		// spec §9: the hidden house model is never sold, whichever entry point names its id.
		if (!tyre || isHiddenModel(tyre)) return { ok: false, message: UNAVAILABLE_TYRE_MESSAGE }
		const problem = quantityProblem(tyre, line.quantity)
		if (problem) return { ok: false, message: `${tyre.brand} ${tyre.model}: ${problem}` }
		const price = unitPrice(tyre, line.quantity)!
		priced.push({ tyre, quantity: line.quantity, unitPrice: price, lineTotal: price * line.quantity })
	}
	return { ok: true, lines: priced }
}

/**
 * A hash of everything that makes the booking what it is: lines, customer, address, vehicle,
 * positions, slot, payment method, coupon and account. Spelling that cannot change the booking
 * (case, spaces in a phone number, line order) does not change it.
 */
export function bookingFingerprint(request: BookingRequest): string {
	const fold = (text: string | null | undefined) => (text ?? '').trim().replace(/\s+/g, ' ').toLowerCase()
	const canonical = {
		lines: [...request.lines].sort((a, b) => a.tyreId - b.tyreId).map((l) => [l.tyreId, l.quantity]),
		// left out when there are none, so a key used before services existed still matches its request
		...(request.services?.length ? { services: [...request.services].sort((a, b) => a.serviceId - b.serviceId).map((l) => [l.serviceId, l.quantity]) } : {}),
		customer: [fold(request.customer.firstName), fold(request.customer.lastName), request.customer.phone.e164, fold(request.customer.email)],
		address: [fold(request.address.address), fold(request.address.suburb), request.address.postcode.trim()],
		vehicle: [fold(request.vehicle.rego), fold(request.vehicle.state), fold(request.vehicle.colour), fold(request.vehicle.make), fold(request.vehicle.model)],
		positions: [...request.positions].sort(),
		slot: [request.selectedDate, request.selectedSlot],
		paymentMethod: request.paymentMethod,
		coupon: fold(request.couponCode),
		userId: request.userId ?? null,
	}
	return crypto.createHash('sha256').update(JSON.stringify(canonical)).digest('base64url')
}

async function insertBooking(
	tx: Db,
	request: BookingRequest,
	quote: Quote,
	{ now, fingerprint, clientKey, workMinutes }: { now: Date; fingerprint: string; clientKey: string | null; workMinutes: number },
): Promise<PlacedBooking> {
	const holdExpiresAt =
		request.payment.paymentStatus !== 'unpaid' && request.payment.holdMinutes
			? new Date(now.getTime() + request.payment.holdMinutes * 60_000).toISOString()
			: null
	for (let attempt = 0; ; attempt++) {
		const reference = generateReference()
		const clash = await tx.selectFrom('bookings').select('id').where('reference', '=', reference).executeTakeFirst()
		if (clash) {
			if (attempt > 20) throw new Error('Could not find a free booking reference')
			continue
		}
		const row = await tx
			.insertInto('bookings')
			.values({
				reference,
				status: 'pending',
				payment_method: request.paymentMethod,
				payment_status: request.payment.paymentStatus,
				hold_expires_at: holdExpiresAt,
				idempotency_key: request.idempotencyKey,
				idempotency_fingerprint: fingerprint,
				user_id: request.userId ?? null,
				phone_e164: request.customer.phone.e164,
				client_key: clientKey,
				email_key: emailKey(request.customer.email),
				// an account's phone was proven by a code when it was registered; the owner spoke to a caller
				verified_at: request.userId || request.takenBy === 'phone' ? nowIso(now) : null,
				taken_by: request.takenBy ?? null,
				first_name: request.customer.firstName,
				last_name: request.customer.lastName,
				phone: request.customer.phone.written,
				email: request.customer.email,
				address: request.address.address,
				suburb: request.address.suburb,
				postcode: request.address.postcode,
				vehicle_rego: request.vehicle.rego,
				vehicle_state: request.vehicle.state,
				vehicle_colour: request.vehicle.colour,
				vehicle_make: request.vehicle.make,
				vehicle_model: request.vehicle.model,
				selected_date: request.selectedDate,
				selected_slot: request.selectedSlot,
				positions: JSON.stringify(request.positions),
				coupon_code: quote.couponCode,
				subtotal: quote.subtotal,
				shipping: quote.shipping,
				flexible_discount: quote.flexibleDiscount,
				coupon_discount: quote.couponDiscount,
				total: quote.total,
				final_amount: quote.finalAmount,
				cart_id: request.cartId,
				work_minutes: workMinutes,
				created_at: nowIso(now),
				updated_at: nowIso(now),
			})
			.returning('id')
			.executeTakeFirstOrThrow()
		return {
			id: row.id,
			reference,
			status: 'pending',
			paymentMethod: request.paymentMethod,
			paymentStatus: request.payment.paymentStatus,
			finalAmount: quote.finalAmount,
			firstName: request.customer.firstName,
			lastName: request.customer.lastName,
			email: request.customer.email,
			phone: request.customer.phone.written,
			confirmedAt: null,
			cartId: request.cartId,
			userId: request.userId ?? null,
		}
	}
}

const PLACED_COLUMNS = ['id', 'reference', 'status', 'payment_method', 'payment_status', 'final_amount', 'first_name', 'last_name', 'email', 'phone', 'confirmed_at', 'cart_id', 'user_id'] as const

function toPlaced(row: {
	id: number
	reference: string
	status: string
	payment_method: string
	payment_status: string
	final_amount: number
	first_name: string
	last_name: string
	email: string
	phone: string
	confirmed_at: string | null
	cart_id: string | null
	user_id: number | null
}): PlacedBooking {
	return {
		id: row.id,
		reference: row.reference,
		status: row.status,
		paymentMethod: row.payment_method,
		paymentStatus: row.payment_status,
		finalAmount: row.final_amount,
		firstName: row.first_name,
		lastName: row.last_name,
		email: row.email,
		phone: row.phone,
		confirmedAt: row.confirmed_at,
		cartId: row.cart_id,
		userId: row.user_id,
	}
}

/**
 * The booking this cart placed with this idempotency key, if any: a checkout posted again after
 * its booking emptied the cart (a refresh, or a retry after the answer was lost when a server
 * stopped) is the same request, and is answered with that booking.
 */
export async function bookingPlacedFromCart(db: Db, { idempotencyKey, cartId }: { idempotencyKey: string; cartId: string }): Promise<PlacedBooking | null> {
	const row = await db.selectFrom('bookings').select(PLACED_COLUMNS).where('idempotency_key', '=', idempotencyKey).where('cart_id', '=', cartId).executeTakeFirst()
	return row ? toPlaced(row) : null
}

async function findByIdempotencyKey(db: Db, key: string): Promise<{ booking: PlacedBooking; fingerprint: string | null } | null> {
	const row = await db.selectFrom('bookings').select([...PLACED_COLUMNS, 'idempotency_fingerprint']).where('idempotency_key', '=', key).executeTakeFirst()
	return row ? { booking: toPlaced(row), fingerprint: row.idempotency_fingerprint } : null
}

/** Who is asking again for a booking: their cart, the order cookie they hold, their account. */
export interface BookingCaller {
	cartId: string | null
	orderReference: string | null
	userId: number | null
}

/**
 * Whether this caller placed the booking: the browser whose cart it came from or that holds its
 * order cookie, or the account it belongs to. Only they may see its link or payment again.
 */
export function placedByCaller(booking: Pick<PlacedBooking, 'reference' | 'cartId' | 'userId'>, caller: BookingCaller): boolean {
	if (caller.orderReference !== null && caller.orderReference === booking.reference) return true
	if (booking.cartId !== null && booking.cartId === caller.cartId) return true
	return booking.userId !== null && booking.userId === caller.userId
}

export async function findPlacedBooking(db: Db, reference: string): Promise<PlacedBooking | null> {
	const row = await db.selectFrom('bookings').select(PLACED_COLUMNS).where('reference', '=', reference).executeTakeFirst()
	return row ? toPlaced(row) : null
}

/** Empties a cart after its booking: lines, chosen slot and coupon. */
export async function emptyCart(tx: Db, cartId: string, now: Date) {
	await tx.deleteFrom('cart_lines').where('cart_id', '=', cartId).execute()
	await tx.deleteFrom('cart_services').where('cart_id', '=', cartId).execute()
	await tx
		.updateTable('carts')
		.set({ selected_date: null, selected_slot: null, coupon_code: null, updated_at: nowIso(now) })
		.where('id', '=', cartId)
		.execute()
}

/** A cart's card bookings still holding a spot unpaid: found by the cart (migration 0026's index). */
export function unpaidOfCart(tx: Db, cartId: string) {
	return tx
		.selectFrom('bookings')
		.select(['id'])
		.where('cart_id', '=', cartId)
		.where('status', '=', 'pending')
		.where('confirmed_at', 'is', null)
		.where('payment_status', 'in', HELD_PAYMENT_STATES)
}

/**
 * Card bookings whose payment never completed give their spot and stock back once the hold
 * expires (the card payment sets the hold). Runs at the start of every booking transaction; call it
 * inside writeTransaction.
 */
export async function releaseUnpaidBookingsOfCart(tx: Db, cartId: string, now: Date): Promise<number> {
	const unpaid = await unpaidOfCart(tx, cartId).execute()
	let released = 0
	for (const { id } of unpaid) {
		if (await releaseBooking(tx, id, { now, paymentStatus: 'expired' })) released++
	}
	return released
}

/**
 * Bookings that hold a spot only until hold_expires_at: a card payment awaited (or declined, so
 * the customer may try another card) and a pay-on-the-day booking waiting for its code.
 */
export const HELD_PAYMENT_STATES = ['awaiting', 'failed', 'unverified']

export async function releaseExpiredHolds(tx: Db, now: Date): Promise<number> {
	const expired = await tx
		.selectFrom('bookings')
		.select(['id'])
		.where('payment_status', 'in', HELD_PAYMENT_STATES)
		.where('hold_expires_at', '<=', now.toISOString())
		.execute()
	let released = 0
	for (const { id } of expired) {
		if (await releaseBooking(tx, id, { now, paymentStatus: 'expired' })) released++
	}
	return released
}

/**
 * Cancels a booking that is still pending and gives back its slot spot and stock. Returns false
 * when it was not pending (already cancelled or delivered). For the admin and the customer's
 * own cancel; call it inside writeTransaction.
 */
export async function releaseBooking(tx: Db, bookingId: number, { now, paymentStatus }: { now: Date; paymentStatus?: string }): Promise<boolean> {
	const booking = await tx
		.selectFrom('bookings')
		.select(['selected_date', 'selected_slot', 'payment_status', 'work_minutes'])
		.where('id', '=', bookingId)
		.where('status', '=', 'pending')
		.executeTakeFirst()
	if (!booking) return false
	const updated = await tx
		.updateTable('bookings')
		.set({ status: 'cancelled', payment_status: paymentStatus ?? booking.payment_status, hold_expires_at: null, updated_at: nowIso(now) })
		.where('id', '=', bookingId)
		.where('status', '=', 'pending')
		.executeTakeFirst()
	if (Number(updated.numUpdatedRows) !== 1) return false
	await releaseSlotSpot(tx, booking.selected_date, booking.selected_slot, booking.work_minutes)
	const lines = await tx.selectFrom('booking_lines').select(['tyre_id', 'quantity']).where('booking_id', '=', bookingId).execute()
	for (const line of lines) {
		if (line.tyre_id === null) continue
		await tx
			.updateTable('tyres')
			.set((eb) => ({ stock: eb('stock', '+', line.quantity), updated_at: nowIso(now) }))
			.where('id', '=', line.tyre_id)
			.execute()
	}
	return true
}

/** Cancels a pending booking in its own transaction (see releaseBooking). */
export async function cancelBooking(db: Db, bookingId: number, now: Date = new Date()): Promise<boolean> {
	return writeTransaction(db, (tx) => releaseBooking(tx, bookingId, { now }))
}
