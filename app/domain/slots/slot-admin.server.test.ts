import { describe, expect, test } from 'vitest'
import { getDb } from '#app/lib/db.server'
import { capacityField } from '#app/domain/slots/slot-schema'
import { bookingsAtAGlance, closeDate, listClosedDates, readSlotCapacity, reopenDate, saveSlotCapacity } from './slot-admin.server'

describe('slot admin', () => {
	test('saves the weekday grid', async () => {
		const db = getDb()
		await saveSlotCapacity(db, { [capacityField(1, 'morning')]: 5, [capacityField(0, 'flexible')]: 0 })
		const grid = await readSlotCapacity(db)
		expect(grid[1]!.morning).toBe(5)
		expect(grid[0]!.flexible).toBe(0)
		expect(grid[2]!.lunch).toBe(180) // seeded default (minutes), untouched
	})

	test('closes and reopens dates; the glance counts bookings per slot, a closed day has no spots', async () => {
		const db = getDb()
		const today = '2031-03-03' // a Monday
		await closeDate(db, { date: '2031-03-04', reason: 'Public holiday' })
		expect((await listClosedDates(db, today)).map((c) => c.date)).toEqual(['2031-03-04'])
		const booking = {
			status: 'pending',
			payment_method: 'pay_on_the_day',
			first_name: 'Alex',
			last_name: 'Lee',
			phone: '0400 111 222',
			email: 'alex@example.com',
			address: '1 Main St',
			suburb: 'Clayton',
			postcode: '3168',
			selected_date: today,
			selected_slot: 'morning',
			subtotal: 80000,
			shipping: 0,
			total: 80000,
			final_amount: 80000,
			work_minutes: 60,
		}
		const { id } = await db.insertInto('bookings').values({ ...booking, reference: 'T-1' }).returning('id').executeTakeFirstOrThrow()
		await db.insertInto('bookings').values({ ...booking, reference: 'T-2', status: 'cancelled' }).execute()
		await db
			.insertInto('booking_lines')
			.values({ booking_id: id, brand: 'X', model: 'Y', width: 205, profile: 55, rim: 16, quantity: 4, unit_price: 20000, line_total: 80000 })
			.execute()
		const [monday, tuesday] = await bookingsAtAGlance(db, today)
		expect(monday!.slots.find((s) => s.slot === 'morning')).toEqual({ slot: 'morning', capacity: 5, booked: 60 })
		expect(monday!.bookings).toEqual([expect.objectContaining({ reference: 'T-1', name: 'Alex Lee', tyres: 4 })])
		expect(tuesday).toMatchObject({ closed: true, closedReason: 'Public holiday' })
		expect(tuesday!.slots.every((s) => s.capacity === 0)).toBe(true)
		expect(await reopenDate(db, '2031-03-04')).toBe(true)
		expect(await reopenDate(db, '2031-03-04')).toBe(false)
	})
})
