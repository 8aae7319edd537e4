import { afterEach, describe, expect, test, vi } from 'vitest'
import { confirmBooking } from '#app/domain/booking/booking-notices.server'
import { placeBooking } from '#app/domain/booking/place-booking.server'
import { shopTimeToInstant } from '#app/domain/slots/shop-time'
import { getDb } from '#app/lib/db.server'
import { bookingRequest, NOW, OPEN_DATE, setSlotCapacity, stockedTyre, TZ } from '#tests/fixtures/booking'
import { sendDueReminders, startReminderScheduler, stopReminderScheduler } from './reminders.server'
import { dueReminders } from './schedule'

// The reminders with the clock moved through the day before a fitting (shop time, Adelaide).

const DAY_BEFORE = '2026-11-25' // OPEN_DATE is Thursday 26 November 2026
const at = (date: string, hh: number, mm = 0) => shopTimeToInstant(date, hh * 60 + mm, TZ)

async function outboxSince(id: number) {
	return getDb().selectFrom('outbox').select(['id', 'channel', 'recipient', 'subject', 'body_text']).where('id', '>', id).orderBy('id').execute()
}
async function lastOutboxId() {
	return (await getDb().selectFrom('outbox').select('id').orderBy('id', 'desc').executeTakeFirst())?.id ?? 0
}

afterEach(async () => {
	// a run still under way would otherwise go on after the database is closed
	await stopReminderScheduler()
	vi.useRealTimers()
})

describe('the reminder schedule', () => {
	test('customers from 9am the day before, the owner’s run sheet from 6pm', () => {
		expect(dueReminders({ date: DAY_BEFORE, minutes: 8 * 60 + 59 })).toEqual({ customersFor: null, runSheetFor: null })
		expect(dueReminders({ date: DAY_BEFORE, minutes: 9 * 60 })).toEqual({ customersFor: OPEN_DATE, runSheetFor: null })
		expect(dueReminders({ date: DAY_BEFORE, minutes: 18 * 60 })).toEqual({ customersFor: OPEN_DATE, runSheetFor: OPEN_DATE })
		expect(dueReminders({ date: '2026-12-31', minutes: 23 * 60 + 59 })).toEqual({ customersFor: '2027-01-01', runSheetFor: '2027-01-01' })
	})
})

describe('sending reminders as the clock moves', () => {
	test('each goes out once, at its time, into the outbox', async () => {
		const db = getDb()
		const tyre = await stockedTyre(db, { minStock: 4, offset: 14 })
		await setSlotCapacity(db, OPEN_DATE, 'lunch', 9)
		const placed = await placeBooking(db, bookingRequest({ tyreId: tyre.id, quantity: 1, selectedSlot: 'lunch' }), { now: NOW, timeZone: TZ })
		if (!placed.ok) throw new Error(placed.problem.message)
		await confirmBooking(db, placed.booking.reference, { now: NOW })
		const cancelled = await placeBooking(db, bookingRequest({ tyreId: tyre.id, quantity: 1, selectedSlot: 'lunch' }), { now: NOW, timeZone: TZ })
		if (!cancelled.ok) throw new Error(cancelled.problem.message)
		await confirmBooking(db, cancelled.booking.reference, { now: NOW })
		await db.updateTable('bookings').set({ status: 'cancelled' }).where('id', '=', cancelled.booking.id).execute()
		// two days before: not this booking's reminder yet (the evening's run sheet is for the 25th)
		expect((await sendDueReminders(db, { now: at('2026-11-24', 20), timeZone: TZ })).customers).not.toContain(placed.booking.reference)
		const start = await lastOutboxId()
		// 8am the day before: nothing yet
		expect(await sendDueReminders(db, { now: at(DAY_BEFORE, 8), timeZone: TZ })).toEqual({ customers: [], runSheets: [] })
		expect(await outboxSince(start)).toEqual([])

		// 9:05am: the customer's e-mail and SMS, once
		const nine = await sendDueReminders(db, { now: at(DAY_BEFORE, 9, 5), timeZone: TZ })
		expect(nine.customers).toContain(placed.booking.reference)
		expect(nine.customers).not.toContain(cancelled.booking.reference)
		expect(nine.runSheets).toEqual([])
		const mine = (await outboxSince(start)).filter((m) => m.recipient === placed.booking.email || m.body_text.includes(placed.booking.reference))
		expect(mine.map((m) => m.channel).sort()).toEqual(['email', 'sms'])
		const email = mine.find((m) => m.channel === 'email')!
		expect(email.subject).toBe(`Reminder: your tyre fitting is tomorrow (${placed.booking.reference})`)
		expect(email.body_text).toContain('tomorrow, Thursday 26 November 2026, Lunch 11am-2pm')
		expect(email.body_text).toContain('locking wheel-nut key')
		expect(email.body_text).toMatch(/\/order\?ref=BK-[A-Z0-9]+&exp=\d{4}-\d{2}-\d{2}&sig=/)

		const afterNine = await lastOutboxId()
		expect(await sendDueReminders(db, { now: at(DAY_BEFORE, 12), timeZone: TZ })).toEqual({ customers: [], runSheets: [] })
		expect(await outboxSince(afterNine)).toEqual([])

		// 6:10pm: the owner's run sheet for tomorrow, once
		const six = await sendDueReminders(db, { now: at(DAY_BEFORE, 18, 10), timeZone: TZ })
		expect(six).toEqual({ customers: [], runSheets: [OPEN_DATE] })
		const sheet = await outboxSince(afterNine)
		expect(sheet).toHaveLength(1)
		expect(sheet[0]).toMatchObject({ channel: 'email', subject: 'Run sheet for Thursday 26 November 2026' })
		expect(sheet[0]!.body_text).toContain('Lunch 11am-2pm')
		expect(sheet[0]!.body_text).toContain('1 Test Street, Clayton 3168')
		expect(await sendDueReminders(db, { now: at(DAY_BEFORE, 23, 59), timeZone: TZ })).toEqual({ customers: [], runSheets: [] })
	})

	test('the scheduler in the server sends on its interval, once, as time moves', async () => {
		const db = getDb()
		const tyre = await stockedTyre(db, { minStock: 4, offset: 15 })
		const date = '2026-12-10'
		await setSlotCapacity(db, date, 'morning', 9)
		const placed = await placeBooking(db, bookingRequest({ tyreId: tyre.id, quantity: 1, selectedSlot: 'morning', selectedDate: date }), { now: NOW, timeZone: TZ })
		if (!placed.ok) throw new Error(placed.problem.message)
		await confirmBooking(db, placed.booking.reference, { now: NOW })
		const start = await lastOutboxId()

		vi.useFakeTimers({ toFake: ['setInterval', 'clearInterval'] })
		let now = at('2026-12-09', 8, 50)
		startReminderScheduler(db, {
			everyMs: 5 * 60_000,
			now: () => now,
			timeZone: TZ,
			onError: (error) => {
				throw error
			},
		})
		await vi.waitFor(async () => expect(await outboxSince(start)).toEqual([]))
		for (let minutes = 0; minutes < 30; minutes += 5) {
			now = new Date(now.getTime() + 5 * 60_000)
			await vi.advanceTimersByTimeAsync(5 * 60_000)
		}
		await vi.waitFor(async () => {
			const sent = (await outboxSince(start)).filter((m) => m.body_text.includes(placed.booking.reference))
			expect(sent.map((m) => m.channel).sort()).toEqual(['email', 'sms'])
		})
		// more runs through the day send it no more
		for (let minutes = 0; minutes < 60; minutes += 5) {
			now = new Date(now.getTime() + 5 * 60_000)
			await vi.advanceTimersByTimeAsync(5 * 60_000)
		}
		expect((await outboxSince(start)).filter((m) => m.body_text.includes(placed.booking.reference))).toHaveLength(2)
	})
})
