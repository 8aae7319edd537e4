import { afterEach, beforeEach, describe, expect, test } from 'vitest'
import { confirmBooking } from '#app/domain/booking/booking-notices.server'
import { placeBooking } from '#app/domain/booking/place-booking.server'
import { CHANGE_MESSAGES } from '#app/domain/day/changes'
import { DAY_MESSAGES } from '#app/domain/day/day'
import { setClock } from '#app/lib/clock.server'
import { getDb } from '#app/lib/db.server'
import { ON_MY_WAY_MESSAGES } from '#app/domain/day/on-my-way'
import { adminLoad, adminPost, adminSessionCookie, formData } from '#tests/admin-fixtures'
import { afternoonBooking, bookingRequest, NOW, OPEN_DATE, setSlotCapacity, stockedTyre, TZ } from '#tests/fixtures/booking'
import { runAction } from '#tests/helpers/routes'

/** 11 am on the booked day (OPEN_DATE) in the shop's time zone. */
const ON_THE_DAY = new Date('2026-11-26T00:30:00Z')
import * as changes from './day-changes'
import * as day from './day'

// The day view's loader and actions as plain form posts (the no-JavaScript path), on a pinned clock.

beforeEach(() => setClock(() => NOW.getTime()))
afterEach(() => setClock(null))

async function load(path: string, { signedIn = true } = {}) {
	return adminLoad(day, path, { signedIn })
}

async function post(fields: Record<string, string>, { signedIn = true } = {}) {
	return adminPost(day, '/admin/day', fields, { signedIn })
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
		expect(page.location).toMatch(/^\/login\/admin\?redirectTo=%2Fadmin%2Fday/)
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

	test('Done asks how the money due was paid, then Undo; both land back on the same day with a toast', async () => {
		const booking = await booked()
		setClock(() => ON_THE_DAY.getTime())
		const unsaid = await post({ intent: 'done', id: String(booking.id), redirectTo: back })
		expect(unsaid.status).toBe(400)
		expect(unsaid.data).toEqual({ message: DAY_MESSAGES.paidByRequired, done: { id: booking.id, errors: [DAY_MESSAGES.paidByRequired] } })
		expect((await post({ intent: 'done', id: String(booking.id), paidBy: 'cheque', redirectTo: back })).status).toBe(400)
		expect((await getDb().selectFrom('bookings').select('status').where('id', '=', booking.id).executeTakeFirstOrThrow()).status).toBe('pending')

		const done = await post({ intent: 'done', id: String(booking.id), paidBy: 'cash', redirectTo: back })
		expect(done.status).toBe(303)
		expect(done.location).toBe(back)
		expect(done.toast).toMatchObject({ type: 'success', title: DAY_MESSAGES.done, description: booking.reference })
		expect(await getDb().selectFrom('bookings').select(['status', 'paid_by', 'paid_cents']).where('id', '=', booking.id).executeTakeFirstOrThrow()).toEqual({
			status: 'delivered',
			paid_by: 'cash',
			paid_cents: booking.finalAmount,
		})
		const sheet = (await load(back)).data.sheet
		expect(sheet.slots.flatMap((s: { jobs: { id: number }[] }) => s.jobs).find((j: { id: number }) => j.id === booking.id).collect).toEqual({ kind: 'collected', by: 'cash', cents: booking.finalAmount })
		expect(sheet.takings.byMethod).toContainEqual({ by: 'cash', label: 'Cash', jobs: 1, cents: booking.finalAmount })

		const again = await post({ intent: 'done', id: String(booking.id), redirectTo: back })
		expect(again.toast).toMatchObject({ type: 'error', title: DAY_MESSAGES.notToDo })

		const undone = await post({ intent: 'undo', id: String(booking.id), redirectTo: back })
		expect(undone.location).toBe(back)
		expect(undone.toast).toMatchObject({ type: 'success', title: DAY_MESSAGES.undone })
		expect(await getDb().selectFrom('bookings').select(['status', 'done_at', 'paid_by', 'paid_cents']).where('id', '=', booking.id).executeTakeFirstOrThrow()).toEqual({
			status: 'pending',
			done_at: null,
			paid_by: null,
			paid_cents: null,
		})
	})

	test('Done on a job of another day asks first, on that day, and is marked once confirmed', async () => {
		const booking = await booked()
		// the clock is two days before the booking
		const asked = await post({ intent: 'done', id: String(booking.id), paidBy: 'transfer', redirectTo: '/admin/day' })
		expect(asked.status).toBe(302)
		expect(asked.location).toBe(`/admin/day?date=${OPEN_DATE}&done=${booking.id}&paidBy=transfer#job-${booking.id}`)
		expect((await getDb().selectFrom('bookings').select('status').where('id', '=', booking.id).executeTakeFirstOrThrow()).status).toBe('pending')
		const page = await load(asked.location!.split('#')[0]!)
		expect(page.data.confirmingDone).toEqual({
			id: booking.id,
			paidBy: 'transfer',
			question: 'This job is booked for Thursday 26 November 2026, not today. Mark it done anyway?',
			detail: 'Paid: Bank transfer',
		})
		// the step is only for a job of that day still to do
		expect((await load(`/admin/day?done=${booking.id}`)).data.confirmingDone).toBeNull()

		const confirmed = await post({ intent: 'done', id: String(booking.id), paidBy: 'transfer', anyDay: 'yes', redirectTo: back })
		expect(confirmed.location).toBe(back)
		expect(confirmed.toast).toMatchObject({ type: 'success', title: DAY_MESSAGES.done })
		expect(await getDb().selectFrom('bookings').select(['status', 'paid_by']).where('id', '=', booking.id).executeTakeFirstOrThrow()).toEqual({ status: 'delivered', paid_by: 'transfer' })
	})

	test('each job is rendered with change ids; a Done resent under its id applies once and answers as the first time', async () => {
		const booking = await booked()
		const page = await load(back)
		const ids = page.data.changeIds[booking.id]
		expect(Object.keys(ids).sort()).toEqual(['done', 'not-completed', 'undo'])
		expect(new Set(Object.values(ids)).size).toBe(3)
		const done = await post({ intent: 'done', id: String(booking.id), change: ids.done, paidBy: 'cash', anyDay: 'yes', redirectTo: back })
		expect(done.toast).toMatchObject({ type: 'success', title: DAY_MESSAGES.done })
		const undone = await post({ intent: 'undo', id: String(booking.id), change: ids.undo, redirectTo: back })
		expect(undone.toast).toMatchObject({ type: 'success', title: DAY_MESSAGES.undone })
		// the first Done again (the back button, a resend on a weak signal): not applied twice
		const resent = await post({ intent: 'done', id: String(booking.id), change: ids.done, paidBy: 'cash', anyDay: 'yes', redirectTo: back })
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
		expect(missing.data.notCompleted).toEqual({ id: booking.id, reason: '  ', cause: '', fee: false, errors: [DAY_MESSAGES.reasonRequired] })
		const otherUnsaid = await post({ intent: 'not-completed', id: String(booking.id), cause: 'other', fee: 'yes', redirectTo: back })
		expect(otherUnsaid.data.notCompleted).toEqual({ id: booking.id, reason: '', cause: 'other', fee: true, errors: [DAY_MESSAGES.reasonRequired] })
		expect((await post({ intent: 'not-completed', id: String(booking.id), cause: 'aliens', redirectTo: back })).data.notCompleted.errors).toEqual([DAY_MESSAGES.causeRequired])
		const tooLong = await post({ intent: 'not-completed', id: String(booking.id), reason: 'x'.repeat(301), redirectTo: back })
		expect(tooLong.status).toBe(400)
		expect(tooLong.data.notCompleted.errors).toEqual([DAY_MESSAGES.reasonTooLong])
		expect((await getDb().selectFrom('bookings').select('not_completed_reason').where('id', '=', booking.id).executeTakeFirstOrThrow()).not_completed_reason).toBeNull()

		const kept = await post({ intent: 'not-completed', id: String(booking.id), reason: 'Customer not home', redirectTo: back })
		expect(kept.location).toBe(back)
		expect(kept.toast).toMatchObject({ title: DAY_MESSAGES.notCompleted })
		const job = (await load(back)).data.sheet.slots.flatMap((s: { jobs: unknown[] }) => s.jobs).find((j: { id: number }) => j.id === booking.id)
		expect(job).toMatchObject({ state: 'not-completed', notCompleted: { reason: 'Customer not home' }, failedFee: null })
	})

	test("couldn't complete with a quick reason and the failed-attendance fee: recorded once, the customer e-mailed", async () => {
		const db = getDb()
		const booking = await booked('morning')
		const charged = await post({ intent: 'not-completed', id: String(booking.id), cause: 'nobody_home', reason: 'Rang twice', fee: 'yes', redirectTo: back })
		expect(charged.location).toBe(back)
		expect(charged.toast).toMatchObject({ type: 'success', title: DAY_MESSAGES.feeApplied, description: booking.reference })
		expect(await db.selectFrom('bookings').select(['status', 'not_completed_cause', 'not_completed_reason', 'failed_fee_cents']).where('id', '=', booking.id).executeTakeFirstOrThrow()).toEqual({
			status: 'pending',
			not_completed_cause: 'nobody_home',
			not_completed_reason: 'Nobody home: Rang twice',
			failed_fee_cents: 9900,
		})
		const mail = await db.selectFrom('outbox').select(['subject', 'body_text']).where('recipient', '=', booking.email).where('subject', 'like', '%failed-attendance fee%').execute()
		expect(mail).toHaveLength(1)
		expect(mail[0]!.subject).toBe(`Your fitting ${booking.reference}: failed-attendance fee $99.00`)
		expect(mail[0]!.body_text).toContain('could not complete it: Nobody home: Rang twice.')
		// a second time (a double tap) records no second fee and sends no second e-mail
		const again = await post({ intent: 'not-completed', id: String(booking.id), cause: 'nobody_home', fee: 'yes', redirectTo: back })
		expect(again.toast).toMatchObject({ title: DAY_MESSAGES.notCompleted })
		expect(await db.selectFrom('outbox').select('id').where('recipient', '=', booking.email).where('subject', 'like', '%failed-attendance fee%').execute()).toHaveLength(1)
		const job = (await load(back)).data.sheet.slots.flatMap((s: { jobs: unknown[] }) => s.jobs).find((j: { id: number }) => j.id === booking.id)
		expect(job).toMatchObject({ notCompleted: { reason: 'Nobody home' }, failedFee: { cents: 9900 } })
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

// "On my way" from a job card: the plain post to the day view (no JavaScript) and the post the
// card sends with JavaScript to /admin/day/changes (JSON, never queued), on the booked day.
describe('On my way', () => {
	beforeEach(() => setClock(() => ON_THE_DAY.getTime()))

	const postPage = post

	async function postChange(fields: Record<string, string>) {
		const response = await runAction(changes.action, '/admin/day/changes', { form: formData(fields), cookie: await adminSessionCookie() })
		return { status: response.status, body: await response.json() }
	}

	test('a plain post sends it and lands back on the day with a toast; a second is refused; the card shows it sent', async () => {
		const booking = await afternoonBooking(14)
		const sent = await postPage({ intent: 'on-my-way', id: String(booking.id), minutes: '30', redirectTo: back })
		expect(sent.status).toBe(303)
		expect(sent.location).toBe(back)
		expect(sent.toast).toMatchObject({ type: 'success', title: ON_MY_WAY_MESSAGES.kept, description: `${booking.reference}: about 30 min` })
		const again = await postPage({ intent: 'on-my-way', id: String(booking.id), minutes: '15', redirectTo: back })
		expect(again.toast).toMatchObject({ type: 'error', title: ON_MY_WAY_MESSAGES.already })
		const page = await load(back)
		const job = page.data.sheet.slots.flatMap((s: { jobs: { id: number }[] }) => s.jobs).find((j: { id: number }) => j.id === booking.id)
		expect(job.onMyWay).toEqual({ sentAt: ON_THE_DAY.toISOString(), minutes: 30, sms: 'kept' })
	})

	test('minutes other than 15, 30, 45 or 60 are refused and nothing is sent', async () => {
		const booking = await afternoonBooking(14)
		const refused = await postPage({ intent: 'on-my-way', id: String(booking.id), minutes: '20', redirectTo: back })
		expect(refused.toast).toMatchObject({ type: 'error', title: ON_MY_WAY_MESSAGES.badMinutes })
		expect(await postChange({ intent: 'on-my-way', id: String(booking.id) })).toEqual({ status: 400, body: { ok: false, message: ON_MY_WAY_MESSAGES.badMinutes } })
		expect(await getDb().selectFrom('on_my_way').selectAll().where('booking_id', '=', booking.id).execute()).toEqual([])
	})

	test('is for the admin only', async () => {
		const posted = await postPage({ intent: 'on-my-way', id: '1', minutes: '30' }, { signedIn: false })
		expect(posted.status).toBe(302)
		expect(posted.location).toMatch(/^\/login\/admin/)
	})
})
