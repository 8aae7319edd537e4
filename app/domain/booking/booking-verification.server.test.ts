import { afterEach, describe, expect, test } from 'vitest'
import { slotAvailability } from '#app/domain/slots/availability.server'
import { getDb } from '#app/lib/db.server'
import { setTransports, type OutgoingSms } from '#app/lib/outbox.server'
import { offlinePaymentProvider } from '#app/domain/payments/pay-on-the-day.server'
import type { PaymentProvider } from '#app/domain/payments/provider'
import { checkoutInput, heldCardProvider, NOW, OPEN_DATE, setSlotCapacity, stockedTyre, TZ, uniqueCustomer, uniqueKey } from '#tests/fixtures/booking'
import { getShopSettings } from '#app/domain/settings/settings.server'
import { getEnv } from '#app/lib/env.server'
import { capMessage, clientPeoplePerDay, unverifiedBookingsPerDay } from './booking-caps.server'
import { CODE_MAX_ATTEMPTS, releaseExpiredVerificationHolds, VERIFY_MESSAGES, verifyBookingCode } from './booking-verification.server'
import { checkout, type CheckoutOrder } from './checkout.server'

// One anonymous client booked out a day with 15 pay-on-the-day requests and emptied a tyre's
// stock with 4. Now: a daily cap per phone, e-mail and client address in every mode, a notice
// to the owner, and with SMS or SMTP set a code that must come back within 15 minutes.

const cardProvider = heldCardProvider({ kind: 'redirect', url: 'https://checkout.stripe.test/pay' })
const ctx = { now: NOW, timeZone: TZ, publicUrl: 'http://localhost:3000', javascript: false, providers: [cardProvider, offlinePaymentProvider] }

afterEach(() => setTransports({ sms: null, mailer: null }))

let offsets = 30
async function orderFor(who: { phone: string; email: string }, { ip, provider = offlinePaymentProvider, slot = 'morning' }: { ip: string | null; provider?: PaymentProvider; slot?: 'morning' | 'lunch' | 'afternoon' }): Promise<CheckoutOrder> {
	const db = getDb()
	const tyre = await stockedTyre(db, { minStock: 2, offset: offsets++ % 40 })
	const input = checkoutInput({ selectedTime: slot, firstName: 'Mallory', lastName: 'M', phone: who.phone, email: who.email, positions: ['front-left'], paymentMethod: provider.method })
	return { input, lines: [{ tyreId: tyre.id, quantity: 1 }], couponCode: null, cartId: null, idempotencyKey: uniqueKey('cap'), caller: { cartId: null, orderReference: null, userId: null }, clientAddress: ip }
}

async function ownerLimitNotices() {
	return getDb().selectFrom('outbox').select(['subject', 'body_text']).where('subject', 'like', 'Booking limit reached today%').execute()
}

describe('daily caps on unconfirmed bookings (every mode): they stop abuse, not customers', () => {
	const shopPhone = async () => (await getShopSettings(getDb(), getEnv())).phone
	const bookingCount = async () => Number((await getDb().selectFrom('bookings').select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow()).n)

	test.each([
		['the same phone', (i: number) => ({ who: { ...uniqueCustomer(), phone: '0433 111 222' }, ip: `192.0.2.${i}` })],
		['the same e-mail, cased any way', (i: number) => ({ who: { ...uniqueCustomer(), email: ['Same.Person@Example.com', 'same.person@example.com', 'SAME.PERSON@EXAMPLE.COM', 'same.Person@example.COM'][i % 4]! }, ip: `192.0.2.${20 + i}` })],
		['the same non-ASCII e-mail, cased any way', (i: number) => ({ who: { ...uniqueCustomer(), email: ['Élodie@Exemple.fr', 'ÉLODIE@EXEMPLE.FR', 'élodie@exemple.fr', 'E\u0301lodie@exemple.fr'][i % 4]! }, ip: `192.0.2.${40 + i}` })],
	])('%s: the 4th booking of the day is refused, naming the phone to call, and writes nothing', async (_name, attempt) => {
		const db = getDb()
		await setSlotCapacity(db, OPEN_DATE, 'morning', 50)
		for (let i = 0; i < unverifiedBookingsPerDay(); i++) {
			const { who, ip } = attempt(i)
			expect(await checkout(db, await orderFor(who, { ip }), ctx)).toMatchObject({ ok: true })
		}
		const before = await bookingCount()
		const { who, ip } = attempt(unverifiedBookingsPerDay())
		const refused = await checkout(db, await orderFor(who, { ip }), ctx)
		expect(refused).toEqual({ ok: false, problem: { field: 'limit', message: capMessage('customer', await shopPhone()) }, status: 429 })
		expect(capMessage('customer', await shopPhone())).toContain(`call us on ${await shopPhone()}`)
		expect(await bookingCount()).toBe(before)
		// a new shop day starts a new count
		const tomorrow = { ...ctx, now: new Date(NOW.getTime() + 24 * 3_600_000) }
		expect(await checkout(db, await orderFor(who, { ip }), tomorrow)).toMatchObject({ ok: true })
	})

	test('one connection books for many people (a carrier puts many phones behind one address); it is refused only past that, in any of its spellings', async () => {
		const db = getDb()
		await setSlotCapacity(db, OPEN_DATE, 'afternoon', 50)
		const spellings = ['203.0.113.77', '203.0.113.77:51234', '::ffff:203.0.113.77', '::ffff:cb00:714d', '[::ffff:203.0.113.77]:443']
		for (let i = 0; i < clientPeoplePerDay(); i++) {
			expect(await checkout(db, await orderFor(uniqueCustomer(), { ip: spellings[i % spellings.length]!, slot: 'afternoon' }), ctx)).toMatchObject({ ok: true })
		}
		expect(clientPeoplePerDay()).toBeGreaterThan(unverifiedBookingsPerDay())
		const before = await bookingCount()
		const refused = await checkout(db, await orderFor(uniqueCustomer(), { ip: '::ffff:cb00:714d', slot: 'afternoon' }), ctx)
		expect(refused).toEqual({ ok: false, problem: { field: 'limit', message: capMessage('client', await shopPhone()) }, status: 429 })
		expect(await bookingCount()).toBe(before)
		// another address, or the next /64 of IPv6, is another client
		expect(await checkout(db, await orderFor(uniqueCustomer(), { ip: '203.0.113.78', slot: 'afternoon' }), ctx)).toMatchObject({ ok: true })
	})

	test("a logged-in customer's bookings count too", async () => {
		const db = getDb()
		await setSlotCapacity(db, OPEN_DATE, 'morning', 50)
		const { id: userId } = await db.insertInto('users').values({ name: 'Sam', phone: '+61433222444', password_hash: 'x', is_verified: 1 }).returning('id').executeTakeFirstOrThrow()
		const who = { phone: '0433 222 444', email: 'sam.account@example.com' }
		const asAccount = async () => ({ ...(await orderFor(who, { ip: '192.0.2.200' })), userId, caller: { cartId: null, orderReference: null, userId } })
		for (let i = 0; i < unverifiedBookingsPerDay(); i++) expect(await checkout(db, await asAccount(), ctx)).toMatchObject({ ok: true })
		expect(await checkout(db, await asAccount(), ctx)).toMatchObject({ ok: false, problem: { field: 'limit' }, status: 429 })
	})

	test('unpaid card holds count; the refusal offers no other way to pay; the owner gets one notice a day', async () => {
		const db = getDb()
		await setSlotCapacity(db, OPEN_DATE, 'lunch', 50)
		const who = { ...uniqueCustomer(), phone: '0433 999 000' }
		const later = { ...ctx, now: new Date(NOW.getTime() + 2 * 24 * 3_600_000) }
		expect(await checkout(db, await orderFor(who, { ip: null, provider: cardProvider, slot: 'lunch' }), later)).toMatchObject({ ok: true, next: { kind: 'redirect' } })
		for (let i = 1; i < unverifiedBookingsPerDay(); i++) expect(await checkout(db, await orderFor(who, { ip: null, slot: 'lunch' }), later)).toMatchObject({ ok: true })
		for (let i = 0; i < 5; i++) {
			const refused = await checkout(db, await orderFor(who, { ip: null, slot: 'lunch', provider: i % 2 ? cardProvider : offlinePaymentProvider }), later)
			expect(refused).toMatchObject({ ok: false, problem: { field: 'limit' } })
			if (!refused.ok) expect(refused.problem.message).not.toMatch(/card/i)
		}
		const notices = (await ownerLimitNotices()).filter((n) => n.subject?.includes('2026-11-26'))
		expect(notices).toHaveLength(1)
		expect(notices[0]!.body_text).toContain('0433 999 000')
		expect(notices[0]!.body_text).not.toMatch(/card/i)
	})
})

describe('with an SMS provider, a pay-on-the-day booking waits for its code', () => {
	function fakeSms() {
		const sent: OutgoingSms[] = []
		setTransports({ sms: { name: 'test', deliver: async (sms) => void sent.push(sms) } })
		return { sent, code: () => /\b(\d{6})\b/.exec(sent.at(-1)?.body ?? '')?.[1] ?? '' }
	}

	test('held for 15 minutes, unconfirmed, only an HMAC kept; a wrong code counts, the right one confirms', async () => {
		const db = getDb()
		await setSlotCapacity(db, OPEN_DATE, 'afternoon', 5)
		const sms = fakeSms()
		const order = await orderFor(uniqueCustomer(), { ip: '203.0.113.200', slot: 'afternoon' })
		const placed = await checkout(db, order, ctx)
		if (!placed.ok) throw new Error(placed.problem.message)
		expect(placed.next).toEqual({ kind: 'verify-code' })
		const row = await db.selectFrom('bookings').selectAll().where('id', '=', placed.booking.id).executeTakeFirstOrThrow()
		expect(row).toMatchObject({ payment_status: 'unverified', confirmed_at: null, verified_at: null })
		expect(Date.parse(row.hold_expires_at!) - NOW.getTime()).toBe(15 * 60_000)
		expect(sms.sent).toHaveLength(1)
		expect(sms.sent[0]!.to).toMatch(/^\+614\d{8}$/)
		const code = sms.code()
		const stored = await db.selectFrom('booking_codes').selectAll().where('booking_id', '=', placed.booking.id).executeTakeFirstOrThrow()
		expect(stored.code_hash).not.toContain(code)
		expect(stored.code_hash).toMatch(/^[0-9a-f]{64}$/)
		// the outbox's copy of the text has the code masked
		const kept = await db.selectFrom('outbox').select('body_text').where('recipient', '=', sms.sent[0]!.to).execute()
		expect(kept).toHaveLength(1)
		expect(kept[0]!.body_text).not.toContain(code)
		// no confirmation yet
		expect(await db.selectFrom('outbox').select('id').where('recipient', '=', order.input.email).execute()).toHaveLength(0)

		const wrong = code === '000000' ? '111111' : '000000'
		expect(await verifyBookingCode(db, placed.booking.reference, wrong, { now: NOW })).toEqual({ ok: false, message: VERIFY_MESSAGES.invalid })
		expect(await verifyBookingCode(db, placed.booking.reference, code, { now: new Date(NOW.getTime() + 5 * 60_000) })).toEqual({ ok: true })
		const after = await db.selectFrom('bookings').selectAll().where('id', '=', placed.booking.id).executeTakeFirstOrThrow()
		expect(after).toMatchObject({ payment_status: 'unpaid', hold_expires_at: null })
		expect(after.confirmed_at).not.toBeNull()
		expect(after.verified_at).not.toBeNull()
		expect(await db.selectFrom('outbox').select('id').where('recipient', '=', order.input.email).execute()).toHaveLength(1)
		expect(await verifyBookingCode(db, placed.booking.reference, code, { now: NOW })).toEqual({ ok: false, message: VERIFY_MESSAGES.notWaiting })
	})

	test('a code that never comes back frees the spot and the stock after 15 minutes; guessing stops after 5 tries', async () => {
		const db = getDb()
		await setSlotCapacity(db, OPEN_DATE, 'morning', 1)
		fakeSms()
		const order = await orderFor(uniqueCustomer(), { ip: '203.0.113.201' })
		const tyreId = order.lines[0]!.tyreId
		const stockBefore = (await db.selectFrom('tyres').select('stock').where('id', '=', tyreId).executeTakeFirstOrThrow()).stock
		const placed = await checkout(db, order, ctx)
		if (!placed.ok) throw new Error(placed.problem.message)
		expect((await slotAvailability(db, OPEN_DATE, { now: NOW, timeZone: TZ })).slots.morning).toBe(0)
		for (let i = 0; i < CODE_MAX_ATTEMPTS; i++) await verifyBookingCode(db, placed.booking.reference, String(100000 + i), { now: NOW })
		// now even a right code is refused: the tries are used up
		expect((await verifyBookingCode(db, placed.booking.reference, '123456', { now: NOW })).ok).toBe(false)

		const later = new Date(NOW.getTime() + 15 * 60_000)
		expect((await slotAvailability(db, OPEN_DATE, { now: later, timeZone: TZ })).slots.morning).toBe(1)
		expect(await releaseExpiredVerificationHolds(db, later)).toBe(1)
		expect(await db.selectFrom('bookings').select(['status', 'payment_status']).where('id', '=', placed.booking.id).executeTakeFirstOrThrow()).toEqual({ status: 'cancelled', payment_status: 'expired' })
		expect((await db.selectFrom('tyres').select('stock').where('id', '=', tyreId).executeTakeFirstOrThrow()).stock).toBe(stockBefore)
		expect(await verifyBookingCode(db, placed.booking.reference, '123456', { now: later })).toEqual({ ok: false, message: VERIFY_MESSAGES.expired })
	})

	test('card bookings and logged-in customers need no code; without SMS or SMTP pay on the day is confirmed at once', async () => {
		const db = getDb()
		await setSlotCapacity(db, OPEN_DATE, 'lunch', 20)
		const sms = fakeSms()
		const card = await checkout(db, await orderFor(uniqueCustomer(), { ip: null, provider: cardProvider, slot: 'lunch' }), ctx)
		expect(card).toMatchObject({ ok: true, next: { kind: 'redirect' } })
		const { id: userId } = await db.insertInto('users').values({ name: 'Lee', phone: '+61433555666', password_hash: 'x', is_verified: 1 }).returning('id').executeTakeFirstOrThrow()
		const account = await orderFor({ phone: '0433 555 666', email: 'lee@example.com' }, { ip: null, slot: 'lunch' })
		expect(await checkout(db, { ...account, userId, caller: { cartId: null, orderReference: null, userId } }, ctx)).toMatchObject({ ok: true, next: { kind: 'confirmed' } })
		expect(sms.sent).toHaveLength(0)

		setTransports({ sms: null, mailer: null })
		expect(await checkout(db, await orderFor(uniqueCustomer(), { ip: null, slot: 'lunch' }), ctx)).toMatchObject({ ok: true, next: { kind: 'confirmed' } })
	})
})
