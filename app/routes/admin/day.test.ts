import { afterEach, beforeEach, describe, expect, test } from 'vitest'
import { confirmBooking } from '#app/domain/booking/booking-notices.server'
import { placeBooking } from '#app/domain/booking/place-booking.server'
import { CHANGE_MESSAGES } from '#app/domain/day/changes'
import { DAY_MESSAGES } from '#app/domain/day/day'
import { setClock } from '#app/lib/clock.server'
import { getDb } from '#app/lib/db.server'
import { takeToast } from '#app/lib/toast.server'
import { adminSessionCookie, outcomeOf } from '#tests/admin-fixtures'
import { bookingRequest, NOW, OPEN_DATE, setSlotCapacity, stockedTyre, TZ } from '#tests/fixtures/booking'
import * as day from './day'

// The day view's loader and actions as plain form posts (the no-JavaScript path), on a pinned clock.

beforeEach(() => setClock(() => NOW.getTime()))
afterEach(() => setClock(null))

async function load(path: string, { signedIn = true } = {}) {
	const request = new Request(`http://localhost:3000${path}`, { headers: signedIn ? { Cookie: await adminSessionCookie() } : {} })
	return outcomeOf(() => day.loader({ request, params: {}, context: {} } as never))
}

async function post(fields: Record<string, string>, { signedIn = true } = {}) {
	const form = new FormData()
	for (const [k, v] of Object.entries(fields)) form.set(k, v)
	const request = new Request('http://localhost:3000/admin/day', { method: 'POST', headers: signedIn ? { Cookie: await adminSessionCookie() } : {}, body: form })
	const outcome = await outcomeOf(() => day.action({ request, params: {}, context: {} } as never))
	const setCookies = outcome.response?.headers.getSetCookie().map((c) => c.split(';')[0]).join('; ') ?? ''
	const toast = (await takeToast(new Request('http://x', { headers: { Cookie: setCookies } }))).toast
	return { ...outcome, location: outcome.response?.headers.get('Location') ?? null, toast }
}

async function booked(slot: 'morning' | 'lunch' | 'afternoon' = 'lunch') {
	const db = getDb()
	const tyre = await stockedTyre(db, { minStock: 4, offset: 10 })
	await setSlotCapacity(db, OPEN_DATE, slot, 9)
	const result = await placeBooking(db, bookingRequest({ tyreId: tyre.id, quantity: 1, selectedSlot: slot }), { now: NOW, timeZone: TZ })
	if (!result.ok) throw new Error(result.problem.message)
	await confirmBooking(db, result.booking.reference, { now: NOW })
	return result.booking
}

const back = `/admin/day?date=${OPEN_DATE}`

describe('the day view', () => {
	test('is for the admin only, page and actions', async () => {
		const page = await load('/admin/day', { signedIn: false })
		expect(page.status).toBe(302)
		expect(page.response!.headers.get('Location')).toMatch(/^\/login\/admin\?redirectTo=%2Fadmin%2Fday/)
		const posted = await post({ intent: 'done', id: '1' }, { signedIn: false })
		expect(posted.status).toBe(302)
		expect(posted.location).toMatch(/^\/login\/admin/)
	})

	test('opens on today (the shop clock), shows any date, and answers a bad date with 400', async () => {
		expect((await load('/admin/day')).data.sheet).toMatchObject({ date: '2026-11-24', isToday: true })
		const booking = await booked()
		const other = await load(`/admin/day?date=${OPEN_DATE}`)
		expect(other.data.sheet).toMatchObject({ date: OPEN_DATE, isToday: false })
		expect(other.data.sheet.slots.flatMap((s: { jobs: { reference: string }[] }) => s.jobs.map((j) => j.reference))).toContain(booking.reference)
		for (const bad of ['2026-02-30', 'soon', '2026-1-5', '<script>']) {
			const refused = await load(`/admin/day?date=${encodeURIComponent(bad)}`)
			expect(refused.status, bad).toBe(400)
			expect(refused.data).toBe(DAY_MESSAGES.badDate)
		}
	})

	test('?cancel=<id> opens the confirm step for that job only', async () => {
		const booking = await booked()
		expect((await load(`${back}&cancel=${booking.id}`)).data.confirming).toMatchObject({ id: booking.id, reference: booking.reference })
		expect((await load(`${back}&cancel=abc`)).data.confirming).toBeNull()
	})

	test('Done then Undo land back on the same day with a toast', async () => {
		const booking = await booked()
		const done = await post({ intent: 'done', id: String(booking.id), redirectTo: back })
		expect(done.status).toBe(303)
		expect(done.location).toBe(back)
		expect(done.toast).toMatchObject({ type: 'success', title: DAY_MESSAGES.done, description: booking.reference })
		expect((await getDb().selectFrom('bookings').select('status').where('id', '=', booking.id).executeTakeFirstOrThrow()).status).toBe('delivered')

		const again = await post({ intent: 'done', id: String(booking.id), redirectTo: back })
		expect(again.toast).toMatchObject({ type: 'error', title: DAY_MESSAGES.notToDo })

		const undone = await post({ intent: 'undo', id: String(booking.id), redirectTo: back })
		expect(undone.location).toBe(back)
		expect(undone.toast).toMatchObject({ type: 'success', title: DAY_MESSAGES.undone })
		expect((await getDb().selectFrom('bookings').select(['status', 'done_at']).where('id', '=', booking.id).executeTakeFirstOrThrow())).toEqual({ status: 'pending', done_at: null })
	})

	test('each job is rendered with change ids; a Done resent under its id applies once and answers as the first time', async () => {
		const booking = await booked()
		const page = await load(back)
		const ids = page.data.changeIds[booking.id]
		expect(Object.keys(ids).sort()).toEqual(['done', 'not-completed', 'undo'])
		expect(new Set(Object.values(ids)).size).toBe(3)
		const done = await post({ intent: 'done', id: String(booking.id), change: ids.done, redirectTo: back })
		expect(done.toast).toMatchObject({ type: 'success', title: DAY_MESSAGES.done })
		const undone = await post({ intent: 'undo', id: String(booking.id), change: ids.undo, redirectTo: back })
		expect(undone.toast).toMatchObject({ type: 'success', title: DAY_MESSAGES.undone })
		// the first Done again (the back button, a resend on a weak signal): not applied twice
		const resent = await post({ intent: 'done', id: String(booking.id), change: ids.done, redirectTo: back })
		expect(resent.toast).toMatchObject({ type: 'success', title: DAY_MESSAGES.done })
		expect((await getDb().selectFrom('bookings').select('status').where('id', '=', booking.id).executeTakeFirstOrThrow()).status).toBe('pending')
		// a fresh load has fresh ids
		expect((await load(back)).data.changeIds[booking.id].done).not.toBe(ids.done)
		const bad = await post({ intent: 'done', id: String(booking.id), change: 'not-an-id', redirectTo: back })
		expect(bad.status).toBe(400)
		expect(bad.data.message).toBe(CHANGE_MESSAGES.badChangeId)
	})

	test("couldn't complete: a missing reason re-shows the form with the message; a reason is kept", async () => {
		const booking = await booked('afternoon')
		const missing = await post({ intent: 'not-completed', id: String(booking.id), reason: '  ', redirectTo: back })
		expect(missing.status).toBe(400)
		expect(missing.data.notCompleted).toEqual({ id: booking.id, reason: '  ', errors: [DAY_MESSAGES.reasonRequired] })
		const tooLong = await post({ intent: 'not-completed', id: String(booking.id), reason: 'x'.repeat(301), redirectTo: back })
		expect(tooLong.status).toBe(400)
		expect(tooLong.data.notCompleted.errors).toEqual([DAY_MESSAGES.reasonTooLong])
		expect((await getDb().selectFrom('bookings').select('not_completed_reason').where('id', '=', booking.id).executeTakeFirstOrThrow()).not_completed_reason).toBeNull()

		const kept = await post({ intent: 'not-completed', id: String(booking.id), reason: 'Customer not home', redirectTo: back })
		expect(kept.location).toBe(back)
		expect(kept.toast).toMatchObject({ title: DAY_MESSAGES.notCompleted })
		const job = (await load(back)).data.sheet.slots.flatMap((s: { jobs: unknown[] }) => s.jobs).find((j: { id: number }) => j.id === booking.id)
		expect(job).toMatchObject({ state: 'not-completed', notCompleted: { reason: 'Customer not home' } })
	})

	test('bad input: no id, an unknown intent, a bad reschedule choice; a redirect elsewhere stays on the day view', async () => {
		expect((await post({ intent: 'done' })).status).toBe(400)
		expect((await post({ intent: 'done', id: '-3' })).status).toBe(400)
		expect(await post({ intent: 'explode', id: '1' })).toMatchObject({ status: 400, data: { message: DAY_MESSAGES.badIntent } })
		const booking = await booked()
		expect((await post({ intent: 'reschedule', id: String(booking.id), choice: 'someday' })).status).toBe(400)
		const unknown = await post({ intent: 'done', id: '99999999', redirectTo: 'https://evil.example/' })
		expect(unknown.location).toBe('/admin/day')
		expect(unknown.toast).toMatchObject({ type: 'error', title: DAY_MESSAGES.notFound })
	})

	test('reschedule and cancel by the owner e-mail the customer', async () => {
		const db = getDb()
		const booking = await booked('morning')
		await setSlotCapacity(db, '2026-12-02', 'lunch', 3)
		const moved = await post({ intent: 'reschedule', id: String(booking.id), choice: '2026-12-02|lunch', redirectTo: back })
		expect(moved.toast).toMatchObject({ type: 'success', title: DAY_MESSAGES.rescheduled })
		expect(await db.selectFrom('bookings').select(['selected_date', 'selected_slot']).where('id', '=', booking.id).executeTakeFirstOrThrow()).toEqual({ selected_date: '2026-12-02', selected_slot: 'lunch' })

		const cancelled = await post({ intent: 'cancel', id: String(booking.id), redirectTo: back })
		expect(cancelled.toast).toMatchObject({ type: 'success', title: DAY_MESSAGES.cancelled })
		const mail = await db.selectFrom('outbox').select(['recipient', 'subject']).where('recipient', '=', booking.email).orderBy('id').execute()
		expect(mail.map((m) => m.subject)).toEqual(expect.arrayContaining([expect.stringContaining('has moved to'), `Your booking ${booking.reference} is cancelled`]))
	})
})

describe('the visiting order', () => {
	const DATE = '2026-12-03' // a Thursday no other test here books
	async function at(suburb: string, postcode: string) {
		const db = getDb()
		const tyre = await stockedTyre(db, { minStock: 4, offset: 11 })
		await setSlotCapacity(db, DATE, 'afternoon', 9)
		const result = await placeBooking(
			db,
			bookingRequest({ tyreId: tyre.id, quantity: 1, selectedSlot: 'afternoon', selectedDate: DATE, address: { address: '1 High St', suburb, postcode } }),
			{ now: NOW, timeZone: TZ },
		)
		if (!result.ok) throw new Error(result.problem.message)
		await confirmBooking(db, result.booking.reference, { now: NOW })
		return result.booking.id
	}
	const order = async () => {
		const slot = (await load(`/admin/day?date=${DATE}`)).data.sheet.slots.find((s: { slot: string }) => s.slot === 'afternoon')
		return { ids: slot.jobs.map((j: { id: number }) => j.id) as number[], byHand: slot.byHand as boolean }
	}

	test('suggested from suburb centres (nearest next); moved by hand and kept; reset to the suggestion', async () => {
		const frankston = await at('Frankston', '3199')
		const clayton = await at('Clayton', '3168')
		const springvale = await at('Springvale', '3171')
		// from the first booked (Frankston), nearest next: Springvale, then Clayton
		expect(await order()).toEqual({ ids: [frankston, springvale, clayton], byHand: false })

		const moved = await post({ intent: 'move', id: String(clayton), direction: 'up', redirectTo: `/admin/day?date=${DATE}` })
		expect(moved.toast).toMatchObject({ type: 'success', title: DAY_MESSAGES.moved })
		expect(await order()).toEqual({ ids: [frankston, clayton, springvale], byHand: true })
		// kept: a new booking in the slot joins after the owner's order
		const dandenong = await at('Dandenong', '3175')
		expect(await order()).toEqual({ ids: [frankston, clayton, springvale, dandenong], byHand: true })

		expect((await post({ intent: 'move', id: String(frankston), direction: 'up' })).toast).toMatchObject({ type: 'error', title: DAY_MESSAGES.cannotMove })
		expect((await post({ intent: 'move', id: String(frankston), direction: 'sideways' })).status).toBe(400)

		const reset = await post({ intent: 'reset-order', date: DATE, slot: 'afternoon', redirectTo: `/admin/day?date=${DATE}` })
		expect(reset.toast).toMatchObject({ title: DAY_MESSAGES.orderReset })
		expect((await order()).byHand).toBe(false)
		expect((await post({ intent: 'reset-order', date: 'nope', slot: 'afternoon' })).status).toBe(400)
		expect((await post({ intent: 'reset-order', date: DATE, slot: 'midnight' })).status).toBe(400)
	})
})
