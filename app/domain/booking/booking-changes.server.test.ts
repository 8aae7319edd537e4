import { describe, expect, test } from 'vitest'
import { addDays, shopClock } from '#app/domain/slots/shop-time'
import { getDb } from '#app/lib/db.server'
import { bookingRequest, NOW, OPEN_DATE, setSlotCapacity, stockedTyre, TZ } from '#tests/fixtures/booking'
import { CHANGE_MESSAGES, inRescheduleWindow, rescheduleBooking } from './booking-changes.server'
import { confirmBooking } from './booking-notices.server'
import { placeBooking } from './place-booking.server'

// The reschedule window (tomorrow to four weeks ahead, shop time) is a rule of the domain, not
// only of the page's list of choices: a hand-made post with another day is refused.

const clock = { now: NOW, timeZone: TZ }
const today = shopClock(NOW, TZ).date

describe('rescheduleBooking enforces the window', () => {
	test('inRescheduleWindow: tomorrow and day 28 are in; today, yesterday and day 29 are out', () => {
		expect(inRescheduleWindow(addDays(today, 1), clock)).toBe(true)
		expect(inRescheduleWindow(addDays(today, 28), clock)).toBe(true)
		expect(inRescheduleWindow(today, clock)).toBe(false)
		expect(inRescheduleWindow(addDays(today, -1), clock)).toBe(false)
		expect(inRescheduleWindow(addDays(today, 29), clock)).toBe(false)
		// 11:50pm in Adelaide is still the same shop day, though UTC has the next one
		const lateEvening = { now: new Date('2026-11-24T13:20:00Z'), timeZone: TZ }
		expect(inRescheduleWindow('2026-11-25', lateEvening)).toBe(true)
		expect(inRescheduleWindow('2026-11-24', lateEvening)).toBe(false)
	})

	test.each([
		['the same day', 0, 'afternoon'],
		['twelve weeks ahead', 84, 'morning'],
		['29 days ahead', 29, 'morning'],
	] as const)('moving to %s is refused and nothing changes', async (_name, days, slot) => {
		const db = getDb()
		const tyre = await stockedTyre(db, { minStock: 2, offset: 12 })
		const target = addDays(today, days)
		await setSlotCapacity(db, OPEN_DATE, 'lunch', 5)
		await setSlotCapacity(db, target, slot, 5)
		const placed = await placeBooking(db, bookingRequest({ tyreId: tyre.id, quantity: 1, selectedSlot: 'lunch' }), clock)
		if (!placed.ok) throw new Error(placed.problem.message)
		await confirmBooking(db, placed.booking.reference, { now: NOW })

		expect(await rescheduleBooking(db, placed.booking.reference, { date: target, slot }, clock)).toEqual({ ok: false, message: CHANGE_MESSAGES.outsideWindow })
		const row = await db.selectFrom('bookings').select(['selected_date', 'selected_slot']).where('id', '=', placed.booking.id).executeTakeFirstOrThrow()
		expect(row).toEqual({ selected_date: OPEN_DATE, selected_slot: 'lunch' })
		expect((await db.selectFrom('slot_usage').select('taken').where('date', '=', target).where('slot', '=', slot).executeTakeFirst())?.taken ?? 0).toBe(0)
	})
})
