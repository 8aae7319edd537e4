import { describe, expect, test } from 'vitest'
import { addServiceToCart, isCartEmpty, readCart, removeServiceLine, setServiceQuantity } from '#app/domain/cart/cart.server'
import { cartBadge } from '#app/domain/cart/cart-count.server'
import { getDb } from '#app/lib/db.server'
import { bookingRequest, NOW, OPEN_DATE, setSlotCapacity, stockedTyre, TZ } from '#tests/fixtures/booking'
import { loadBookingView } from './booking-view.server'
import { quoteCart } from './checkout-cart.server'
import { placeBooking } from './place-booking.server'

const clock = { now: NOW, timeZone: TZ }

async function service(slug: string) {
	return getDb().selectFrom('services').selectAll().where('slug', '=', slug).executeTakeFirstOrThrow()
}

describe('services in the cart', () => {
	test('a cart may hold a service alone: priced on the server, counted in the badge, quantity per tyre', async () => {
		const db = getDb()
		const puncture = await service('puncture-repair')
		const added = await addServiceToCart(db, null, { serviceId: puncture.id, quantity: 1 })
		if (!added.ok) throw new Error(added.message)
		let cart = await readCart(db, added.cartId)
		expect(isCartEmpty(cart)).toBe(false)
		expect(cart.lines).toEqual([])
		expect(cart.services).toEqual([expect.objectContaining({ name: 'Puncture repair', quantity: 1, unitPrice: 4500, lineTotal: 4500, perTyre: true, maxQuantity: 5 })])
		expect(cart.subtotal).toBe(4500)
		expect(cart.quantity).toBe(0)

		// adding it again sets the quantity, as for tyres (spec §4)
		await addServiceToCart(db, added.cartId, { serviceId: puncture.id, quantity: 2 })
		cart = await readCart(db, added.cartId)
		expect(cart.services).toHaveLength(1)
		expect(cart.services[0]).toMatchObject({ quantity: 2, lineTotal: 9000 })
		expect((await cartBadge(db, added.cartId)).quantity).toBe(2)

		expect(await setServiceQuantity(db, added.cartId, cart.services[0]!.id, 6)).toMatchObject({ ok: false, message: 'Choose from 1 to 5 tyres.' })
		const { quote } = await quoteCart(db, cart, { slot: null, couponCode: null, today: '2026-11-24' })
		expect(quote).toMatchObject({ subtotal: 9000, shipping: 1000, finalAmount: 10000 })

		expect((await removeServiceLine(db, added.cartId, cart.services[0]!.id)).ok).toBe(true)
		expect(isCartEmpty(await readCart(db, added.cartId))).toBe(true)
	})

	test('a once-per-car service is booked once; a switched-off one cannot be added, and one in a cart stops being priced', async () => {
		const db = getDb()
		const rotation = await service('tyre-rotation')
		expect(await addServiceToCart(db, null, { serviceId: rotation.id, quantity: 2 })).toMatchObject({ ok: false, message: 'This service is booked once per car.' })
		const added = await addServiceToCart(db, null, { serviceId: rotation.id, quantity: 1 })
		if (!added.ok) throw new Error(added.message)
		await db.updateTable('services').set({ active: 0 }).where('id', '=', rotation.id).execute()
		try {
			expect(await addServiceToCart(db, null, { serviceId: rotation.id, quantity: 1 })).toMatchObject({ ok: false, reason: 'not-found' })
			const cart = await readCart(db, added.cartId)
			expect(cart.services[0]).toMatchObject({ unitPrice: null, lineTotal: 0 })
			expect((await quoteCart(db, cart, { slot: null, couponCode: null, today: '2026-11-24' })).unpriced).toBe(1)
		} finally {
			await db.updateTable('services').set({ active: 1 }).where('id', '=', rotation.id).execute()
		}
	})
})

describe('booking services', () => {
	test('a puncture repair alone: no tyres, no positions, the service kept as booked on the order', async () => {
		const db = getDb()
		const tyre = await stockedTyre(db)
		const puncture = await service('puncture-repair')
		await setSlotCapacity(db, OPEN_DATE, 'afternoon', 180)
		const request = { ...bookingRequest({ tyreId: tyre.id }), lines: [], services: [{ serviceId: puncture.id, quantity: 1 }], positions: [], selectedSlot: 'afternoon' as const }
		const result = await placeBooking(db, request, clock)
		if (!result.ok) throw new Error(result.problem.message)
		expect(result.booking.finalAmount).toBe(4500 + 1000)

		// a later price change does not rewrite the booking
		await db.updateTable('services').set({ price: 9900 }).where('id', '=', puncture.id).execute()
		const view = await loadBookingView(db, result.booking.reference)
		await db.updateTable('services').set({ price: 4500 }).where('id', '=', puncture.id).execute()
		expect(view?.lines).toEqual([])
		expect(view?.services).toEqual([{ name: 'Puncture repair', quantity: 1, unitPrice: 4500, lineTotal: 4500, minutes: 30 }])
		expect(view).toMatchObject({ subtotal: 4500, shipping: 1000, finalAmount: 5500, positions: [] })
		expect((await db.selectFrom('tyres').select('stock').where('id', '=', tyre.id).executeTakeFirstOrThrow()).stock).toBe(tyre.stock)
	})

	test('tyres plus wheel balancing: one order, one subtotal; the tyre rules still hold for the tyres', async () => {
		const db = getDb()
		const tyre = await stockedTyre(db, { offset: 1 })
		const balancing = await service('wheel-balancing')
		await setSlotCapacity(db, OPEN_DATE, 'morning', 180)
		const request = { ...bookingRequest({ tyreId: tyre.id, quantity: 4 }), services: [{ serviceId: balancing.id, quantity: 1 }] }
		const result = await placeBooking(db, request, clock)
		if (!result.ok) throw new Error(result.problem.message)
		const tyres = tyre.price_4! * 4
		const view = await loadBookingView(db, result.booking.reference)
		expect(view?.services).toEqual([expect.objectContaining({ name: 'Wheel balancing', lineTotal: 7900 })])
		expect(view?.subtotal).toBe(tyres + 7900)

		// positions are still required for the tyres
		const missing = await placeBooking(db, { ...request, idempotencyKey: `${request.idempotencyKey}-b`, positions: [] }, clock)
		expect(missing).toMatchObject({ ok: false, problem: { field: 'positions', message: 'Please select exactly 4 tyres.' } })
	})

	test('a services-only booking refuses positions, a switched-off service and an empty order', async () => {
		const db = getDb()
		const tyre = await stockedTyre(db)
		const inspection = await service('tyre-inspection')
		await setSlotCapacity(db, OPEN_DATE, 'lunch', 180)
		const base = { ...bookingRequest({ tyreId: tyre.id }), lines: [], services: [{ serviceId: inspection.id, quantity: 1 }], selectedSlot: 'lunch' as const }
		expect(await placeBooking(db, { ...base, positions: ['front-left'] }, clock)).toMatchObject({ ok: false, problem: { field: 'positions' } })
		expect(await placeBooking(db, { ...base, positions: [], services: [], idempotencyKey: `${base.idempotencyKey}-e` }, clock)).toMatchObject({
			ok: false,
			problem: { field: 'lines', message: 'Your cart is empty.' },
		})
		await db.updateTable('services').set({ active: 0 }).where('id', '=', inspection.id).execute()
		try {
			expect(await placeBooking(db, { ...base, positions: [], idempotencyKey: `${base.idempotencyKey}-o` }, clock)).toMatchObject({ ok: false, problem: { field: 'lines' } })
		} finally {
			await db.updateTable('services').set({ active: 1 }).where('id', '=', inspection.id).execute()
		}
		const booked = await db.selectFrom('bookings').select('id').where('idempotency_key', 'like', `${base.idempotencyKey}%`).execute()
		expect(booked).toEqual([])
	})
})
