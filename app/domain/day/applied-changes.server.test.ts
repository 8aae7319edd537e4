import { randomUUID } from 'node:crypto'
import { describe, expect, test } from 'vitest'
import { cancelBookingByOwner } from '#app/domain/booking/booking-changes.server'
import { getDb } from '#app/lib/db.server'
import { NOW, OPEN_DATE, placedBooking, setSlotCapacity, stockedTyre, TZ } from '#tests/fixtures/booking'
import { CHANGE_MESSAGES, parseChangeId } from './changes'
import { DAY_MESSAGES } from './day'
import { markJobDone, markJobNotCompleted, undoJobDone } from './day-actions.server'

// Done, Undo and Couldn't complete carry a change id: each id is applied once, and sent again it
// gets the first answer (the phone's queue replays what may already have arrived).

const clock = { now: NOW, timeZone: TZ }
// the job is on another day than NOW, with money due on the day: Done says so and how it was paid
const closeOut = { anyDay: true, paidBy: 'cash' } as const

async function job() {
	const db = getDb()
	const tyre = await stockedTyre(db, { minStock: 4, offset: 6 })
	await setSlotCapacity(db, OPEN_DATE, 'lunch', 9)
	return placedBooking({ tyreId: tyre.id, quantity: 1, selectedSlot: 'lunch' })
}

async function stateOf(id: number) {
	return getDb().selectFrom('bookings').select(['status', 'done_at', 'not_completed_reason']).where('id', '=', id).executeTakeFirstOrThrow()
}

describe('a change id', () => {
	test('a replayed Done applies once and answers as the first time, even after an Undo', async () => {
		const booking = await job()
		const done = randomUUID()
		expect(await markJobDone(getDb(), booking.id, clock, closeOut, done)).toEqual({ ok: true, reference: booking.reference })
		expect(await undoJobDone(getDb(), booking.id, clock, randomUUID())).toMatchObject({ ok: true })
		// the Done arrives again (the phone never heard the first answer): nothing changes
		expect(await markJobDone(getDb(), booking.id, clock, closeOut, done)).toEqual({ ok: true, reference: booking.reference })
		expect(await stateOf(booking.id)).toMatchObject({ status: 'pending', done_at: null })
		const rows = await getDb().selectFrom('applied_changes').select(['kind', 'booking_id']).where('change_id', '=', done).execute()
		expect(rows).toEqual([{ kind: 'done', booking_id: booking.id }])
	})

	test('without an id every post is checked on its own, as before', async () => {
		const booking = await job()
		expect(await markJobDone(getDb(), booking.id, clock, closeOut)).toMatchObject({ ok: true })
		expect(await markJobDone(getDb(), booking.id, clock, closeOut)).toEqual({ ok: false, status: 409, message: DAY_MESSAGES.notToDo })
	})

	test('a change refused (the booking was cancelled meanwhile) says why, and says it again when replayed', async () => {
		const booking = await job()
		expect(await cancelBookingByOwner(getDb(), booking.id, clock)).toMatchObject({ ok: true })
		const id = randomUUID()
		const refused = await markJobDone(getDb(), booking.id, clock, closeOut, id)
		expect(refused).toEqual({ ok: false, status: 409, message: DAY_MESSAGES.notToDo })
		expect(await markJobDone(getDb(), booking.id, clock, closeOut, id)).toEqual(refused)
		expect((await stateOf(booking.id)).status).toBe('cancelled')
	})

	test('a change refused for what was missing (how it was paid) is weighed afresh when sent again with it', async () => {
		const booking = await job()
		const id = randomUUID()
		expect(await markJobDone(getDb(), booking.id, clock, { anyDay: true }, id)).toMatchObject({ ok: false, status: 400, needs: 'paid-by' })
		expect(await markJobDone(getDb(), booking.id, clock, closeOut, id)).toEqual({ ok: true, reference: booking.reference })
		expect((await stateOf(booking.id)).status).toBe('delivered')
	})

	test("Couldn't complete keeps the first reason; an id sent for another job or action is refused", async () => {
		const booking = await job()
		const other = await job()
		const id = randomUUID()
		expect(await markJobNotCompleted(getDb(), booking.id, { reason: 'Customer not home' }, clock, id)).toMatchObject({ ok: true })
		expect(await markJobNotCompleted(getDb(), booking.id, { reason: 'Changed my mind' }, clock, id)).toMatchObject({ ok: true })
		expect((await stateOf(booking.id)).not_completed_reason).toBe('Customer not home')
		expect(await markJobDone(getDb(), booking.id, clock, closeOut, id)).toEqual({ ok: false, status: 409, message: CHANGE_MESSAGES.reused })
		expect(await markJobNotCompleted(getDb(), other.id, { reason: 'Customer not home' }, clock, id)).toEqual({ ok: false, status: 409, message: CHANGE_MESSAGES.reused })
		expect((await stateOf(other.id)).not_completed_reason).toBeNull()
	})
})

test('the posted change field: none, a UUID, or refused', () => {
	expect(parseChangeId(null)).toEqual({ ok: true, changeId: undefined })
	expect(parseChangeId('')).toEqual({ ok: true, changeId: undefined })
	expect(parseChangeId('6F9619FF-8B86-4011-B42D-00C04FC964FF')).toEqual({ ok: true, changeId: '6f9619ff-8b86-4011-b42d-00c04fc964ff' })
	for (const bad of ['1', 'x'.repeat(36), '6f9619ff-8b86-4011-b42d-00c04fc964ff; drop table', 42]) expect(parseChangeId(bad)).toEqual({ ok: false, message: CHANGE_MESSAGES.badChangeId })
})
