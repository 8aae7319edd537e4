import { describe, expect, test } from 'vitest'
import { slotAvailability } from '#app/domain/slots/availability.server'
import { getDb } from '#app/lib/db.server'
import { NOW, OPEN_DATE, placedBooking, setSlotCapacity, stockedTyre, TZ } from '#tests/fixtures/booking'
import { deleteBooking, findAdminBooking, listAdminBookings, markDelivered, setBookingStatus, toApiBooking } from './booking-admin.server'

const clock = { now: NOW, timeZone: TZ }

const placed = placedBooking

describe('admin bookings', () => {
	test('lists confirmed bookings by status with the spec fields; an unconfirmed one is not listed', async () => {
		const db = getDb()
		const tyre = await stockedTyre(db, { minStock: 8 })
		await setSlotCapacity(db, OPEN_DATE, 'afternoon', 5)
		const booking = await placed({ tyreId: tyre.id, quantity: 2, selectedSlot: 'afternoon', customer: { firstName: 'Grace', lastName: 'Hopper', phone: '0499 888 777', email: 'grace@example.com' } })
		const waiting = await placed({ tyreId: tyre.id, quantity: 1, selectedSlot: 'afternoon' }, { confirm: false })

		const pending = await listAdminBookings(db, { status: 'pending' })
		const found = pending.bookings.find((b) => b.id === booking.id)!
		expect(found).toMatchObject({
			reference: booking.reference,
			status: 'pending',
			customer: { firstName: 'Grace', lastName: 'Hopper', phone: '0499 888 777', email: 'grace@example.com' },
			address: { address: '1 Test Street', suburb: 'Clayton', postcode: '3168' },
			selectedDate: OPEN_DATE,
			selectedTime: 'afternoon',
			vehicle: { vehicleDetails: 'ABC123', make: 'Toyota', model: 'Corolla', colour: 'Silver' },
			selectedTyres: ['front-left', 'front-right'],
		})
		expect(found.cart).toEqual([
			expect.objectContaining({ brand: tyre.brand, model: tyre.model, width: tyre.width, profile: tyre.profile, rimSize: tyre.rim, quantity: 2, rating: tyre.load_speed_rating }),
		])
		expect(pending.bookings.some((b) => b.id === waiting.id)).toBe(false)

		// search by reference, name, phone (any spacing) and suburb
		for (const q of [booking.reference, 'grace hop', '0499888777', '+61 499 888 777']) {
			expect((await listAdminBookings(db, { status: 'pending', q })).bookings.map((b) => b.id), q).toContain(booking.id)
		}
		expect((await listAdminBookings(db, { q: 'nobody-like-this' })).total).toBe(0)
		expect((await listAdminBookings(db, { q: '%' })).bookings.some((b) => b.id === booking.id)).toBe(false)

		// the API shape: amounts in dollars
		const api = toApiBooking(found)
		expect(api).toMatchObject({ _id: booking.id, orderId: booking.reference, total: found.total / 100, finalAmount: found.finalAmount / 100, status: 'pending' })
		expect(api).not.toHaveProperty('finalAmountCents')
	})

	test('Mark Delivered works on pending only; the status can be set back; a cancelled booking cannot change', async () => {
		const db = getDb()
		const tyre = await stockedTyre(db, { minStock: 6, offset: 1 })
		await setSlotCapacity(db, OPEN_DATE, 'morning', 5)
		const booking = await placed({ tyreId: tyre.id, quantity: 2, selectedSlot: 'morning' })
		expect(await markDelivered(db, booking.id)).toMatchObject({ ok: true, booking: { status: 'delivered' } })
		expect(await markDelivered(db, booking.id)).toMatchObject({ ok: false, status: 409 })
		expect((await listAdminBookings(db, { status: 'delivered' })).bookings.map((b) => b.id)).toContain(booking.id)
		expect(await setBookingStatus(db, booking.id, 'pending')).toMatchObject({ ok: true, booking: { status: 'pending' } })
		expect(await markDelivered(db, 999999)).toMatchObject({ ok: false, status: 404 })
		await db.updateTable('bookings').set({ status: 'cancelled' }).where('id', '=', booking.id).execute()
		expect(await setBookingStatus(db, booking.id, 'delivered')).toMatchObject({ ok: false, status: 409 })
	})

	test('deleting a pending booking gives its spot and stock back in one go; a delivered one keeps stock as fitted', async () => {
		const db = getDb()
		const tyre = await stockedTyre(db, { minStock: 10, offset: 2 })
		await setSlotCapacity(db, OPEN_DATE, 'lunch', 2)
		const stockOf = async () => (await db.selectFrom('tyres').select('stock').where('id', '=', tyre.id).executeTakeFirstOrThrow()).stock
		const spots = async () => (await slotAvailability(db, OPEN_DATE, clock)).slots.lunch

		// capacity is minutes: each set of four takes a whole standard job
		const first = await placed({ tyreId: tyre.id, quantity: 4, selectedSlot: 'lunch' })
		const second = await placed({ tyreId: tyre.id, quantity: 4, selectedSlot: 'lunch' })
		expect(await spots()).toBe(0)
		expect(await stockOf()).toBe(tyre.stock - 8)

		expect((await deleteBooking(db, first.id))?.reference).toBe(first.reference)
		expect(await findAdminBooking(db, first.id)).toBeNull()
		expect(await db.selectFrom('booking_lines').select('id').where('booking_id', '=', first.id).execute()).toEqual([])
		expect(await spots()).toBe(1)
		expect(await stockOf()).toBe(tyre.stock - 4)
		expect(await deleteBooking(db, first.id)).toBeNull()

		await markDelivered(db, second.id)
		await deleteBooking(db, second.id)
		expect(await stockOf()).toBe(tyre.stock - 4)
	})
})
