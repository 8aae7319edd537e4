import { describe, expect, test } from 'vitest'
import { getDb } from '#app/lib/db.server'
import { offlinePaymentProvider } from '#app/domain/payments/pay-on-the-day.server'
import { bookingRequest, checkoutInput, heldCardProvider, NOW, OPEN_DATE, setSlotCapacity, stockedTyre, TZ, uniqueKey } from '#tests/fixtures/booking'
import { checkout, type CheckoutOrder } from './checkout.server'
import type { CheckoutInput } from './checkout-schema'
import { bookingFingerprint, IDEMPOTENCY_MESSAGES, placeBooking } from './place-booking.server'

// Idempotency keys answer only the request they were first used with, and only to whoever
// placed the booking: a replayed key must never hand out someone else's booking.

const clock = { now: NOW, timeZone: TZ }
const cardProvider = heldCardProvider({ kind: 'client-secret', clientSecret: 'pi_test_secret_123' })
const ctx = { now: NOW, timeZone: TZ, publicUrl: 'http://localhost:3000', javascript: true, providers: [cardProvider, offlinePaymentProvider] }

function input(overrides: Parameters<typeof checkoutInput>[0] = {}): CheckoutInput {
	return checkoutInput({ firstName: 'Ada', lastName: 'Lovelace', email: 'ada@example.com', address: '1 Test Street', ...overrides })
}

async function order(overrides: Partial<CheckoutOrder> & { tyreId: number }): Promise<CheckoutOrder> {
	const { tyreId, ...rest } = overrides
	return {
		input: input(),
		lines: [{ tyreId, quantity: 2 }],
		couponCode: null,
		cartId: null,
		idempotencyKey: uniqueKey('idem'),
		caller: { cartId: null, orderReference: null, userId: null },
		...rest,
	}
}

describe('bookingFingerprint', () => {
	test('ignores spelling that cannot change the booking, and changes with anything that does', () => {
		const base = bookingRequest({ tyreId: 1 })
		const same = bookingRequest({ ...base, tyreId: 1, customer: { ...base.customer, phone: base.customer.phone.written.replace(/^0/, '+61 '), email: ` ${base.customer.email.toUpperCase()} ` } })
		expect(bookingFingerprint(same)).toBe(bookingFingerprint(base))
		for (const changed of [
			{ paymentMethod: 'card' as const },
			{ selectedSlot: 'lunch' as const },
			{ selectedDate: '2026-11-27' },
			{ couponCode: 'WELCOME10' },
			{ lines: [{ tyreId: 1, quantity: 3 }] },
			{ customer: { ...base.customer, email: 'eve@example.com' } },
			{ address: { ...base.address, address: '9 Other Road' } },
			{ vehicle: { ...base.vehicle, rego: 'EVE999' } },
			{ userId: 42 },
		]) {
			expect(bookingFingerprint({ ...base, ...changed }), JSON.stringify(changed)).not.toBe(bookingFingerprint(base))
		}
	})
})

describe('placeBooking with a key already used', () => {
	test('other content under the same key is a conflict and writes nothing', async () => {
		const db = getDb()
		const tyre = await stockedTyre(db, { minStock: 4, offset: 13 })
		await setSlotCapacity(db, OPEN_DATE, 'morning', 5)
		await setSlotCapacity(db, OPEN_DATE, 'lunch', 5)
		const first = await placeBooking(db, bookingRequest({ tyreId: tyre.id, quantity: 1, selectedSlot: 'morning' }), clock)
		if (!first.ok) throw new Error(first.problem.message)
		const key = (await db.selectFrom('bookings').select('idempotency_key').where('id', '=', first.booking.id).executeTakeFirstOrThrow()).idempotency_key!

		const other = await placeBooking(db, bookingRequest({ tyreId: tyre.id, quantity: 1, selectedSlot: 'lunch', idempotencyKey: key, customer: { firstName: 'Eve', lastName: 'X', phone: '0499 999 999', email: 'eve@example.com' } }), clock)
		expect(other).toEqual({ ok: false, problem: { field: 'conflict', message: IDEMPOTENCY_MESSAGES.changed } })
		expect(await db.selectFrom('bookings').select('id').where('idempotency_key', '=', key).execute()).toHaveLength(1)
		expect((await db.selectFrom('slot_usage').select('taken').where('date', '=', OPEN_DATE).where('slot', '=', 'lunch').executeTakeFirst())?.taken ?? 0).toBe(0)
	})
})

describe('checkout replays', () => {
	test('the same request from someone who did not place it is refused: no booking, no link, no payment secret', async () => {
		const db = getDb()
		const tyre = await stockedTyre(db, { minStock: 4, offset: 14 })
		await setSlotCapacity(db, OPEN_DATE, 'morning', 5)
		const placed = await order({ tyreId: tyre.id, input: input({ paymentMethod: 'card' }), cartId: 'cart-of-ada', caller: { cartId: 'cart-of-ada', orderReference: null, userId: null } })
		const first = await checkout(db, placed, ctx)
		expect(first).toMatchObject({ ok: true, replayed: false, next: { kind: 'client-secret' } })

		const stranger = await checkout(db, { ...placed, caller: { cartId: 'cart-of-eve', orderReference: null, userId: null } }, ctx)
		expect(stranger).toEqual({ ok: false, problem: { field: 'conflict', message: IDEMPOTENCY_MESSAGES.alreadyPlaced }, status: 409 })

		const sameBrowser = await checkout(db, placed, ctx)
		expect(sameBrowser).toMatchObject({ ok: true, replayed: true, next: { kind: 'client-secret', clientSecret: 'pi_test_secret_123' } })
		const withOrderCookie = await checkout(db, { ...placed, caller: { cartId: null, orderReference: first.ok ? first.booking.reference : null, userId: null } }, ctx)
		expect(withOrderCookie).toMatchObject({ ok: true, replayed: true })
	})

	test('a card booking replayed with pay on the day is a conflict and stays waiting for its payment', async () => {
		const db = getDb()
		const tyre = await stockedTyre(db, { minStock: 4, offset: 15 })
		await setSlotCapacity(db, OPEN_DATE, 'morning', 5)
		const card = await order({ tyreId: tyre.id, input: input({ paymentMethod: 'card' }), cartId: 'cart-card', caller: { cartId: 'cart-card', orderReference: null, userId: null } })
		const first = await checkout(db, card, ctx)
		if (!first.ok) throw new Error(first.problem.message)

		const onTheDay = await checkout(db, { ...card, input: input({ paymentMethod: 'pay_on_the_day' }) }, ctx)
		expect(onTheDay).toEqual({ ok: false, problem: { field: 'conflict', message: IDEMPOTENCY_MESSAGES.changed }, status: 409 })
		const row = await db.selectFrom('bookings').select(['payment_method', 'payment_status', 'confirmed_at']).where('id', '=', first.booking.id).executeTakeFirstOrThrow()
		expect(row).toEqual({ payment_method: 'card', payment_status: 'awaiting', confirmed_at: null })
	})

	test("a replay never moves a booking into the caller's account", async () => {
		const db = getDb()
		const tyre = await stockedTyre(db, { minStock: 4, offset: 16 })
		await setSlotCapacity(db, OPEN_DATE, 'morning', 5)
		const anonymous = await order({ tyreId: tyre.id, cartId: 'cart-anon', caller: { cartId: 'cart-anon', orderReference: null, userId: null } })
		const first = await checkout(db, anonymous, ctx)
		if (!first.ok) throw new Error(first.problem.message)
		const { id: userId } = await db.insertInto('users').values({ name: 'Eve', phone: '+61499000111', password_hash: 'x', is_verified: 1 }).returning('id').executeTakeFirstOrThrow()

		const claimed = await checkout(db, { ...anonymous, cartId: null, userId, caller: { cartId: null, orderReference: null, userId } }, ctx)
		expect(claimed).toMatchObject({ ok: false, problem: { field: 'conflict' } })
		expect((await db.selectFrom('bookings').select('user_id').where('id', '=', first.booking.id).executeTakeFirstOrThrow()).user_id).toBeNull()
	})
})
