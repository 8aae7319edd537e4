import { describe, expect, test } from 'vitest'
import { cancelBookingByOwner, CHANGE_MESSAGES, rescheduleBookingByOwner } from '#app/domain/booking/booking-changes.server'
import { addDays } from '#app/domain/slots/shop-time'
import { getDb } from '#app/lib/db.server'
import { NOW, OPEN_DATE, placedBooking, setSlotCapacity, stockedTyre, TZ } from '#tests/fixtures/booking'
import { DAY_MESSAGES } from './day'
import { markJobDone, markJobNotCompleted, undoJobDone } from './day-actions.server'
import { loadDaySheet } from './day-sheet.server'

const clock = { now: NOW, timeZone: TZ }

const placed = placedBooking

describe('the day sheet', () => {
	test('lists the confirmed bookings of the day by slot, with what the fitter needs', async () => {
		const db = getDb()
		const tyre = await stockedTyre(db, { minStock: 8, offset: 3 })
		await setSlotCapacity(db, OPEN_DATE, 'morning', 9)
		await setSlotCapacity(db, OPEN_DATE, 'afternoon', 9)
		const before = await loadDaySheet(db, OPEN_DATE, clock)
		const afternoon = await placed({ tyreId: tyre.id, quantity: 2, selectedSlot: 'afternoon', customer: { firstName: 'Grace', lastName: 'Hopper', phone: '0499 888 777', email: 'grace@example.com' } })
		const morning = await placed({ tyreId: tyre.id, quantity: 1, selectedSlot: 'morning' })
		const waiting = await placed({ tyreId: tyre.id, quantity: 1, selectedSlot: 'morning' }, { confirm: false })

		const sheet = await loadDaySheet(db, OPEN_DATE, clock)
		expect(sheet).toMatchObject({ date: OPEN_DATE, label: 'Thursday 26 November 2026', today: '2026-11-24', isToday: false, previous: '2026-11-25', next: '2026-11-27' })
		const ids = sheet.slots.flatMap((s) => s.jobs.map((j) => j.id))
		expect(ids).toContain(afternoon.id)
		expect(ids).toContain(morning.id)
		expect(ids).not.toContain(waiting.id) // a card payment still on hold is no work yet
		const order = sheet.slots.map((s) => s.slot)
		expect(order.indexOf('morning')).toBeGreaterThanOrEqual(0)
		expect(order.indexOf('morning')).toBeLessThan(order.indexOf('afternoon'))
		const job = sheet.slots.find((s) => s.slot === 'afternoon')!.jobs.find((j) => j.id === afternoon.id)!
		expect(job).toMatchObject({
			reference: afternoon.reference,
			state: 'to-do',
			customer: { name: 'Grace Hopper', phone: '0499 888 777', callHref: 'tel:+61499888777' },
			address: { line: '1 Test Street', suburb: 'Clayton', postcode: '3168', directionsUrl: expect.stringMatching(/^https:\/\/www\.google\.com\/maps\/dir\/\?api=1&destination=1%20Test%20Street/) },
			vehicle: { rego: 'ABC123', state: 'VIC', description: 'Silver Toyota Corolla' },
			tyres: [{ tyreId: tyre.id, brand: tyre.brand, model: tyre.model, size: `${tyre.width}/${tyre.profile}R${tyre.rim}`, quantity: 2 }],
			positions: ['Front left', 'Front right'],
			collect: { kind: 'due', cents: afternoon.finalAmount },
		})
		expect(sheet.summary.jobs).toBe(before.summary.jobs + 2)
		expect(sheet.summary.tyres).toBe(before.summary.tyres + 3)
		expect(sheet.summary.toCollectCents).toBe(before.summary.toCollectCents + afternoon.finalAmount + morning.finalAmount)
	})

	test('Done, undo, and could not complete with its reason kept', async () => {
		const db = getDb()
		const tyre = await stockedTyre(db, { minStock: 4, offset: 5 })
		await setSlotCapacity(db, OPEN_DATE, 'lunch', 9)
		const booking = await placed({ tyreId: tyre.id, quantity: 1, selectedSlot: 'lunch' })
		const later = new Date(NOW.getTime() + 2 * 86400_000)
		const stateOf = async () => (await loadDaySheet(db, OPEN_DATE, clock)).slots.flatMap((s) => s.jobs).find((j) => j.id === booking.id)!

		expect(await markJobNotCompleted(db, booking.id, 'Car not at the address', { now: later })).toEqual({ ok: true, reference: booking.reference })
		expect(await stateOf()).toMatchObject({ state: 'not-completed', notCompleted: { reason: 'Car not at the address', at: expect.any(String) } })
		const row = await db.selectFrom('bookings').select(['status', 'not_completed_reason']).where('id', '=', booking.id).executeTakeFirstOrThrow()
		expect(row).toEqual({ status: 'pending', not_completed_reason: 'Car not at the address' })

		expect(await markJobDone(db, booking.id, { now: later })).toEqual({ ok: true, reference: booking.reference })
		expect(await stateOf()).toMatchObject({ state: 'done', doneAt: later.toISOString(), notCompleted: null })
		// a second tap changes nothing
		expect(await markJobDone(db, booking.id, { now: later })).toEqual({ ok: false, status: 409, message: DAY_MESSAGES.notToDo })
		expect(await markJobNotCompleted(db, booking.id, 'late', { now: later })).toMatchObject({ ok: false, status: 409 })

		expect(await undoJobDone(db, booking.id, { now: later })).toEqual({ ok: true, reference: booking.reference })
		expect(await stateOf()).toMatchObject({ state: 'to-do', doneAt: null })
		expect(await undoJobDone(db, booking.id, { now: later })).toEqual({ ok: false, status: 409, message: DAY_MESSAGES.notDone })

		expect(await markJobDone(db, 99_999_999, { now: later })).toEqual({ ok: false, status: 404, message: DAY_MESSAGES.notFound })
	})

	test('an unconfirmed or cancelled booking cannot be marked', async () => {
		const db = getDb()
		const tyre = await stockedTyre(db, { minStock: 4, offset: 6 })
		await setSlotCapacity(db, OPEN_DATE, 'lunch', 9)
		const waiting = await placed({ tyreId: tyre.id, quantity: 1, selectedSlot: 'lunch' }, { confirm: false })
		expect(await markJobDone(db, waiting.id, clock)).toMatchObject({ ok: false, status: 404 })
		const booking = await placed({ tyreId: tyre.id, quantity: 1, selectedSlot: 'lunch' })
		expect(await cancelBookingByOwner(db, booking.id, clock)).toEqual({ ok: true })
		expect(await markJobDone(db, booking.id, clock)).toMatchObject({ ok: false, status: 409 })
	})
})

describe('the owner moves or cancels a booking', () => {
	test('reschedule: the spot moves, the customer is e-mailed, and no owner notice is sent', async () => {
		const db = getDb()
		const tyre = await stockedTyre(db, { minStock: 4, offset: 7 })
		const target = addDays(OPEN_DATE, 6) // the Wednesday after
		await setSlotCapacity(db, OPEN_DATE, 'morning', 9)
		await setSlotCapacity(db, target, 'afternoon', 0, { minutes: 15 }) // room for one tyre's work
		const booking = await placed({ tyreId: tyre.id, quantity: 1, selectedSlot: 'morning' })
		await markJobNotCompleted(db, booking.id, 'Rain', clock)
		const outboxBefore = await db.selectFrom('outbox').select('id').orderBy('id', 'desc').executeTakeFirst()

		expect(await rescheduleBookingByOwner(db, booking.id, { date: target, slot: 'afternoon' }, clock)).toEqual({ ok: true })
		const row = await db.selectFrom('bookings').select(['selected_date', 'selected_slot', 'not_completed_reason']).where('id', '=', booking.id).executeTakeFirstOrThrow()
		expect(row).toEqual({ selected_date: target, selected_slot: 'afternoon', not_completed_reason: null })
		const usage = await db.selectFrom('slot_usage').select('taken').where('date', '=', target).where('slot', '=', 'afternoon').executeTakeFirstOrThrow()
		expect(usage.taken).toBe(15) // one tyre's minutes
		const mail = await db.selectFrom('outbox').selectAll().where('id', '>', outboxBefore?.id ?? 0).execute()
		expect(mail.map((m) => m.recipient)).toEqual([booking.email])
		expect(mail[0]!.body_text).toContain(`We have moved your booking ${booking.reference} from Thursday 26 November 2026`)
		expect(mail[0]!.body_text).toContain('Wednesday 2 December 2026')

		// the slot is now full; the same slot again is refused
		const other = await placed({ tyreId: tyre.id, quantity: 1, selectedSlot: 'morning' })
		expect(await rescheduleBookingByOwner(db, other.id, { date: target, slot: 'afternoon' }, clock)).toEqual({ ok: false, message: CHANGE_MESSAGES.unavailable })
		expect(await rescheduleBookingByOwner(db, booking.id, { date: target, slot: 'afternoon' }, clock)).toEqual({ ok: false, message: CHANGE_MESSAGES.sameSlot })
		expect(await rescheduleBookingByOwner(db, other.id, { date: addDays(OPEN_DATE, 60), slot: 'morning' }, clock)).toEqual({ ok: false, message: CHANGE_MESSAGES.outsideWindow })
	})

	test('cancel: spot and stock come back, the customer is told no fee applies', async () => {
		const db = getDb()
		const tyre = await stockedTyre(db, { minStock: 4, offset: 8 })
		await setSlotCapacity(db, OPEN_DATE, 'afternoon', 9)
		const booking = await placed({ tyreId: tyre.id, quantity: 2, selectedSlot: 'afternoon' })
		const stockBefore = (await db.selectFrom('tyres').select('stock').where('id', '=', tyre.id).executeTakeFirstOrThrow()).stock
		const outboxBefore = await db.selectFrom('outbox').select('id').orderBy('id', 'desc').executeTakeFirst()

		expect(await cancelBookingByOwner(db, booking.id, clock)).toEqual({ ok: true })
		expect((await db.selectFrom('tyres').select('stock').where('id', '=', tyre.id).executeTakeFirstOrThrow()).stock).toBe(stockBefore + 2)
		expect((await db.selectFrom('bookings').select('status').where('id', '=', booking.id).executeTakeFirstOrThrow()).status).toBe('cancelled')
		const mail = await db.selectFrom('outbox').selectAll().where('id', '>', outboxBefore?.id ?? 0).execute()
		expect(mail.map((m) => m.recipient)).toEqual([booking.email])
		expect(mail[0]!.body_text).toContain('No cancellation fee applies.')
		expect(await cancelBookingByOwner(db, booking.id, clock)).toEqual({ ok: false, message: CHANGE_MESSAGES.notChangeableByOwner })
	})
})
