import { describe, expect, test } from 'vitest'
import { addDays, shopClock } from '#app/domain/slots/shop-time'
import { getDb } from '#app/lib/db.server'
import { bookingRequest, NOW, OPEN_DATE, setSlotCapacity, stockedTyre, TZ } from '#tests/fixtures/booking'
import { placed } from '#tests/fixtures/customer-bookings'
import { slotAvailability } from '#app/domain/slots/availability.server'
import { cancelBookingByCustomer, CHANGE_MESSAGES, inRescheduleWindow, rescheduleBooking, rescheduleChoices, rescheduleJobMinutes, reschedulePicker } from './booking-changes.server'
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

describe('a window has room for a move when the booking\'s own work minutes fit', () => {
	// a booking of 1 tyre (15 minutes), made to take `minutes` of work as booked
	async function bookingTaking(minutes: number, offset: number) {
		const db = getDb()
		const tyre = await stockedTyre(db, { minStock: 2, offset })
		await setSlotCapacity(db, OPEN_DATE, 'afternoon', 5)
		const placed = await placeBooking(db, bookingRequest({ tyreId: tyre.id, quantity: 1, selectedSlot: 'afternoon' }), clock)
		if (!placed.ok) throw new Error(placed.problem.message)
		await confirmBooking(db, placed.booking.reference, { now: NOW })
		await db.updateTable('bookings').set({ work_minutes: minutes }).where('id', '=', placed.booking.id).execute()
		return { date: OPEN_DATE, slot: 'afternoon' as const, workMinutes: minutes, reference: placed.booking.reference }
	}

	test('rescheduleJobMinutes: the booking\'s minutes, at least one', () => {
		expect(rescheduleJobMinutes(90)).toBe(90)
		expect(rescheduleJobMinutes(20)).toBe(20)
		expect(rescheduleJobMinutes(0)).toBe(1)
	})

	test('a 90-minute booking is not offered a window with a standard hour left; a 20-minute one is offered a window with 30 minutes left', async () => {
		const db = getDb()
		const target = addDays(OPEN_DATE, 8)
		await setSlotCapacity(db, target, 'morning', 1) // 60 minutes: one standard job
		await setSlotCapacity(db, target, 'lunch', 0, { minutes: 30 }) // too little for a standard job
		await setSlotCapacity(db, target, 'afternoon', 0, { minutes: 90 })
		await setSlotCapacity(db, target, 'flexible', 0)

		const long = await bookingTaking(90, 14)
		const longWeek = await reschedulePicker(db, long, { date: target }, clock)
		const longDay = longWeek.days.find((d) => d.date === target)!
		expect(longDay.slots).toEqual({ morning: 0, lunch: 0, afternoon: 1, flexible: 0 })
		const longChoices = (await rescheduleChoices(db, clock, long)).filter((c) => c.date === target).map((c) => c.slot)
		expect(longChoices).toEqual(['afternoon'])

		const short = await bookingTaking(20, 15)
		const shortDay = (await reschedulePicker(db, short, { date: target }, clock)).days.find((d) => d.date === target)!
		expect(shortDay.slots).toEqual({ morning: 3, lunch: 1, afternoon: 4, flexible: 0 })
		const shortChoices = (await rescheduleChoices(db, clock, short)).filter((c) => c.date === target).map((c) => c.slot)
		expect(shortChoices).toEqual(['morning', 'lunch', 'afternoon'])

		// the move itself agrees with what was offered: the short booking fits the 30 minutes
		expect(await rescheduleBooking(db, short.reference, { date: target, slot: 'lunch' }, clock)).toEqual({ ok: true })
		expect(await rescheduleBooking(db, long.reference, { date: target, slot: 'morning' }, clock)).toEqual({ ok: false, message: CHANGE_MESSAGES.unavailable })
	})
})

describe('finding, moving and cancelling a booking', () => {
	test('reschedule takes the new spot and gives the old one back; a full slot, the same slot and a past booking are refused', async () => {
		const db = getDb()
		const tyre = await stockedTyre(db, { minStock: 4, offset: 8 })
		const later = addDays(OPEN_DATE, 6) // the Wednesday after
		await setSlotCapacity(db, OPEN_DATE, 'afternoon', 2)
		await setSlotCapacity(db, later, 'morning', 1)
		await setSlotCapacity(db, later, 'lunch', 0)
		const booking = await placed({ tyreId: tyre.id, quantity: 1, selectedSlot: 'afternoon' })
		const spots = async (date: string) => (await slotAvailability(db, date, clock)).slots

		expect((await spots(OPEN_DATE)).afternoon).toBe(1)
		expect(await rescheduleBooking(db, booking.reference, { date: OPEN_DATE, slot: 'afternoon' }, clock)).toEqual({ ok: false, message: CHANGE_MESSAGES.sameSlot })
		expect(await rescheduleBooking(db, booking.reference, { date: later, slot: 'lunch' }, clock)).toEqual({ ok: false, message: CHANGE_MESSAGES.unavailable })
		expect(await rescheduleBooking(db, booking.reference, { date: later, slot: 'morning' }, clock)).toEqual({ ok: true })
		expect((await spots(OPEN_DATE)).afternoon).toBe(2)
		expect((await spots(later)).morning).toBe(0)
		const row = await db.selectFrom('bookings').select(['selected_date', 'selected_slot']).where('id', '=', booking.id).executeTakeFirstOrThrow()
		expect(row).toEqual({ selected_date: later, selected_slot: 'morning' })
		const mails = await db.selectFrom('outbox').select(['recipient', 'subject']).where('subject', 'like', `%${booking.reference}%moved%`).execute()
		expect(mails.map((m) => m.recipient)).toContain(booking.email)
		expect(mails).toHaveLength(2) // the customer and the owner

		const choices = await rescheduleChoices(db, clock, { date: later, slot: 'morning' })
		expect(choices.some((c) => c.value === `${later}|morning`)).toBe(false)
		expect(choices.some((c) => c.value === `${later}|lunch`)).toBe(false)

		const dayOf = { now: new Date(`${later}T01:00:00Z`), timeZone: TZ }
		expect(await rescheduleBooking(db, booking.reference, { date: addDays(later, 1), slot: 'morning' }, dayOf)).toEqual({ ok: false, message: CHANGE_MESSAGES.tooLate })
	})

	test('cancel gives the spot and stock back, tells the owner about the fee, and cannot be repeated', async () => {
		const db = getDb()
		const tyre = await stockedTyre(db, { minStock: 4, offset: 9 })
		await setSlotCapacity(db, OPEN_DATE, 'morning', 10)
		const booking = await placed({ tyreId: tyre.id, quantity: 2, selectedSlot: 'morning' })
		const stock = async () => (await db.selectFrom('tyres').select('stock').where('id', '=', tyre.id).executeTakeFirstOrThrow()).stock
		const before = await stock()
		expect(await cancelBookingByCustomer(db, booking.reference, clock)).toEqual({ ok: true })
		expect(await stock()).toBe(before + 2)
		expect((await db.selectFrom('bookings').select('status').where('id', '=', booking.id).executeTakeFirstOrThrow()).status).toBe('cancelled')
		const owner = await db.selectFrom('outbox').select(['body_text']).where('subject', '=', `Booking ${booking.reference} cancelled by the customer`).executeTakeFirstOrThrow()
		expect(owner.body_text).toContain('$60.00 cancellation fee')
		expect(await cancelBookingByCustomer(db, booking.reference, clock)).toEqual({ ok: false, message: CHANGE_MESSAGES.notChangeable })
	})
})
