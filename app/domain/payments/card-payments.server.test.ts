import type Stripe from 'stripe'
import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import { placeBooking } from '#app/domain/booking/place-booking.server'
import { slotAvailability } from '#app/domain/slots/availability.server'
import { getDb } from '#app/lib/db.server'
import { bookingRequest, NOW, OPEN_DATE, setSlotCapacity, stockedTyre, TZ } from '#tests/fixtures/booking'
import { bookingRow, cardBooking as cardBookingWith, type CardPayments, confirmationMails, startCardPayments } from '#tests/fixtures/card-payments'
import type { FakeStripe } from '#tests/fakes/stripe/index'
import { availablePaymentProviders } from './providers.server'
import { abandonCardBooking, createStripeProvider, refundBookingByOwner, settleStripePayment, sweepExpiredCardHolds } from './card-payments.server'

// Card payments against the local Stripe fake, through the official SDK: the provider,
// server-side verification, late payments and refunds. The Stripe routes have their own tests
// beside them (stripe.webhook.test.ts, stripe.create-payment-intent.test.ts).

let fake: FakeStripe
let stripe: Stripe
let payments: CardPayments

beforeAll(async () => {
	payments = await startCardPayments()
	;({ fake, stripe } = payments)
})
afterAll(() => payments.stop())

const clock = { now: NOW, timeZone: TZ }
const provider = () => createStripeProvider(() => stripe)
const cardBooking = (offset: number, slot?: 'morning' | 'lunch' | 'afternoon') => cardBookingWith(stripe, offset, slot)
const row = bookingRow

describe('the stripe provider', () => {
	test('is offered first when the keys are set, beside pay on the day', () => {
		expect(availablePaymentProviders({ settings: { payOnTheDay: true }, card: true }).map((p) => p.method)).toEqual(['card', 'pay_on_the_day'])
		expect(availablePaymentProviders({ settings: { payOnTheDay: false }, card: false })).toEqual([])
	})

	test('with JavaScript: a PaymentIntent for the server amount, with the reference, held 15 minutes', async () => {
		const { booking, p } = await cardBooking(0)
		const next = await p.begin(booking, { db: getDb(), now: NOW, publicUrl: 'http://localhost:3000', javascript: true })
		expect(next.kind).toBe('client-secret')
		const stored = await row(booking.reference)
		expect(stored).toMatchObject({ payment_status: 'awaiting', confirmed_at: null })
		expect(Date.parse(stored.hold_expires_at!) - NOW.getTime()).toBe(15 * 60_000)
		const intent = fake.paymentIntent(stored.payment_ref!)!
		expect(intent).toMatchObject({ amount: booking.finalAmount, currency: 'aud', metadata: { booking_reference: booking.reference } })
		// asked again (a replayed checkout): the same PaymentIntent
		await p.begin(booking, { db: getDb(), now: NOW, publicUrl: 'http://localhost:3000', javascript: true })
		expect((await row(booking.reference)).payment_ref).toBe(intent.id)
	})

	test('without JavaScript: a Checkout Session whose success URL is the signed order page', async () => {
		const { booking, p } = await cardBooking(1)
		const next = await p.begin(booking, { db: getDb(), now: NOW, publicUrl: 'http://localhost:3000', javascript: false })
		expect(next).toMatchObject({ kind: 'redirect', url: expect.stringContaining('/c/pay/') })
		const session = fake.checkoutSession((await row(booking.reference)).stripe_checkout_session_id!)!
		expect(session.amount_total).toBe(booking.finalAmount)
		expect(session.success_url).toMatch(/^http:\/\/localhost:3000\/order\?ref=BK-[A-Z0-9]+&exp=\d{4}-\d{2}-\d{2}&sig=[^&]+&session_id=\{CHECKOUT_SESSION_ID\}$/)
		expect(session.cancel_url).toBe(`http://localhost:3000/checkout?cancelled=${booking.reference}`)
	})
})

describe('confirmation only from the server', () => {
	test('a succeeded PaymentIntent for the booked amount confirms once; e-mails go out once', async () => {
		const { booking, p } = await cardBooking(2)
		await p.begin(booking, { db: getDb(), now: NOW, publicUrl: 'http://localhost:3000', javascript: true })
		const intentId = (await row(booking.reference)).payment_ref!
		expect(await settleStripePayment(getDb(), stripe, booking.reference, { paymentIntentId: intentId }, NOW)).toBe('not_paid')
		fake.succeedPaymentIntent(intentId)
		expect(await settleStripePayment(getDb(), stripe, booking.reference, { paymentIntentId: intentId }, NOW)).toBe('paid')
		expect(await settleStripePayment(getDb(), stripe, booking.reference, { paymentIntentId: intentId }, NOW)).toBe('already_paid')
		expect(await row(booking.reference)).toMatchObject({ payment_status: 'paid', payment_ref: intentId, hold_expires_at: null })
		expect((await row(booking.reference)).confirmed_at).not.toBeNull()
		expect(await confirmationMails(booking.reference)).toHaveLength(1)
	})

	test('a payment for another amount or another booking never confirms', async () => {
		const { booking, p } = await cardBooking(3)
		await p.begin(booking, { db: getDb(), now: NOW, publicUrl: 'http://localhost:3000', javascript: true })
		const intentId = (await row(booking.reference)).payment_ref!
		fake.succeedPaymentIntent(intentId)
		await getDb().updateTable('bookings').set({ final_amount: booking.finalAmount + 100 }).where('id', '=', booking.id).execute()
		expect(await settleStripePayment(getDb(), stripe, booking.reference, { paymentIntentId: intentId }, NOW)).toBe('wrong_payment')
		const other = await cardBooking(4)
		expect(await settleStripePayment(getDb(), stripe, other.booking.reference, { paymentIntentId: intentId }, NOW)).toBe('wrong_payment')
		expect((await row(booking.reference)).confirmed_at).toBeNull()
		expect((await row(other.booking.reference)).confirmed_at).toBeNull()
	})

	test('money that arrives after the hold expired is refunded in full, and the spot stays free', async () => {
		const { booking, p } = await cardBooking(5, 'lunch')
		await p.begin(booking, { db: getDb(), now: NOW, publicUrl: 'http://localhost:3000', javascript: true })
		const intentId = (await row(booking.reference)).payment_ref!
		const { releaseExpiredHolds } = await import('#app/domain/booking/place-booking.server')
		const later = new Date(NOW.getTime() + 16 * 60_000)
		const { writeTransaction } = await import('#app/lib/db.server')
		await writeTransaction(getDb(), (tx) => releaseExpiredHolds(tx, later))
		const spots = (await slotAvailability(getDb(), OPEN_DATE, { now: later, timeZone: TZ })).slots.lunch
		fake.succeedPaymentIntent(intentId)
		expect(await settleStripePayment(getDb(), stripe, booking.reference, { paymentIntentId: intentId }, later)).toBe('refunded_late')
		expect(fake.refunds().filter((r) => r.payment_intent === intentId).map((r) => r.amount)).toEqual([booking.finalAmount])
		expect(await row(booking.reference)).toMatchObject({ status: 'cancelled', payment_status: 'refunded', confirmed_at: null })
		expect((await slotAvailability(getDb(), OPEN_DATE, { now: later, timeZone: TZ })).slots.lunch).toBe(spots)
	})
})

describe('refunds by the owner', () => {
	test('in full or less the $60 fee, recorded, never more than was paid', async () => {
		const { booking, p } = await cardBooking(8)
		await p.begin(booking, { db: getDb(), now: NOW, publicUrl: 'http://localhost:3000', javascript: true })
		const intentId = (await row(booking.reference)).payment_ref!
		fake.succeedPaymentIntent(intentId)
		await settleStripePayment(getDb(), stripe, booking.reference, { paymentIntentId: intentId }, NOW)
		const { BOOKING_ADMIN_MESSAGES, deleteBookingByOwner, holdsCardMoney } = await import('#app/domain/booking/booking-admin.server')
		expect(await holdsCardMoney(getDb(), booking.id)).toBe(true)
		// the owner cannot delete it until refunded
		expect(await deleteBookingByOwner(getDb(), booking.id)).toEqual({ ok: false, status: 409, message: BOOKING_ADMIN_MESSAGES.refundFirst })
		expect(await refundBookingByOwner(getDb(), stripe, booking.id, { keepFee: true })).toEqual({ ok: true, amount: booking.finalAmount - 6000 })
		expect((await row(booking.reference)).payment_status).toBe('partially_refunded')
		expect(await refundBookingByOwner(getDb(), stripe, booking.id, { keepFee: false })).toEqual({ ok: true, amount: 6000 })
		expect((await row(booking.reference)).payment_status).toBe('refunded')
		expect(await holdsCardMoney(getDb(), booking.id)).toBe(false)
		expect(await refundBookingByOwner(getDb(), stripe, booking.id, { keepFee: false })).toMatchObject({ ok: false })
		const recorded = await getDb().selectFrom('payment_refunds').select(['amount']).where('booking_id', '=', booking.id).execute()
		expect(recorded.map((r) => r.amount)).toEqual([booking.finalAmount - 6000, 6000])
		expect(fake.refunds().filter((r) => r.payment_intent === intentId)).toHaveLength(2)
		// refunded, it may go
		expect(await deleteBookingByOwner(getDb(), booking.id)).toMatchObject({ ok: true, booking: { reference: booking.reference } })
	})
})

describe('a new checkout from the same cart', () => {
	test('replaces the cart’s earlier booking still waiting for payment: its spot and stock come back', async () => {
		const db = getDb()
		const { cartWith } = await import('#tests/fixtures/booking')
		const tyre = await stockedTyre(db, { minStock: 4, offset: 11 })
		await setSlotCapacity(db, OPEN_DATE, 'afternoon', 0, { minutes: 30 })
		const cartId = await cartWith(db, tyre.id, 2)
		const p = provider()
		const first = await placeBooking(db, bookingRequest({ tyreId: tyre.id, quantity: 2, selectedSlot: 'afternoon', paymentMethod: 'card', payment: p.newBooking, cartId }), clock)
		if (!first.ok) throw new Error(first.problem.message)
		// the only spot is held by the unpaid booking, yet the same cart can book it again
		const second = await placeBooking(db, bookingRequest({ tyreId: tyre.id, quantity: 2, selectedSlot: 'afternoon', paymentMethod: 'card', payment: p.newBooking, cartId }), clock)
		if (!second.ok) throw new Error(second.problem.message)
		expect(await row(first.booking.reference)).toMatchObject({ status: 'cancelled', payment_status: 'expired' })
		expect(await row(second.booking.reference)).toMatchObject({ status: 'pending', payment_status: 'awaiting' })
		expect((await db.selectFrom('tyres').select('stock').where('id', '=', tyre.id).executeTakeFirstOrThrow()).stock).toBe(tyre.stock - 2)
		// another cart cannot take the held spot
		const otherCart = await cartWith(db, tyre.id, 1)
		const third = await placeBooking(db, bookingRequest({ tyreId: tyre.id, quantity: 1, selectedSlot: 'afternoon', paymentMethod: 'card', payment: p.newBooking, cartId: otherCart }), clock)
		expect(third.ok).toBe(false)
	})
})

describe('the hold-expiry sweep', () => {
	const later = new Date(NOW.getTime() + 16 * 60_000)

	test('stops the payment at Stripe first, then frees the spot; nothing happens before 15 minutes', async () => {
		const { booking, p } = await cardBooking(10, 'lunch')
		await p.begin(booking, { db: getDb(), now: NOW, publicUrl: 'http://localhost:3000', javascript: true })
		const intentId = (await row(booking.reference)).payment_ref!
		const spots = (await slotAvailability(getDb(), OPEN_DATE, { now: NOW, timeZone: TZ })).slots.lunch
		await sweepExpiredCardHolds(getDb(), stripe, new Date(NOW.getTime() + 14 * 60_000))
		expect(await row(booking.reference)).toMatchObject({ status: 'pending', payment_status: 'awaiting' })
		expect(fake.paymentIntent(intentId)!.status).not.toBe('canceled')

		expect(await sweepExpiredCardHolds(getDb(), stripe, later)).toBeGreaterThanOrEqual(1)
		expect(fake.paymentIntent(intentId)!.status).toBe('canceled')
		expect(await row(booking.reference)).toMatchObject({ status: 'cancelled', payment_status: 'expired', confirmed_at: null })
		expect((await slotAvailability(getDb(), OPEN_DATE, { now: later, timeZone: TZ })).slots.lunch).toBe(spots + 1)
		// a second sweep finds nothing more to do for it
		expect(await abandonCardBooking(getDb(), stripe, booking.reference, later)).toBe('not_awaiting')
	})

	test('a declined card keeps the spot until the hold runs out, then it is freed too', async () => {
		const { booking, p } = await cardBooking(11, 'morning')
		await p.begin(booking, { db: getDb(), now: NOW, publicUrl: 'http://localhost:3000', javascript: true })
		const intentId = (await row(booking.reference)).payment_ref!
		fake.failPaymentIntent(intentId, 'Your card was declined.')
		const { recordPaymentFailure } = await import('./card-payments.server')
		await recordPaymentFailure(getDb(), booking.reference, NOW)
		expect((await row(booking.reference)).payment_status).toBe('failed')
		await sweepExpiredCardHolds(getDb(), stripe, later)
		expect(await row(booking.reference)).toMatchObject({ status: 'cancelled', payment_status: 'expired' })
	})

	test('a Checkout Session paid just before the sweep confirms the booking instead of freeing it', async () => {
		const { booking, p } = await cardBooking(12, 'afternoon')
		await p.begin(booking, { db: getDb(), now: NOW, publicUrl: 'http://localhost:3000', javascript: false })
		fake.completeCheckoutSession((await row(booking.reference)).stripe_checkout_session_id!)
		expect(await abandonCardBooking(getDb(), stripe, booking.reference, later)).toBe('paid')
		expect(await row(booking.reference)).toMatchObject({ status: 'pending', payment_status: 'paid' })
		expect(fake.refunds().filter((r) => r.metadata?.booking_reference === booking.reference)).toEqual([])
	})
})

describe('a verified payment is always recorded on its booking', () => {
	async function ownerNotices(reference: string) {
		return getDb().selectFrom('outbox').select(['subject', 'body_text']).where('subject', 'like', `Unexpected card payment for booking ${reference}%`).execute()
	}

	async function paidIntentFor(reference: string, amount: number, key = `test-${reference}-${Math.random()}`) {
		const intent = await stripe.paymentIntents.create(
			{ amount, currency: 'aud', automatic_payment_methods: { enabled: true }, metadata: { booking_reference: reference } },
			{ idempotencyKey: key },
		)
		fake.succeedPaymentIntent(intent.id)
		return intent.id
	}

	test('card money for a pay-on-the-day booking (a replayed checkout confirmed it unpaid) is recorded, refundable from the admin, and the owner is told once', async () => {
		const db = getDb()
		const tyre = await stockedTyre(db, { minStock: 4, offset: 20 })
		await setSlotCapacity(db, OPEN_DATE, 'afternoon', 10)
		const placed = await placeBooking(db, bookingRequest({ tyreId: tyre.id, quantity: 2, selectedSlot: 'afternoon' }), clock)
		if (!placed.ok) throw new Error(placed.problem.message)
		const { confirmBooking } = await import('#app/domain/booking/booking-notices.server')
		await confirmBooking(db, placed.booking.reference, { now: NOW })
		const intentId = await paidIntentFor(placed.booking.reference, placed.booking.finalAmount)

		expect(await settleStripePayment(db, stripe, placed.booking.reference, { paymentIntentId: intentId }, NOW)).toBe('paid_unexpected')
		expect(await settleStripePayment(db, stripe, placed.booking.reference, { paymentIntentId: intentId }, NOW)).toBe('already_paid')
		expect(await row(placed.booking.reference)).toMatchObject({ status: 'pending', payment_method: 'card', payment_status: 'paid', payment_ref: intentId })
		const notices = await ownerNotices(placed.booking.reference)
		expect(notices).toHaveLength(1)
		expect(notices[0]!.body_text).toContain('Refund')

		const { holdsCardMoney } = await import('#app/domain/booking/booking-admin.server')
		expect(await holdsCardMoney(db, placed.booking.id)).toBe(true)
		expect(await refundBookingByOwner(db, stripe, placed.booking.id, { keepFee: false })).toEqual({ ok: true, amount: placed.booking.finalAmount })
		expect(fake.refunds().filter((r) => r.payment_intent === intentId).map((r) => r.amount)).toEqual([placed.booking.finalAmount])
	})

	test('money after the booking was released is refunded, and the owner is told', async () => {
		const { booking, p } = await cardBooking(21, 'afternoon')
		await p.begin(booking, { db: getDb(), now: NOW, publicUrl: 'http://localhost:3000', javascript: true })
		const intentId = (await row(booking.reference)).payment_ref!
		const later = new Date(NOW.getTime() + 16 * 60_000)
		const { releaseExpiredHolds } = await import('#app/domain/booking/place-booking.server')
		const { writeTransaction } = await import('#app/lib/db.server')
		await writeTransaction(getDb(), (tx) => releaseExpiredHolds(tx, later))
		fake.succeedPaymentIntent(intentId)
		expect(await settleStripePayment(getDb(), stripe, booking.reference, { paymentIntentId: intentId }, later)).toBe('refunded_late')
		expect(await settleStripePayment(getDb(), stripe, booking.reference, { paymentIntentId: intentId }, later)).toBe('already_paid')
		expect(await row(booking.reference)).toMatchObject({ payment_status: 'refunded', payment_ref: intentId })
		expect(await ownerNotices(booking.reference)).toHaveLength(1)
	})

	test('a second payment for a paid booking is reported to the owner and never replaces the first', async () => {
		const { booking, p } = await cardBooking(22, 'afternoon')
		await p.begin(booking, { db: getDb(), now: NOW, publicUrl: 'http://localhost:3000', javascript: true })
		const first = (await row(booking.reference)).payment_ref!
		fake.succeedPaymentIntent(first)
		expect(await settleStripePayment(getDb(), stripe, booking.reference, { paymentIntentId: first }, NOW)).toBe('paid')
		const second = await paidIntentFor(booking.reference, booking.finalAmount)
		expect(await settleStripePayment(getDb(), stripe, booking.reference, { paymentIntentId: second }, NOW)).toBe('duplicate_payment')
		expect(await settleStripePayment(getDb(), stripe, booking.reference, { paymentIntentId: second }, NOW)).toBe('duplicate_payment')
		expect(await row(booking.reference)).toMatchObject({ payment_status: 'paid', payment_ref: first })
		const notices = await ownerNotices(booking.reference)
		expect(notices).toHaveLength(1)
		expect(notices[0]!.subject).toContain(second)
	})
})
