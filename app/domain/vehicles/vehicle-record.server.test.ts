import { expect, test } from 'vitest'
import { markJobDone } from '#app/domain/day/day-actions.server'
import { getDb } from '#app/lib/db.server'
import { bookingRequest, NOW, OPEN_DATE, setSlotCapacity, stockedTyre, TZ } from '#tests/fixtures/booking'
import { placeBooking } from '#app/domain/booking/place-booking.server'
import { confirmBooking } from '#app/domain/booking/booking-notices.server'
import { bookingVehicleRecord } from './vehicle-record.server'

// A vehicle's record joins the done bookings of one customer for that rego and state.

const doneAt = new Date('2026-11-26T01:30:00Z') // 12 noon in Adelaide
const customer = { firstName: 'Rec', lastName: 'Ord', phone: '0412 777 301', email: 'record.owner@example.com' }

async function booking(overrides: { customer?: typeof customer; rego?: string; quantity?: number }) {
	const db = getDb()
	const tyre = await stockedTyre(db, { minStock: 4, offset: 12 })
	await setSlotCapacity(db, OPEN_DATE, 'lunch', 40)
	const request = bookingRequest({ tyreId: tyre.id, quantity: overrides.quantity ?? 2, selectedSlot: 'lunch', customer: overrides.customer ?? customer })
	request.vehicle = { ...request.vehicle, rego: overrides.rego ?? 'REC123' }
	const placed = await placeBooking(db, request, { now: NOW, timeZone: TZ })
	if (!placed.ok) throw new Error(placed.problem.message)
	await confirmBooking(db, placed.booking.reference, { now: NOW })
	return { ...placed.booking, tyre }
}

test('the record shows each done visit of that vehicle by that customer, with sizes and positions, and nothing of anyone else', async () => {
	const db = getDb()
	const first = await booking({})
	await markJobDone(db, first.id, { now: doneAt, timeZone: TZ }, { anyDay: true, paidBy: 'cash' })
	// not done yet: not on the record
	const upcoming = await booking({})
	// the same plate booked by someone else (the car was sold): never shown to this customer
	const other = await booking({ customer: { ...customer, phone: '0412 777 302', email: 'new.owner@example.com' } })
	await markJobDone(db, other.id, { now: doneAt, timeZone: TZ }, { anyDay: true, paidBy: 'cash' })

	const record = await bookingVehicleRecord(db, upcoming.reference, TZ)
	expect(record).toMatchObject({ rego: 'REC123', state: 'VIC', description: 'Silver Toyota Corolla' })
	expect(record!.visits).toEqual([
		{
			reference: first.reference,
			date: '2026-11-26',
			tyres: [{ size: `${first.tyre.width}/${first.tyre.profile}R${first.tyre.rim}`, brand: expect.any(String), model: expect.any(String), quantity: 2 }],
			positions: ['Front left', 'Front right'],
			services: [],
		},
	])
	const theirs = await bookingVehicleRecord(db, other.reference, TZ)
	expect(theirs!.visits.map((v) => v.reference)).toEqual([other.reference])
})
