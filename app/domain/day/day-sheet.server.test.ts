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

		expect(await markJobNotCompleted(db, booking.id, { reason: 'Car not at the address' }, { now: later })).toEqual({ ok: true, reference: booking.reference, feeApplied: false })
		expect(await stateOf()).toMatchObject({ state: 'not-completed', notCompleted: { reason: 'Car not at the address', at: expect.any(String) } })
		const row = await db.selectFrom('bookings').select(['status', 'not_completed_reason']).where('id', '=', booking.id).executeTakeFirstOrThrow()
		expect(row).toEqual({ status: 'pending', not_completed_reason: 'Car not at the address' })

		expect(await markJobDone(db, booking.id, { now: later, timeZone: TZ }, { paidBy: 'cash' })).toEqual({ ok: true, reference: booking.reference })
		expect(await stateOf()).toMatchObject({ state: 'done', doneAt: later.toISOString(), notCompleted: null })
		// a second tap changes nothing
		expect(await markJobDone(db, booking.id, { now: later, timeZone: TZ }, { paidBy: 'cash' })).toEqual({ ok: false, status: 409, message: DAY_MESSAGES.notToDo })
		expect(await markJobNotCompleted(db, booking.id, { reason: 'late' }, { now: later })).toMatchObject({ ok: false, status: 409 })

		expect(await undoJobDone(db, booking.id, { now: later })).toEqual({ ok: true, reference: booking.reference })
		expect(await stateOf()).toMatchObject({ state: 'to-do', doneAt: null })
		expect(await undoJobDone(db, booking.id, { now: later })).toEqual({ ok: false, status: 409, message: DAY_MESSAGES.notDone })

		expect(await markJobDone(db, 99_999_999, { now: later, timeZone: TZ })).toEqual({ ok: false, status: 404, message: DAY_MESSAGES.notFound })
	})

	test('closing out: Done asks how the money due was paid and on another day for a confirm; the takings add up by method', async () => {
		const db = getDb()
		const tyre = await stockedTyre(db, { minStock: 8, offset: 4 })
		await setSlotCapacity(db, OPEN_DATE, 'morning', 9)
		const onTheDay = { now: new Date('2026-11-26T01:00:00Z'), timeZone: TZ }
		const cash = await placed({ tyreId: tyre.id, quantity: 1, selectedSlot: 'morning' })
		const card = await placed({ tyreId: tyre.id, quantity: 2, selectedSlot: 'morning' })
		const before = (await loadDaySheet(db, OPEN_DATE, clock)).takings

		expect(await markJobDone(db, cash.id, onTheDay)).toEqual({ ok: false, status: 400, message: DAY_MESSAGES.paidByRequired, needs: 'paid-by' })
		// two days early: asked to confirm, and nothing changes until it is
		expect(await markJobDone(db, cash.id, clock, { paidBy: 'cash' })).toEqual({ ok: false, status: 409, message: DAY_MESSAGES.otherDay, needs: 'confirm-other-day', date: OPEN_DATE })
		expect((await db.selectFrom('bookings').select('status').where('id', '=', cash.id).executeTakeFirstOrThrow()).status).toBe('pending')
		expect(await markJobDone(db, cash.id, clock, { paidBy: 'cash', anyDay: true })).toEqual({ ok: true, reference: cash.reference })
		expect(await markJobDone(db, card.id, onTheDay, { paidBy: 'card_on_the_day' })).toEqual({ ok: true, reference: card.reference })

		const sheet = await loadDaySheet(db, OPEN_DATE, clock)
		const job = (id: number) => sheet.slots.flatMap((s) => s.jobs).find((j) => j.id === id)!
		expect(job(cash.id).collect).toEqual({ kind: 'collected', by: 'cash', cents: cash.finalAmount })
		expect(job(card.id).collect).toEqual({ kind: 'collected', by: 'card_on_the_day', cents: card.finalAmount })
		const cents = (t: typeof before, by: string) => t.byMethod.find((r) => r.by === by)?.cents ?? 0
		expect(cents(sheet.takings, 'cash') - cents(before, 'cash')).toBe(cash.finalAmount)
		expect(cents(sheet.takings, 'card_on_the_day') - cents(before, 'card_on_the_day')).toBe(card.finalAmount)
		expect(sheet.takings.totalCents - before.totalCents).toBe(cash.finalAmount + card.finalAmount)

		// an undo takes it out of the takings again
		await undoJobDone(db, card.id, onTheDay)
		expect((await loadDaySheet(db, OPEN_DATE, clock)).takings.totalCents - before.totalCents).toBe(cash.finalAmount)
	})

	test("couldn't complete: a quick reason, and the failed-attendance fee once, e-mailed to the customer", async () => {
		const db = getDb()
		const tyre = await stockedTyre(db, { minStock: 4, offset: 9 })
		await setSlotCapacity(db, OPEN_DATE, 'afternoon', 9)
		const booking = await placed({ tyreId: tyre.id, quantity: 1, selectedSlot: 'afternoon' })
		const outboxBefore = await db.selectFrom('outbox').select('id').orderBy('id', 'desc').executeTakeFirst()
		expect(await markJobNotCompleted(db, booking.id, { cause: 'no_key', reason: '', fee: true }, clock)).toEqual({ ok: true, reference: booking.reference, feeApplied: true })
		expect(await markJobNotCompleted(db, booking.id, { cause: 'wrong_size', reason: 'Needs 225/45R17', fee: true }, clock)).toEqual({ ok: true, reference: booking.reference, feeApplied: false })
		const job = (await loadDaySheet(db, OPEN_DATE, clock)).slots.flatMap((s) => s.jobs).find((j) => j.id === booking.id)!
		expect(job).toMatchObject({ state: 'not-completed', notCompleted: { reason: 'Wrong tyre size: Needs 225/45R17' }, failedFee: { cents: 9900, at: NOW.toISOString() } })
		const mail = await db.selectFrom('outbox').selectAll().where('id', '>', outboxBefore?.id ?? 0).execute()
		expect(mail.map((m) => m.recipient)).toEqual([booking.email])
		expect(mail[0]!.body_text).toContain('could not complete it: No wheel-nut key.')
		expect(mail[0]!.body_text).toContain('a $99.00 failed-attendance fee applies')
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
		await markJobNotCompleted(db, booking.id, { reason: 'Rain' }, clock)
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
