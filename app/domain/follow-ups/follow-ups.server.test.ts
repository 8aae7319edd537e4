import { afterEach, beforeEach, describe, expect, test } from 'vitest'
import { optOut } from '#app/domain/consent/consent.server'
import { checkUnsubscribeToken } from '#app/domain/consent/unsubscribe-link.server'
import { markJobDone, undoJobDone } from '#app/domain/day/day-actions.server'
import { saveFollowUpSettings } from '#app/domain/settings/follow-up-settings.server'
import { DEFAULT_FOLLOW_UP_SETTINGS } from '#app/domain/settings/follow-up-settings'
import { shopTimeToInstant } from '#app/domain/slots/shop-time'
import { getDb } from '#app/lib/db.server'
import type { BookingRequest } from '#app/domain/booking/place-booking.server'
import { NOW, OPEN_DATE, placedBooking, setSlotCapacity, stockedTyre, TZ, uniqueCustomer, type TypedCustomer } from '#tests/fixtures/booking'
import { cancelScheduledMessage, sendDueFollowUps, sendFollowUpNow, waitingFollowUps } from './follow-ups.server'
import { e164 } from '#tests/fixtures/phone'

// Review requests and aftercare reminders with the clock moved through the days after a fitting
// (shop time, Adelaide). The fitting is on Thursday 26 November 2026.

const at = (date: string, hh: number, mm = 0) => shopTimeToInstant(date, hh * 60 + mm, TZ)
const clockAt = (now: Date) => ({ now, timeZone: TZ })
const closeOut = { anyDay: true, paidBy: 'cash' } as const

let vehicles = 0
/** A registration no other test's fitting has, so one test's Done never replaces another's reminder. */
const ownRego = () => `FU${process.pid % 1000}${++vehicles}`.slice(0, 9)

async function fitted(overrides: { quantity?: number; vehicle?: BookingRequest['vehicle']; customer?: TypedCustomer } = {}) {
	const db = getDb()
	const tyre = await stockedTyre(db, { minStock: 4, offset: 9 })
	await setSlotCapacity(db, OPEN_DATE, 'lunch', 40)
	const vehicle = overrides.vehicle ?? { rego: ownRego(), state: 'VIC', colour: 'Silver', make: 'Toyota', model: 'Corolla' }
	const booking = await placedBooking({ tyreId: tyre.id, quantity: overrides.quantity ?? 1, selectedSlot: 'lunch', vehicle, ...(overrides.customer ? { customer: overrides.customer } : {}) })
	// what the booking itself sent (its confirmation) is not a follow-up
	const last = await db.selectFrom('outbox').select('id').orderBy('id', 'desc').executeTakeFirst()
	const { phone_e164 } = await db.selectFrom('bookings').select('phone_e164').where('id', '=', booking.id).executeTakeFirstOrThrow()
	return { ...booking, phone_e164, rego: vehicle.rego, outboxFrom: last?.id ?? 0 }
}

async function messagesOf(bookingId: number) {
	return getDb().selectFrom('scheduled_messages').selectAll().where('booking_id', '=', bookingId).orderBy('kind').execute()
}

/** The follow-ups sent to the booking's customer (by e-mail and SMS). */
async function outboxTo(b: { email: string; phone_e164: string | null; outboxFrom: number }) {
	return getDb()
		.selectFrom('outbox')
		.select(['channel', 'recipient', 'subject', 'body_text'])
		.where('id', '>', b.outboxFrom)
		.where('recipient', 'in', [b.email, b.phone_e164 ?? b.email])
		.orderBy('id')
		.execute()
}

beforeEach(async () => {
	const db = getDb()
	await saveFollowUpSettings(db, DEFAULT_FOLLOW_UP_SETTINGS)
	await db
		.insertInto('settings')
		.values({ key: 'google_reviews', value: 'ChIJN1t_tDeuEmsRUsoyG83frY4' })
		.onConflict((oc) => oc.column('key').doUpdateSet({ value: 'ChIJN1t_tDeuEmsRUsoyG83frY4' }))
		.execute()
})

afterEach(async () => {
	await saveFollowUpSettings(getDb(), DEFAULT_FOLLOW_UP_SETTINGS)
})

describe('a review request after Done', () => {
	test('waits for its delay, goes once by e-mail and SMS with the review link and the way out', async () => {
		const db = getDb()
		const b = await fitted()
		expect(await markJobDone(db, b.id, clockAt(at(OPEN_DATE, 11)), closeOut)).toMatchObject({ ok: true })
		const [aftercare, review] = await messagesOf(b.id)
		expect(review).toMatchObject({ kind: 'review-request', status: 'scheduled', due_at: at(OPEN_DATE, 13).toISOString() })
		expect(aftercare).toMatchObject({ kind: 'aftercare', status: 'scheduled', due_at: at('2027-05-26', 10).toISOString() })
		expect((await waitingFollowUps(db)).filter((m) => m.reference === b.reference).map((m) => m.label)).toEqual(['Review request', 'Aftercare reminder'])

		// before its time: nothing
		expect((await sendDueFollowUps(db, clockAt(at(OPEN_DATE, 12, 59)))).sent).not.toContain(review!.id)
		expect(await outboxTo(b)).toEqual([])

		const run = await sendDueFollowUps(db, clockAt(at(OPEN_DATE, 13, 5)))
		expect(run.sent).toContain(review!.id)
		const sent = await outboxTo(b)
		expect(sent.map((m) => m.channel)).toEqual(['email', 'sms'])
		expect(sent[0]!.subject).toMatch(/how did we go\?$/)
		expect(sent[0]!.body_text).toContain('https://search.google.com/local/reviews?placeid=ChIJN1t_tDeuEmsRUsoyG83frY4')
		const token = /\/unsubscribe\?t=([A-Za-z0-9_.-]+)/.exec(sent[0]!.body_text)?.[1] ?? null
		expect(checkUnsubscribeToken(token, clockAt(at(OPEN_DATE, 14)))).toEqual({ ok: true, email: b.email.toLowerCase() })
		expect(sent[1]!.body_text).toMatch(/Reply STOP to opt out$/)

		// later runs, here or in another instance: never again
		expect((await sendDueFollowUps(db, clockAt(at(OPEN_DATE, 15)))).sent).not.toContain(review!.id)
		expect((await sendDueFollowUps(db, clockAt(at('2026-11-27', 10)))).sent).not.toContain(review!.id)
		expect(await outboxTo(b)).toHaveLength(2)
		expect((await messagesOf(b.id))[1]).toMatchObject({ status: 'sent' })
	})

	test('two runs at once send it once', async () => {
		const db = getDb()
		const b = await fitted()
		await markJobDone(db, b.id, clockAt(at(OPEN_DATE, 10)), closeOut)
		const clock = clockAt(at(OPEN_DATE, 12, 30))
		await Promise.all([sendDueFollowUps(db, clock), sendDueFollowUps(db, clock)])
		expect((await outboxTo(b)).map((m) => m.channel)).toEqual(['email', 'sms'])
	})

	test('never at night: a Done at 6:30 pm asks at 9 am the next day, and a run at night sends nothing', async () => {
		const db = getDb()
		const b = await fitted()
		await markJobDone(db, b.id, clockAt(at(OPEN_DATE, 18, 30)), closeOut)
		const review = (await messagesOf(b.id)).find((m) => m.kind === 'review-request')!
		expect(review.due_at).toBe(at('2026-11-27', 9).toISOString())
		// the scheduler was down all evening: a due message still waits out the night
		await getDb().updateTable('scheduled_messages').set({ due_at: at(OPEN_DATE, 19, 30).toISOString() }).where('id', '=', review.id).execute()
		expect((await sendDueFollowUps(db, clockAt(at(OPEN_DATE, 22)))).sent).toEqual([])
		expect((await sendDueFollowUps(db, clockAt(at('2026-11-27', 8, 55)))).sent).toEqual([])
		expect(await outboxTo(b)).toEqual([])
		expect((await sendDueFollowUps(db, clockAt(at('2026-11-27', 9)))).sent).toContain(review.id)
	})

	test('Undo before it goes cancels it; the next Done schedules it again, once', async () => {
		const db = getDb()
		const b = await fitted()
		await markJobDone(db, b.id, clockAt(at(OPEN_DATE, 11)), closeOut)
		await undoJobDone(db, b.id, clockAt(at(OPEN_DATE, 11, 5)))
		expect((await messagesOf(b.id)).map((m) => [m.status, m.cancelled_reason])).toEqual([
			['cancelled', 'undone'],
			['cancelled', 'undone'],
		])
		await sendDueFollowUps(db, clockAt(at(OPEN_DATE, 14)))
		expect(await outboxTo(b)).toEqual([])

		await markJobDone(db, b.id, clockAt(at(OPEN_DATE, 15)), closeOut)
		const review = (await messagesOf(b.id)).find((m) => m.kind === 'review-request')!
		expect(review).toMatchObject({ status: 'scheduled', due_at: at(OPEN_DATE, 17).toISOString() })
		await sendDueFollowUps(db, clockAt(at(OPEN_DATE, 17)))
		expect((await outboxTo(b)).map((m) => m.channel)).toEqual(['email', 'sms'])
		// once per booking: undo and Done again after it went schedule nothing new
		await undoJobDone(db, b.id, clockAt(at(OPEN_DATE, 17, 30)))
		await markJobDone(db, b.id, clockAt(at(OPEN_DATE, 17, 35)), closeOut)
		expect((await messagesOf(b.id)).find((m) => m.kind === 'review-request')).toMatchObject({ status: 'sent' })
		await sendDueFollowUps(db, clockAt(at('2026-11-28', 12)))
		expect((await outboxTo(b)).map((m) => m.channel)).toEqual(['email', 'sms'])
	})

	test('not to a customer who opted out; only the channel they left', async () => {
		const db = getDb()
		const b = await fitted()
		await optOut(db, { channel: 'email', recipient: b.email.toUpperCase(), source: 'email-link' }, clockAt(NOW))
		await markJobDone(db, b.id, clockAt(at(OPEN_DATE, 11)), closeOut)
		await sendDueFollowUps(db, clockAt(at(OPEN_DATE, 13)))
		expect((await outboxTo(b)).map((m) => m.channel)).toEqual(['sms'])

		const both = await fitted()
		await optOut(db, { channel: 'email', recipient: both.email, source: 'owner' }, clockAt(NOW))
		await optOut(db, { channel: 'sms', recipient: e164(both.phone), source: 'sms-stop' }, clockAt(NOW))
		await markJobDone(db, both.id, clockAt(at(OPEN_DATE, 11)), closeOut)
		const run = await sendDueFollowUps(db, clockAt(at(OPEN_DATE, 13)))
		const review = (await messagesOf(both.id)).find((m) => m.kind === 'review-request')!
		expect(run.cancelled).toContainEqual({ id: review.id, reason: 'opted-out' })
		expect(await outboxTo(both)).toEqual([])
	})

	test('the owner can cancel a waiting one, and switch them off', async () => {
		const db = getDb()
		const b = await fitted()
		await markJobDone(db, b.id, clockAt(at(OPEN_DATE, 11)), closeOut)
		const review = (await messagesOf(b.id)).find((m) => m.kind === 'review-request')!
		expect(await cancelScheduledMessage(db, review.id, clockAt(at(OPEN_DATE, 11, 30)))).toBe(true)
		expect(await cancelScheduledMessage(db, review.id, clockAt(at(OPEN_DATE, 11, 31)))).toBe(false)
		await sendDueFollowUps(db, clockAt(at(OPEN_DATE, 14)))
		expect(await outboxTo(b)).toEqual([])

		await saveFollowUpSettings(db, { ...DEFAULT_FOLLOW_UP_SETTINGS, reviewRequests: false, aftercareReminders: false })
		const off = await fitted()
		await markJobDone(db, off.id, clockAt(at(OPEN_DATE, 11)), closeOut)
		expect(await messagesOf(off.id)).toEqual([])
	})
})

describe('the owner’s Send now', () => {
	test('sends a waiting one at once, once; never at night', async () => {
		const db = getDb()
		const b = await fitted()
		await markJobDone(db, b.id, clockAt(at(OPEN_DATE, 11)), closeOut)
		const aftercare = (await messagesOf(b.id)).find((m) => m.kind === 'aftercare')!
		expect(await sendFollowUpNow(db, aftercare.id, clockAt(at(OPEN_DATE, 21)))).toEqual({ ok: false, message: "It is the shop's quiet hours: it goes after 9 am." })
		expect(await sendFollowUpNow(db, aftercare.id, clockAt(at(OPEN_DATE, 11, 10)))).toEqual({ ok: true })
		expect(await sendFollowUpNow(db, aftercare.id, clockAt(at(OPEN_DATE, 11, 11)))).toEqual({ ok: false, message: 'It was already sent or cancelled.' })
		expect((await outboxTo(b)).map((m) => m.channel)).toEqual(['email', 'sms'])
	})
})

describe('the aftercare reminder', () => {
	test('goes the set months after the fitting with the booking link and the STOP line', async () => {
		const db = getDb()
		await saveFollowUpSettings(db, { ...DEFAULT_FOLLOW_UP_SETTINGS, reviewRequests: false, aftercareMonths: 4 })
		const b = await fitted()
		await markJobDone(db, b.id, clockAt(at(OPEN_DATE, 11)), closeOut)
		const [aftercare] = await messagesOf(b.id)
		expect(aftercare).toMatchObject({ kind: 'aftercare', due_at: at('2027-03-26', 10).toISOString() })
		expect((await sendDueFollowUps(db, clockAt(at('2027-03-25', 12)))).sent).toEqual([])
		expect((await sendDueFollowUps(db, clockAt(at('2027-03-26', 10, 5)))).sent).toContain(aftercare!.id)
		const [email, sms] = await outboxTo(b)
		expect(email!.subject).toBe(`Time for a tyre rotation and balance (${b.rego})`)
		expect(email!.body_text).toContain(`It's 4 months since we fitted tyres to your Toyota Corolla (${b.rego})`)
		expect(email!.body_text).toMatch(/\/aftercare\?ref=BK-[A-Z0-9]+&exp=2027-06-24&sig=/)
		expect(email!.body_text).toContain('/unsubscribe?t=')
		expect(sms!.body_text).toMatch(/Reply STOP to opt out$/)
	})
})

describe('a newer fitting for the same vehicle', () => {
	const aftercareOf = async (bookingId: number) => (await messagesOf(bookingId)).find((m) => m.kind === 'aftercare')!

	test('cancels the older waiting reminder, so nobody is told to rotate tyres that were replaced', async () => {
		const db = getDb()
		const rego = ownRego()
		const first = await fitted({ vehicle: { rego, state: 'VIC', colour: 'Silver', make: 'Toyota', model: 'Corolla' } })
		await markJobDone(db, first.id, clockAt(at(OPEN_DATE, 10)), closeOut)
		const other = await fitted()
		await markJobDone(db, other.id, clockAt(at(OPEN_DATE, 10, 30)), closeOut)
		expect(await aftercareOf(first.id)).toMatchObject({ status: 'scheduled' })

		// the same car (its plate typed in another case), new tyres a little later
		const again = await fitted({ vehicle: { rego: rego.toLowerCase(), state: 'VIC', colour: 'Silver', make: 'Toyota', model: 'Corolla' } })
		await markJobDone(db, again.id, clockAt(at(OPEN_DATE, 11)), closeOut)
		expect(await aftercareOf(first.id)).toMatchObject({ status: 'cancelled', cancelled_reason: 'replaced' })
		expect(await aftercareOf(again.id)).toMatchObject({ status: 'scheduled', due_at: at('2027-05-26', 10).toISOString() })
		// another car's reminder is left alone
		expect(await aftercareOf(other.id)).toMatchObject({ status: 'scheduled' })
		expect((await waitingFollowUps(db)).filter((m) => m.reference === first.reference).map((m) => m.label)).toEqual(['Review request'])

		// the months go by: only the newer fitting's reminder goes
		const run = await sendDueFollowUps(db, clockAt(at('2027-05-26', 10, 5)))
		expect(run.sent).toContain((await aftercareOf(again.id)).id)
		expect(run.sent).not.toContain((await aftercareOf(first.id)).id)
		expect((await outboxTo(first)).filter((m) => m.subject?.startsWith('Time for a tyre rotation'))).toEqual([])
	})

	test('Undo of the newer Done brings the older reminder back', async () => {
		const db = getDb()
		const vehicle = { rego: ownRego(), state: 'VIC', colour: 'Blue', make: 'Mazda', model: 'CX-5' }
		const first = await fitted({ vehicle })
		await markJobDone(db, first.id, clockAt(at(OPEN_DATE, 10)), closeOut)
		const again = await fitted({ vehicle })
		await markJobDone(db, again.id, clockAt(at(OPEN_DATE, 11)), closeOut)
		expect(await aftercareOf(first.id)).toMatchObject({ status: 'cancelled', cancelled_reason: 'replaced' })
		await undoJobDone(db, again.id, clockAt(at(OPEN_DATE, 11, 5)))
		expect(await aftercareOf(first.id)).toMatchObject({ status: 'scheduled', cancelled_reason: null, due_at: at('2027-05-26', 10).toISOString() })
		expect(await aftercareOf(again.id)).toMatchObject({ status: 'cancelled', cancelled_reason: 'undone' })
	})

	test('without a registration: the same customer and make and model is the same vehicle', async () => {
		const db = getDb()
		const customer = uniqueCustomer()
		const noPlate = { rego: null, state: null, colour: null, make: 'Ford', model: 'Ranger' } as unknown as BookingRequest['vehicle']
		const first = await fitted({ vehicle: noPlate, customer })
		await markJobDone(db, first.id, clockAt(at(OPEN_DATE, 10)), closeOut)
		// their other car keeps its reminder
		const otherCar = await fitted({ vehicle: { ...noPlate, model: 'Focus' }, customer })
		await markJobDone(db, otherCar.id, clockAt(at(OPEN_DATE, 10, 30)), closeOut)
		const again = await fitted({ vehicle: { ...noPlate, make: 'FORD' }, customer })
		await markJobDone(db, again.id, clockAt(at(OPEN_DATE, 11)), closeOut)
		expect(await aftercareOf(first.id)).toMatchObject({ status: 'cancelled', cancelled_reason: 'replaced' })
		expect(await aftercareOf(otherCar.id)).toMatchObject({ status: 'scheduled' })
	})
})

describe("the owner's quiet hours", () => {
	test('a review request due in them waits for their end, and a run in them sends nothing', async () => {
		const db = getDb()
		await saveFollowUpSettings(db, { ...DEFAULT_FOLLOW_UP_SETTINGS, aftercareReminders: false, quietFromHour: 12, quietUntilHour: 15 })
		const b = await fitted()
		await markJobDone(db, b.id, clockAt(at(OPEN_DATE, 11)), closeOut)
		const [review] = await messagesOf(b.id)
		// due at 1 pm, inside noon to 3 pm: moved to 3 pm
		expect(review).toMatchObject({ kind: 'review-request', due_at: at(OPEN_DATE, 15).toISOString() })
		await getDb().updateTable('scheduled_messages').set({ due_at: at(OPEN_DATE, 11, 30).toISOString() }).where('id', '=', review!.id).execute()
		expect((await sendDueFollowUps(db, clockAt(at(OPEN_DATE, 14, 59)))).sent).toEqual([])
		expect(await sendFollowUpNow(db, review!.id, clockAt(at(OPEN_DATE, 13)))).toEqual({ ok: false, message: "It is the shop's quiet hours: it goes after 3 pm." })
		// 9 pm is no longer quiet with these hours
		expect((await sendDueFollowUps(db, clockAt(at(OPEN_DATE, 21)))).sent).toContain(review!.id)
	})
})
