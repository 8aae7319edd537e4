import { describe, expect, test } from 'vitest'
import { offlinePaymentProvider } from '#app/domain/payments/pay-on-the-day.server'
import type { PaymentProvider } from '#app/domain/payments/provider'
import { getDb } from '#app/lib/db.server'
import { NOW, OPEN_DATE, setSlotCapacity, stockedTyre, TZ, uniqueKey } from '#tests/fixtures/booking'
import { checkout, checkoutProblemStatus, type CheckoutOrder, PAYMENT_UNAVAILABLE } from './checkout.server'
import type { CheckoutInput } from './checkout-schema'
import { written } from '#tests/fixtures/phone'

// The one checkout path every entry point calls: the booking limit, the way to pay, the status
// of each refusal, and the account a logged-in customer books in.

const ctx = { now: NOW, timeZone: TZ, publicUrl: 'http://localhost:3000', javascript: true }

function order(overrides: Partial<CheckoutOrder> & { tyreId: number; paymentMethod?: CheckoutInput['paymentMethod'] }): CheckoutOrder {
	const { tyreId, paymentMethod = 'pay_on_the_day', ...rest } = overrides
	const input = {
		selectedDate: OPEN_DATE,
		selectedTime: 'afternoon',
		firstName: 'Kim',
		lastName: 'Lee',
		phone: written('0412 777 888'),
		email: 'kim@example.com',
		address: '1 Test Street',
		suburb: 'Clayton',
		postcode: '3168',
		vehicleDetails: 'KIM123',
		make: 'Mazda',
		model: '3',
		positions: ['front-left'],
		terms: true,
		paymentMethod,
	} as CheckoutInput
	return { input, lines: [{ tyreId, quantity: 1 }], couponCode: null, cartId: null, idempotencyKey: uniqueKey('one-path'), caller: { cartId: null, orderReference: null, userId: null }, ...rest }
}

describe('the booking limit', () => {
	test('counts every attempt from one address: the 41st in ten minutes is refused with 429 and the wait', async () => {
		const db = getDb()
		const tyre = await stockedTyre(db, { minStock: 2, offset: 21 })
		// nothing to pay with, so each attempt stops right after it is counted and writes nothing
		const nothingOnOffer = { ...ctx, providers: [] }
		for (let i = 0; i < 40; i++) {
			expect(await checkout(db, order({ tyreId: tyre.id, clientAddress: '203.0.113.40' }), nothingOnOffer)).toMatchObject({ ok: false, problem: { field: 'payment' } })
		}
		const refused = await checkout(db, order({ tyreId: tyre.id, clientAddress: '203.0.113.40' }), nothingOnOffer)
		expect(refused).toMatchObject({ ok: false, status: 429, problem: { field: 'rate', message: 'Too many bookings from here. Please try again in 10 minutes, or call us.' } })
		expect(refused.ok ? 0 : refused.problem.retryAfterSeconds).toBeGreaterThan(9 * 60)
		// another address is counted on its own
		expect(await checkout(db, order({ tyreId: tyre.id, clientAddress: '203.0.113.41' }), nothingOnOffer)).toMatchObject({ problem: { field: 'payment' } })
	})
})

describe('the way to pay', () => {
	test('one the shop does not offer now is refused with 409 and says what to do; nothing is booked', async () => {
		const db = getDb()
		const tyre = await stockedTyre(db, { minStock: 2, offset: 22 })
		const before = (await db.selectFrom('bookings').select(db.fn.countAll().as('n')).executeTakeFirstOrThrow()).n
		const card = await checkout(db, order({ tyreId: tyre.id, paymentMethod: 'card' }), { ...ctx, providers: [offlinePaymentProvider] })
		expect(card).toEqual({ ok: false, status: 409, problem: { field: 'payment', message: PAYMENT_UNAVAILABLE.card } })
		const onTheDay = await checkout(db, order({ tyreId: tyre.id }), { ...ctx, providers: [] })
		expect(onTheDay).toMatchObject({ ok: false, status: 409, problem: { field: 'payment', message: expect.stringMatching(/^Pay on the day is not available at the moment\. Please call .+\.$/) } })
		expect((await db.selectFrom('bookings').select(db.fn.countAll().as('n')).executeTakeFirstOrThrow()).n).toBe(before)
	})

	test('by default the shop’s own: pay on the day while the owner leaves it on', async () => {
		const db = getDb()
		const tyre = await stockedTyre(db, { minStock: 2, offset: 23 })
		await setSlotCapacity(db, OPEN_DATE, 'afternoon', 20)
		const placed = await checkout(db, order({ tyreId: tyre.id }), ctx)
		expect(placed).toMatchObject({ ok: true, booking: { paymentMethod: 'pay_on_the_day' } })
	})
})

test.each([
	['slot', 409],
	['lines', 409],
	['conflict', 409],
	['payment', 409],
	['limit', 429],
	['rate', 429],
	['address', 400],
	['positions', 400],
	['coupon', 400],
] as const)('a %s problem answers %d', (field, status) => {
	expect(checkoutProblemStatus({ field })).toBe(status)
})

describe('a logged-in customer', () => {
	test('books in their account in the transaction that places the booking: it is theirs even if confirming it fails afterwards', async () => {
		const db = getDb()
		const tyre = await stockedTyre(db, { minStock: 2, offset: 24 })
		await setSlotCapacity(db, OPEN_DATE, 'afternoon', 20)
		const { id: userId } = await db.insertInto('users').values({ name: 'Kim Lee', phone: '+61412777889', password_hash: 'x', is_verified: 1 }).returning('id').executeTakeFirstOrThrow()
		const failingAfterCommit: PaymentProvider = {
			...offlinePaymentProvider,
			async begin() {
				throw new Error('the confirmation e-mail could not be queued')
			},
		}
		const key = uniqueKey('account')
		await expect(
			checkout(db, order({ tyreId: tyre.id, idempotencyKey: key, userId, caller: { cartId: null, orderReference: null, userId } }), { ...ctx, providers: [failingAfterCommit] }),
		).rejects.toThrow(/could not be queued/)
		const row = await db.selectFrom('bookings').select(['user_id', 'verified_at', 'status']).where('idempotency_key', '=', key).executeTakeFirstOrThrow()
		expect(row).toMatchObject({ user_id: userId, status: 'pending' })
		expect(row.verified_at).not.toBeNull()
	})
})
