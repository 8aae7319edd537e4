import { describe, expect, test } from 'vitest'
import { readCart } from '#app/domain/cart/cart.server'
import { slotAvailability } from '#app/domain/slots/availability.server'
import { getDb } from '#app/lib/db.server'
import { bookingRequest, cartWith, NOW, OPEN_DATE, SATURDAY, setSlotCapacity, stockedTyre, TZ, uniqueKey } from '#tests/fixtures/booking'
import { confirmBooking } from './booking-notices.server'
import { cancelBooking, placeBooking } from './place-booking.server'
import { REFERENCE_RE } from './reference'

const clock = { now: NOW, timeZone: TZ }

async function counts() {
	const db = getDb()
	const bookings = await db.selectFrom('bookings').select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow()
	const lines = await db.selectFrom('booking_lines').select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow()
	return { bookings: Number(bookings.n), lines: Number(lines.n) }
}

describe('placeBooking', () => {
	test('stores the booking and its lines, takes the spot, decrements stock and clears the cart', async () => {
		const db = getDb()
		const tyre = await stockedTyre(db, { minStock: 6 })
		const cartId = await cartWith(db, tyre.id, 4)
		await setSlotCapacity(db, OPEN_DATE, 'lunch', 3)
		const request = bookingRequest({ tyreId: tyre.id, quantity: 4, selectedSlot: 'lunch', cartId })

		const result = await placeBooking(db, request, clock)
		if (!result.ok) throw new Error(result.problem.message)
		expect(result.replayed).toBe(false)
		expect(result.booking.reference).toMatch(REFERENCE_RE)
		expect(result.booking).toMatchObject({ status: 'pending', paymentMethod: 'pay_on_the_day', paymentStatus: 'unpaid', confirmedAt: null })

		const row = await db.selectFrom('bookings').selectAll().where('id', '=', result.booking.id).executeTakeFirstOrThrow()
		const unit = tyre.price_4!
		expect(row).toMatchObject({
			first_name: 'Ada',
			suburb: 'Clayton',
			vehicle_rego: 'ABC123',
			vehicle_make: 'Toyota',
			selected_date: OPEN_DATE,
			selected_slot: 'lunch',
			subtotal: unit * 4,
			shipping: unit * 4 >= 15000 ? 0 : 1000,
			flexible_discount: 0,
			coupon_discount: 0,
			final_amount: unit * 4 + (unit * 4 >= 15000 ? 0 : 1000),
			idempotency_key: request.idempotencyKey,
		})
		expect(JSON.parse(row.positions)).toEqual(['front-left', 'front-right', 'rear-left', 'rear-right'])
		const lines = await db.selectFrom('booking_lines').selectAll().where('booking_id', '=', row.id).execute()
		expect(lines).toHaveLength(1)
		expect(lines[0]).toMatchObject({
			brand: tyre.brand,
			model: tyre.model,
			width: tyre.width,
			profile: tyre.profile,
			rim: tyre.rim,
			load_speed_rating: tyre.load_speed_rating,
			marking: tyre.marking,
			runflat: tyre.runflat,
			quantity: 4,
			unit_price: unit,
			line_total: unit * 4,
		})
		const after = await db.selectFrom('tyres').select('stock').where('id', '=', tyre.id).executeTakeFirstOrThrow()
		expect(after.stock).toBe(tyre.stock - 4)
		expect((await slotAvailability(db, OPEN_DATE, clock)).slots.lunch).toBe(2)
		expect((await readCart(db, cartId)).lines).toEqual([])
	})

	test('the same idempotency key twice makes one booking', async () => {
		const db = getDb()
		const tyre = await stockedTyre(db)
		await setSlotCapacity(db, OPEN_DATE, 'afternoon', 3)
		const request = bookingRequest({ tyreId: tyre.id, selectedSlot: 'afternoon' })
		const first = await placeBooking(db, request, clock)
		const before = await counts()
		const again = await placeBooking(db, request, clock)
		expect(first.ok && again.ok).toBe(true)
		if (!first.ok || !again.ok) return
		expect(again.replayed).toBe(true)
		expect(again.booking.reference).toBe(first.booking.reference)
		expect(await counts()).toEqual(before)
		expect((await slotAvailability(db, OPEN_DATE, clock)).slots.afternoon).toBe(2)
	})

	test.each([
		['a full slot', { selectedSlot: 'flexible' as const }, 'slot', /fully booked/],
		['a day the owner closed', { selectedDate: '2026-12-02', closed: true }, 'slot', /can no longer be booked/],
		['a day in the past', { selectedDate: '2026-11-20' }, 'slot', /can no longer be booked/],
		['an unserved address', { address: { address: '1 Far Road', suburb: 'Geelong', postcode: '3220' } }, 'address', /^Sorry, we cannot deliver to this address\.$/],
		['an unknown coupon', { couponCode: 'NOPE' }, 'coupon', /not valid/],
		['a coupon below its minimum', { couponCode: 'SAVE25' }, 'coupon', /at least \$400/],
		['the wrong number of positions', { positions: ['front-left' as const] }, 'positions', /^Please select exactly 2 tyres\.$/],
		['more tyres than in stock', { quantityOverride: 5, stock: 3 }, 'lines', /Only 3 of this tyre are in stock/],
	])('%s is refused and nothing is written', async (_name, change, field, message) => {
		const db = getDb()
		// two of this tyre cost under $400 (SAVE25's minimum)
		const tyre = await stockedTyre(db, { offset: 3, maxPrice2: 19000 })
		await setSlotCapacity(db, OPEN_DATE, 'flexible', 0)
		await setSlotCapacity(db, OPEN_DATE, 'morning', 3)
		const { quantityOverride, stock, closed, ...overrides } = change as Record<string, unknown> & { quantityOverride?: number; stock?: number; closed?: boolean }
		if (stock !== undefined) await db.updateTable('tyres').set({ stock }).where('id', '=', tyre.id).execute()
		if (closed) await db.insertInto('closed_dates').values({ date: String(overrides.selectedDate), reason: 'Public holiday' }).execute()
		const before = await counts()
		const stockBefore = (await db.selectFrom('tyres').select('stock').where('id', '=', tyre.id).executeTakeFirstOrThrow()).stock
		const request = bookingRequest({ tyreId: tyre.id, quantity: quantityOverride ?? 2, ...overrides })
		const result = await placeBooking(db, request, clock)
		expect(result.ok).toBe(false)
		if (result.ok) return
		expect(result.problem.field).toBe(field)
		expect(result.problem.message).toMatch(message)
		expect(await counts()).toEqual(before)
		expect((await db.selectFrom('tyres').select('stock').where('id', '=', tyre.id).executeTakeFirstOrThrow()).stock).toBe(stockBefore)
		expect((await slotAvailability(db, OPEN_DATE, clock)).slots.morning).toBe(3)
		await db.updateTable('tyres').set({ stock: tyre.stock }).where('id', '=', tyre.id).execute()
	})

	test.each([
		['Friday 7:59 blocks Saturday only', '2026-11-26T21:29:00Z', { '2026-11-28': false, '2026-11-29': true }],
		['Friday 8:00 blocks Saturday and Sunday', '2026-11-26T21:30:00Z', { '2026-11-28': false, '2026-11-29': false }],
	])('weekend rule on the server: %s', async (_name, instant, bookable) => {
		const db = getDb()
		const tyre = await stockedTyre(db, { offset: 11 })
		for (const [date, ok] of Object.entries(bookable)) {
			await setSlotCapacity(db, date, 'afternoon', 3)
			const result = await placeBooking(db, bookingRequest({ tyreId: tyre.id, selectedDate: date, selectedSlot: 'afternoon' }), { now: new Date(instant), timeZone: TZ })
			expect(result.ok, date).toBe(ok)
		}
	})

	test('a valid coupon and the flexible slot are priced by the server', async () => {
		const db = getDb()
		const tyre = await stockedTyre(db, { minStock: 4 })
		await setSlotCapacity(db, OPEN_DATE, 'flexible', 4)
		const result = await placeBooking(db, bookingRequest({ tyreId: tyre.id, quantity: 4, selectedSlot: 'flexible', couponCode: ' welcome10 ' }), clock)
		if (!result.ok) throw new Error(result.problem.message)
		const row = await db.selectFrom('bookings').selectAll().where('id', '=', result.booking.id).executeTakeFirstOrThrow()
		const subtotal = tyre.price_4! * 4
		const total = subtotal + (subtotal >= 15000 ? 0 : 1000) - 1000
		expect(subtotal).toBeGreaterThanOrEqual(20000) // WELCOME10 needs $200
		expect(row).toMatchObject({ coupon_code: 'WELCOME10', flexible_discount: 1000, total, coupon_discount: Math.round(total / 10), final_amount: total - Math.round(total / 10) })
	})

	test('50 sets of four at once for a slot with room for 3 standard jobs: exactly 3 succeed', async () => {
		const db = getDb()
		const tyre = await stockedTyre(db, { offset: 5 })
		await db.updateTable('tyres').set({ stock: 500 }).where('id', '=', tyre.id).execute()
		await setSlotCapacity(db, '2026-11-25', 'afternoon', 3)
		const results = await Promise.all(
			Array.from({ length: 50 }, (_, i) =>
				placeBooking(db, bookingRequest({ tyreId: tyre.id, quantity: 4, selectedDate: '2026-11-25', selectedSlot: 'afternoon', idempotencyKey: uniqueKey(`race${i}`) }), clock),
			),
		)
		expect(results.filter((r) => r.ok)).toHaveLength(3)
		expect(results.filter((r) => !r.ok && r.problem.field === 'slot')).toHaveLength(47)
		const booked = await db.selectFrom('bookings').select('id').where('selected_date', '=', '2026-11-25').where('selected_slot', '=', 'afternoon').execute()
		expect(booked).toHaveLength(3)
		const usage = await db.selectFrom('slot_usage').select('taken').where('date', '=', '2026-11-25').where('slot', '=', 'afternoon').executeTakeFirstOrThrow()
		expect(usage.taken).toBe(180)
		expect((await db.selectFrom('tyres').select('stock').where('id', '=', tyre.id).executeTakeFirstOrThrow()).stock).toBe(488)
	})

	test('a payment hold that expires gives the spot and the stock back', async () => {
		const db = getDb()
		const tyre = await stockedTyre(db, { offset: 7 })
		const date = '2026-11-27' // Friday, open on a Tuesday
		await setSlotCapacity(db, date, 'morning', 1)
		const cartId = await cartWith(db, tyre.id, 2)
		const held = await placeBooking(
			db,
			bookingRequest({ tyreId: tyre.id, selectedDate: date, paymentMethod: 'card', cartId, payment: { paymentStatus: 'awaiting', holdMinutes: 15 } }),
			clock,
		)
		if (!held.ok) throw new Error(held.problem.message)
		expect(held.booking.paymentStatus).toBe('awaiting')
		// The cart stays until the payment is confirmed.
		expect((await readCart(db, cartId)).lines).toHaveLength(1)
		expect((await slotAvailability(db, date, clock)).slots.morning).toBe(0)

		const later = { now: new Date(NOW.getTime() + 16 * 60_000), timeZone: TZ }
		expect((await slotAvailability(db, date, later)).slots.morning).toBe(1)
		const next = await placeBooking(db, bookingRequest({ tyreId: tyre.id, selectedDate: date }), later)
		expect(next.ok).toBe(true)
		const expired = await db.selectFrom('bookings').select(['status', 'payment_status']).where('id', '=', held.booking.id).executeTakeFirstOrThrow()
		expect(expired).toEqual({ status: 'cancelled', payment_status: 'expired' })
		const stock = await db.selectFrom('tyres').select('stock').where('id', '=', tyre.id).executeTakeFirstOrThrow()
		expect(stock.stock).toBe(tyre.stock - 2)
		// Confirming an expired booking is refused: the spot went to someone else.
		expect(await confirmBooking(db, held.booking.reference, { now: later.now, payment: { paymentRef: 'pi_123' } })).toEqual({ ok: false, reason: 'cancelled' })
	})

	test('cancelling a pending booking frees its spot and returns its stock, once', async () => {
		const db = getDb()
		const tyre = await stockedTyre(db, { offset: 9 })
		await setSlotCapacity(db, SATURDAY.replace('28', '30'), 'lunch', 2)
		const result = await placeBooking(db, bookingRequest({ tyreId: tyre.id, selectedDate: '2026-11-30', selectedSlot: 'lunch' }), clock)
		if (!result.ok) throw new Error(result.problem.message)
		expect((await slotAvailability(db, '2026-11-30', clock)).slots.lunch).toBe(1)
		expect(await cancelBooking(db, result.booking.id, NOW)).toBe(true)
		expect(await cancelBooking(db, result.booking.id, NOW)).toBe(false)
		expect((await slotAvailability(db, '2026-11-30', clock)).slots.lunch).toBe(2)
		expect((await db.selectFrom('tyres').select('stock').where('id', '=', tyre.id).executeTakeFirstOrThrow()).stock).toBe(tyre.stock)
	})
})
