import { describe, expect, test } from 'vitest'
import { getDb } from '#app/lib/db.server'
import { type bookingRequest, NOW, OPEN_DATE, placedBooking, setSlotCapacity, stockedTyre, TZ } from '#tests/fixtures/booking'
import { loadDaySheet } from './day-sheet.server'
import { markJobDone } from './day-actions.server'
import { ON_MY_WAY_MESSAGES } from './on-my-way'
import { sendOnMyWay } from './on-my-way.server'

// 11 am on the booked day (OPEN_DATE) in the shop's time zone, and the day after
const ON_THE_DAY = { now: new Date('2026-11-26T00:30:00Z'), timeZone: TZ }
const DAY_AFTER = { now: new Date('2026-11-27T00:30:00Z'), timeZone: TZ }

async function booked(overrides: Partial<Parameters<typeof bookingRequest>[0]> = {}) {
	const db = getDb()
	const tyre = await stockedTyre(db, { minStock: 4, offset: 12 })
	await setSlotCapacity(db, OPEN_DATE, 'lunch', 20)
	return placedBooking({ tyreId: tyre.id, quantity: 1, selectedSlot: 'lunch', ...overrides })
}

const outboxFor = (to: string) => getDb().selectFrom('outbox').select(['channel', 'recipient', 'subject', 'body_text']).where('recipient', '=', to).orderBy('id').execute()

describe('sendOnMyWay', () => {
	test("texts and e-mails today's customer once, with the minutes and the booking link; a second tap is refused", async () => {
		const db = getDb()
		const booking = await booked()
		const row = await db.selectFrom('bookings').select(['phone_e164', 'email', 'first_name']).where('id', '=', booking.id).executeTakeFirstOrThrow()
		const result = await sendOnMyWay(db, booking.id, 45, ON_THE_DAY)
		expect(result).toEqual({ ok: true, reference: booking.reference, minutes: 45, sms: 'kept', emailed: true })
		const [sms] = await outboxFor(row.phone_e164!)
		expect(sms!.body_text).toMatch(new RegExp(`^Southside Mobile Tyres: Hi ${row.first_name}, we're on our way to you now, about 45 minutes away\\. Your booking: http\\S+/order\\S+$`))
		const emails = (await outboxFor(row.email)).filter((m) => m.subject?.includes('on the way'))
		expect(emails.map((m) => m.subject)).toEqual(['Southside Mobile Tyres is on the way: about 45 minutes'])

		expect(await sendOnMyWay(db, booking.id, 15, { ...ON_THE_DAY, now: new Date(ON_THE_DAY.now.getTime() + 60_000) })).toEqual({ ok: false, status: 409, message: ON_MY_WAY_MESSAGES.already })
		expect(await outboxFor(row.phone_e164!)).toHaveLength(1)

		// the day view shows when it went and what it said
		const sheet = await loadDaySheet(db, OPEN_DATE, ON_THE_DAY)
		const job = sheet.slots.flatMap((s) => s.jobs).find((j) => j.id === booking.id)!
		expect(job.onMyWay).toEqual({ sentAt: ON_THE_DAY.now.toISOString(), minutes: 45, sms: 'kept' })
	})

	test('two taps at once send one text', async () => {
		const db = getDb()
		const booking = await booked()
		const results = await Promise.all([sendOnMyWay(db, booking.id, 30, ON_THE_DAY), sendOnMyWay(db, booking.id, 30, ON_THE_DAY)])
		expect(results.filter((r) => r.ok)).toHaveLength(1)
		const phone = (await db.selectFrom('bookings').select('phone_e164').where('id', '=', booking.id).executeTakeFirstOrThrow()).phone_e164!
		expect((await outboxFor(phone)).filter((m) => m.channel === 'sms')).toHaveLength(1)
	})

	test("is only for today's jobs still to do", async () => {
		const db = getDb()
		const booking = await booked()
		expect(await sendOnMyWay(db, booking.id, 30, { now: NOW, timeZone: TZ })).toEqual({ ok: false, status: 409, message: ON_MY_WAY_MESSAGES.notToday })
		expect(await sendOnMyWay(db, booking.id, 30, DAY_AFTER)).toEqual({ ok: false, status: 409, message: ON_MY_WAY_MESSAGES.notToday })
		await markJobDone(db, booking.id, ON_THE_DAY, { paidBy: 'cash' })
		expect(await sendOnMyWay(db, booking.id, 30, ON_THE_DAY)).toEqual({ ok: false, status: 409, message: ON_MY_WAY_MESSAGES.notToDo })
		expect((await sendOnMyWay(db, 99_999_999, 30, ON_THE_DAY)).ok).toBe(false)
	})

	test('without an e-mail address only the text goes', async () => {
		const db = getDb()
		const booking = await booked()
		await db.updateTable('bookings').set({ email: '' }).where('id', '=', booking.id).execute()
		expect(await sendOnMyWay(db, booking.id, 15, ON_THE_DAY)).toMatchObject({ ok: true, emailed: false })
	})

	test('the day suggests minutes from the previous stop; the first stop gets 30', async () => {
		const db = getDb()
		await booked()
		const sheet = await loadDaySheet(db, OPEN_DATE, ON_THE_DAY)
		const jobs = sheet.slots.flatMap((s) => s.jobs)
		expect(jobs[0]!.suggestedMinutes).toBe(30)
		for (const job of jobs) expect([15, 30, 45, 60]).toContain(job.suggestedMinutes)
	})
})
