import { describe, expect, test } from 'vitest'
import { getDb } from '#app/lib/db.server'
import { NOW, setSlotCapacity, stockedTyre, TZ, uniqueCustomer, uniqueKey } from '#tests/fixtures/booking'
import { PHONE_BOOKING_MESSAGES, PhoneBookingSchema, type PhoneBooking } from './phone-booking'
import { placePhoneBooking, tyresInSize, windowsOf } from './phone-booking.server'
import { written } from '#tests/fixtures/phone'

const clock = { now: NOW, timeZone: TZ }
// NOW is Tuesday 24 November in the shop; a customer could not book today, the owner can
const TODAY = '2026-11-24'

function input(tyreId: number, { phone, ...overrides }: Partial<Omit<PhoneBooking, 'phone'>> & { phone?: string } = {}): PhoneBooking {
	const customer = uniqueCustomer()
	return {
		idempotencyKey: uniqueKey('phone'),
		tyreId,
		quantity: 4,
		date: TODAY,
		slot: 'afternoon',
		overbook: false,
		...customer,
		phone: written(phone ?? customer.phone),
		address: '9 Phone Rd',
		suburb: 'Clayton',
		postcode: '3168',
		rego: '',
		make: 'Mazda',
		model: '3',
		...overrides,
	}
}

describe('a booking the owner takes by phone', () => {
	test('goes through the shop’s placing code: confirmed, stock taken, e-mailed, marked by phone, today allowed', async () => {
		const db = getDb()
		const tyre = await stockedTyre(db, { minStock: 6, offset: 12 })
		await setSlotCapacity(db, TODAY, 'afternoon', 2)
		const request = input(tyre.id)
		const result = await placePhoneBooking(db, request, clock)
		if (!result.ok) throw new Error(result.problem.message)
		expect(result.overbooked).toBe(false)
		const row = await db.selectFrom('bookings').selectAll().where('id', '=', result.booking.id).executeTakeFirstOrThrow()
		expect(row).toMatchObject({ taken_by: 'phone', status: 'pending', payment_method: 'pay_on_the_day', payment_status: 'unpaid', selected_date: TODAY, selected_slot: 'afternoon', positions: JSON.stringify(['front-left', 'front-right', 'rear-left', 'rear-right']) })
		expect(row.confirmed_at).not.toBeNull()
		expect(row.final_amount).toBe(tyre.price_4! * 4)
		expect((await db.selectFrom('tyres').select('stock').where('id', '=', tyre.id).executeTakeFirstOrThrow()).stock).toBe(tyre.stock - 4)
		const mail = await db.selectFrom('outbox').select('recipient').where('recipient', '=', request.email).execute()
		expect(mail.length).toBeGreaterThan(0)
		// the same form posted twice places it once
		const again = await placePhoneBooking(db, request, clock)
		expect(again.ok && again.booking.id).toBe(result.booking.id)
		expect((await windowsOf(db, TODAY)).find((w) => w.slot === 'afternoon')).toMatchObject({ capacity: 2, taken: 1, left: 1 })
	})

	test('a full window is refused unless the owner overbooks it on purpose; the customer caps do not apply', async () => {
		const db = getDb()
		const tyre = await stockedTyre(db, { minStock: 4, offset: 13 })
		// room for one tyre's minutes (capacity is minutes of work: 15 a tyre until the owner says)
		await setSlotCapacity(db, TODAY, 'morning', 0, { minutes: 15 })
		const same = { phone: '0412 000 111', email: 'same-caller@example.com' }
		expect((await placePhoneBooking(db, input(tyre.id, { slot: 'morning', quantity: 1, ...same }), clock)).ok).toBe(true)
		expect(await placePhoneBooking(db, input(tyre.id, { slot: 'morning', quantity: 1, ...same }), clock)).toEqual({ ok: false, problem: { field: 'slot', message: PHONE_BOOKING_MESSAGES.full } })
		for (let i = 0; i < 3; i++) {
			const over = await placePhoneBooking(db, input(tyre.id, { slot: 'morning', quantity: 1, overbook: true, ...same }), clock)
			expect(over).toMatchObject({ ok: true, overbooked: true })
		}
		// in standard jobs (an hour each): none fits, an hour's work is taken, one job over
		expect((await windowsOf(db, TODAY)).find((w) => w.slot === 'morning')).toMatchObject({ capacity: 0, taken: 1, left: -1 })
		expect(await db.selectFrom('slot_usage').select('taken').where('date', '=', TODAY).where('slot', '=', 'morning').executeTakeFirstOrThrow()).toEqual({ taken: 60 })
	})

	test('refuses a past day, an address outside the area, more tyres than in stock', async () => {
		const db = getDb()
		const tyre = await stockedTyre(db, { minStock: 2, offset: 14 })
		await setSlotCapacity(db, TODAY, 'lunch', 5)
		expect(await placePhoneBooking(db, input(tyre.id, { date: '2026-11-20', slot: 'lunch', quantity: 1 }), clock)).toMatchObject({ ok: false, problem: { field: 'slot' } })
		expect(await placePhoneBooking(db, input(tyre.id, { slot: 'lunch', quantity: 1, suburb: 'Perth', postcode: '6000' }), clock)).toMatchObject({ ok: false, problem: { field: 'address' } })
		expect(await placePhoneBooking(db, input(tyre.id, { slot: 'lunch', quantity: 5, tyreId: (await db.selectFrom('tyres').select('id').where('stock', '<', 5).where('stock', '>', 0).where('price_5', 'is not', null).executeTakeFirstOrThrow()).id }), clock)).toMatchObject({ ok: false, problem: { field: 'lines' } })
	})

	test('the tyres to pick from: in stock, in that size, with a price', async () => {
		const db = getDb()
		const tyre = await stockedTyre(db, { minStock: 1 })
		const choices = await tyresInSize(db, tyre)
		expect(choices.map((c) => c.id)).toContain(tyre.id)
		expect(choices.every((c) => c.stock > 0 && c.price > 0)).toBe(true)
	})

	test('the form’s rules', () => {
		const ok = PhoneBookingSchema.safeParse({ ...input(3), phone: '0400 123 456', quantity: '2', overbook: 'yes', rego: 'abc 123' })
		expect(ok).toMatchObject({ success: true, data: { quantity: 2, overbook: true, rego: 'ABC 123' } })
		const bad = PhoneBookingSchema.safeParse({ idempotencyKey: 'k'.repeat(10), quantity: '9', date: 'soon', slot: 'midnight', phone: '12', email: 'x', postcode: '31' })
		const messages = bad.error!.issues.map((i) => i.message)
		for (const m of [PHONE_BOOKING_MESSAGES.tyre, PHONE_BOOKING_MESSAGES.quantity, PHONE_BOOKING_MESSAGES.date, PHONE_BOOKING_MESSAGES.slot, PHONE_BOOKING_MESSAGES.postcode]) expect(messages).toContain(m)
	})
})
