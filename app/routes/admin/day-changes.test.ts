import { randomUUID } from 'node:crypto'
import { afterEach, beforeEach, describe, expect, test } from 'vitest'
import { cancelBookingByOwner } from '#app/domain/booking/booking-changes.server'
import { confirmBooking } from '#app/domain/booking/booking-notices.server'
import { placeBooking } from '#app/domain/booking/place-booking.server'
import { CHANGE_MESSAGES } from '#app/domain/day/changes'
import { DAY_MESSAGES } from '#app/domain/day/day'
import { setClock } from '#app/lib/clock.server'
import { getDb } from '#app/lib/db.server'
import { takeToast } from '#app/lib/toast.server'
import { ON_MY_WAY_MESSAGES } from '#app/domain/day/on-my-way'
import { adminSessionCookie, formData } from '#tests/admin-fixtures'
import { afternoonBooking, bookingRequest, NOW, OPEN_DATE, setSlotCapacity, stockedTyre, TZ } from '#tests/fixtures/booking'
import { runAction } from '#tests/helpers/routes'
import * as changes from './day-changes'

// The phone's queued changes (Done, Undo, Couldn't complete) sent to /admin/day/changes: a JSON
// answer per change, each applied once, a refusal with its reason.

beforeEach(() => setClock(() => NOW.getTime()))
afterEach(() => setClock(null))

/** 11 am on the booked day (OPEN_DATE) in the shop's time zone. */
const ON_THE_DAY = new Date('2026-11-26T00:30:00Z')

async function send(fields: Record<string, string>, { signedIn = true } = {}) {
	const response = await runAction(changes.action, '/admin/day/changes', { form: formData(fields), cookie: signedIn ? await adminSessionCookie() : undefined })
	const isJson = response.headers.get('Content-Type')?.includes('application/json')
	return { status: response.status, body: isJson ? await response.json() : null, response }
}

async function booked() {
	const db = getDb()
	const tyre = await stockedTyre(db, { minStock: 4, offset: 12 })
	await setSlotCapacity(db, OPEN_DATE, 'lunch', 9)
	const result = await placeBooking(db, bookingRequest({ tyreId: tyre.id, quantity: 1, selectedSlot: 'lunch' }), { now: NOW, timeZone: TZ })
	if (!result.ok) throw new Error(result.problem.message)
	await confirmBooking(db, result.booking.reference, { now: NOW })
	return result.booking
}

const statusOf = async (id: number) => (await getDb().selectFrom('bookings').select('status').where('id', '=', id).executeTakeFirstOrThrow()).status

test('for the admin only', async () => {
	const refused = await send({ intent: 'done', id: '1', change: randomUUID() }, { signedIn: false })
	expect(refused.status).toBe(302)
	expect(refused.response.headers.get('Location')).toMatch(/^\/login\/admin/)
})

test('Done then Undo, each answered in JSON (with the toast the day view shows next); a replay applies once', async () => {
	const booking = await booked()
	const done = { intent: 'done', id: String(booking.id), change: randomUUID(), paidBy: 'cash', anyDay: 'yes' }
	const first = await send(done)
	expect(first).toMatchObject({ status: 200, body: { ok: true, message: DAY_MESSAGES.done, reference: booking.reference } })
	expect(first.response.headers.get('Cache-Control')).toBe('private, no-store')
	const cookie = first.response.headers.getSetCookie().map((c) => c.split(';')[0]).join('; ')
	expect((await takeToast(new Request('http://x', { headers: { Cookie: cookie } }))).toast).toMatchObject({ title: DAY_MESSAGES.done })
	expect(await send({ intent: 'undo', id: String(booking.id), change: randomUUID() })).toMatchObject({ status: 200, body: { ok: true, message: DAY_MESSAGES.undone } })
	expect(await send(done)).toMatchObject({ status: 200, body: { ok: true, message: DAY_MESSAGES.done } })
	expect(await statusOf(booking.id)).toBe('pending')
})

test('a change the shop refuses (the booking was cancelled meanwhile) answers 409 with the reason', async () => {
	const booking = await booked()
	await cancelBookingByOwner(getDb(), booking.id, { now: NOW, timeZone: TZ })
	const refused = await send({ intent: 'done', id: String(booking.id), change: randomUUID() })
	expect(refused).toMatchObject({ status: 409, body: { ok: false, message: DAY_MESSAGES.notToDo } })
	expect(await statusOf(booking.id)).toBe('cancelled')
	expect(await send({ intent: 'done', id: '99999999', change: randomUUID() })).toMatchObject({ status: 404, body: { ok: false, message: DAY_MESSAGES.notFound } })
})

test("bad input is a 400 with a message: no change id, a bad one, an unknown intent, no reason for Couldn't complete", async () => {
	const booking = await booked()
	const id = String(booking.id)
	expect(await send({ intent: 'done', id })).toMatchObject({ status: 400, body: { ok: false } })
	expect(await send({ intent: 'done', id, change: 'nope' })).toMatchObject({ status: 400, body: { message: CHANGE_MESSAGES.badChangeId } })
	expect(await send({ intent: 'cancel', id, change: randomUUID() })).toMatchObject({ status: 400, body: { message: DAY_MESSAGES.badIntent } })
	expect(await send({ intent: 'done', id: 'x', change: randomUUID() })).toMatchObject({ status: 400, body: { message: DAY_MESSAGES.notFound } })
	expect(await send({ intent: 'not-completed', id, change: randomUUID(), reason: ' ' })).toMatchObject({ status: 400, body: { message: DAY_MESSAGES.reasonRequired } })
	expect(await send({ intent: 'not-completed', id, change: randomUUID(), reason: 'Flat battery on the jack' })).toMatchObject({ status: 200, body: { ok: true, message: DAY_MESSAGES.notCompleted } })
	expect(await statusOf(booking.id)).toBe('pending')
})

// "On my way" sent with JavaScript from a job card: JSON, once, on the booked day.
describe('On my way', () => {
	beforeEach(() => setClock(() => ON_THE_DAY.getTime()))

	async function postChange(fields: Record<string, string>) {
		const { status, body } = await send(fields)
		return { status, body }
	}

	test('with JavaScript it answers JSON, once: the second post says it was already sent', async () => {
		const booking = await afternoonBooking(14)
		expect(await postChange({ intent: 'on-my-way', id: String(booking.id), minutes: '15' })).toEqual({ status: 200, body: { ok: true, message: ON_MY_WAY_MESSAGES.kept, reference: booking.reference } })
		expect(await postChange({ intent: 'on-my-way', id: String(booking.id), minutes: '15' })).toEqual({ status: 409, body: { ok: false, message: ON_MY_WAY_MESSAGES.already } })
		expect(await postChange({ intent: 'on-my-way', id: 'x', minutes: '15' })).toMatchObject({ status: 400 })
	})
})
