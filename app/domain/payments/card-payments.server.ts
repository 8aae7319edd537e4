import type Stripe from 'stripe'
import { confirmBooking, notifyOwnerOfUnexpectedPayment } from '#app/domain/booking/booking-notices.server'
import { CANCELLATION_FEE_CENTS } from '#app/domain/booking/fees'
import { signedOrderPath } from '#app/domain/booking/order-link.server'
import { releaseBooking } from '#app/domain/booking/place-booking.server'
import { nowIso, writeTransaction, type Db } from '#app/lib/db.server'
import { getLogger } from '#app/lib/logger.server'
import { sendEmail } from '#app/lib/outbox.server'
import { getShopSettings } from '#app/domain/settings/settings.server'
import { getEnv } from '#app/lib/env.server'
import { currentTime } from '#app/lib/clock.server'
import { getStripe } from '#app/lib/payments/stripe-client.server'
import { scheduleJob, type ScheduledJob } from '#app/lib/scheduler.server'
import {
	createBookingCheckoutSession,
	createBookingPaymentIntent,
	customerFacingStripeMessage,
	refundBookingPayment,
	stopBookingPayment,
} from '#app/lib/payments/stripe-payments.server'
import { chargeAmount, clientAmountAgrees } from './amount'
import { checkoutSessionExpiresAt, PAYMENT_HOLD_MINUTES } from './hold'
import { PAYMENT_FAILED_MESSAGE } from './messages'
import type { BookingForPayment, PaymentContext, PaymentNext, PaymentProvider } from './provider'
import { verifyBookingCheckoutSession, verifyBookingPaymentIntent } from './verify.server'

// Card payments through Stripe: the payment lifecycle of a card booking. The booking is placed first (spot and stock taken,
// status 'awaiting' with a 15-minute hold); then, with JavaScript, a PaymentIntent for the
// server's amount that the Payment Element confirms, or without it a hosted Checkout Session.
// The booking turns paid only after the server has retrieved the payment from Stripe and seen
// it succeed for exactly the booked amount: on the return URL or the webhook, whichever comes
// first; confirmBooking() makes the second a no-op.

function description(reference: string) {
	return `Tyre fitting booking ${reference}`
}

/** The provider, bound to a Stripe client (tests pass one talking to the local fake). */
export function createStripeProvider(client: () => Stripe | null = () => getStripe()): PaymentProvider {
	return {
		id: 'stripe',
		method: 'card',
		label: 'Card',
		description: 'Pay now by card (Visa, Mastercard, Amex), or with Afterpay or Zip where offered. Your spot is held while you pay.',
		newBooking: { paymentStatus: 'awaiting', holdMinutes: PAYMENT_HOLD_MINUTES },
		async begin(booking: BookingForPayment, { db, now, publicUrl, javascript }: PaymentContext): Promise<PaymentNext> {
			const stripe = client()
			if (!stripe) throw new Error('Card payments are not configured')
			const amount = chargeAmount(booking.finalAmount)
			// Nothing to charge (a 100 % coupon): confirm it like pay on the day.
			if (!amount.ok && amount.reason === 'too_small') {
				await confirmBooking(db, booking.reference, { now })
				return { kind: 'confirmed' }
			}
			if (!amount.ok) throw new Error(`Cannot charge ${booking.finalAmount} for ${booking.reference}`)
			const charge = { bookingReference: booking.reference, amount: amount.amount, currency: amount.currency, description: description(booking.reference), receiptEmail: booking.email }
			if (javascript) {
				const intent = await createBookingPaymentIntent(stripe, charge)
				await db.updateTable('bookings').set({ payment_ref: intent.paymentIntentId, updated_at: nowIso(now) }).where('id', '=', booking.id).execute()
				return { kind: 'client-secret', clientSecret: intent.clientSecret }
			}
			const held = await db.selectFrom('bookings').select(['created_at', 'selected_date']).where('id', '=', booking.id).executeTakeFirstOrThrow()
			const orderPath = signedOrderPath(booking.reference, held.selected_date)
			const session = await createBookingCheckoutSession(stripe, {
				...charge,
				expiresAt: checkoutSessionExpiresAt(new Date(`${held.created_at.replace(' ', 'T')}${held.created_at.endsWith('Z') ? '' : 'Z'}`)),
				successUrl: `${publicUrl}${orderPath}&session_id={CHECKOUT_SESSION_ID}`,
				cancelUrl: `${publicUrl}/checkout?cancelled=${encodeURIComponent(booking.reference)}`,
			})
			await db.updateTable('bookings').set({ stripe_checkout_session_id: session.checkoutSessionId, updated_at: nowIso(now) }).where('id', '=', booking.id).execute()
			return { kind: 'redirect', url: session.url }
		},
	}
}

export type SettleOutcome = 'paid' | 'already_paid' | 'not_paid' | 'refunded_late' | 'unknown_booking' | 'wrong_payment' | 'paid_unexpected' | 'duplicate_payment'

async function bookingForSettle(db: Db, reference: string) {
	return db
		.selectFrom('bookings')
		.select(['id', 'reference', 'status', 'payment_method', 'payment_status', 'payment_ref', 'final_amount', 'confirmed_at', 'stripe_checkout_session_id'])
		.where('reference', '=', reference)
		.executeTakeFirst()
}

const MONEY_KEPT = ['paid', 'partially_refunded', 'refunded', 'refund_due']

/**
 * Verifies a payment with Stripe and records it on its booking, whatever state the booking is
 * in; `source` names what Stripe told us about: a PaymentIntent or a Checkout Session.
 *  - a booking waiting for it (awaiting, failed) is confirmed, once;
 *  - a booking that was not waiting for money (pay on the day, or not yet verified) is marked
 *    paid by card, so the owner can refund it from the admin, and the owner is told;
 *  - a booking already released or cancelled gets the money back in full, and the owner is told;
 *  - a second, different payment for a booking already paid is reported to the owner.
 */
export async function settleStripePayment(
	db: Db,
	stripe: Stripe,
	reference: string,
	source: { paymentIntentId: string } | { checkoutSessionId: string },
	now: Date = currentTime(),
): Promise<SettleOutcome> {
	const booking = await bookingForSettle(db, reference)
	if (!booking) return 'unknown_booking'
	const sameSource = 'paymentIntentId' in source ? source.paymentIntentId === booking.payment_ref : source.checkoutSessionId === booking.stripe_checkout_session_id
	if (MONEY_KEPT.includes(booking.payment_status) && sameSource) return 'already_paid'
	const amount = chargeAmount(booking.final_amount)
	if (!amount.ok) return 'wrong_payment'
	const expected = { bookingReference: reference, amount: amount.amount }
	const { check } =
		'paymentIntentId' in source
			? await verifyBookingPaymentIntent(stripe, source.paymentIntentId, expected)
			: await verifyBookingCheckoutSession(stripe, source.checkoutSessionId, expected)
	if (!check.confirmed) {
		if (check.moneyTaken) getLogger().error({ reference, reason: check.reason }, 'Stripe took a payment that does not match the booking')
		return check.reason === 'not_paid' ? 'not_paid' : 'wrong_payment'
	}
	const paymentIntentId = check.paymentIntentId
	const money = { paymentIntentId, amount: amount.amount }

	if (MONEY_KEPT.includes(booking.payment_status)) {
		if (booking.payment_ref === paymentIntentId) return 'already_paid'
		// Two payments for one booking (say, a Checkout Session and the Payment Element): keep the
		// first, and have the owner give the second back.
		await notifyOwnerOfUnexpectedPayment(db, reference, { ...money, kind: 'duplicate' }, now)
		getLogger().error({ reference, paymentIntentId }, 'a second payment arrived for a paid booking')
		return 'duplicate_payment'
	}

	if (booking.payment_status === 'awaiting' || booking.payment_status === 'failed') {
		const result = await confirmBooking(db, reference, { now, payment: { paymentRef: paymentIntentId } })
		if (result.ok) return result.newlyConfirmed ? 'paid' : 'already_paid'
	} else if (booking.status !== 'cancelled') {
		// Money for a booking that was not waiting for it (pay on the day): it is the customer's
		// payment all the same. Recorded as a card payment, it shows in the admin with Refund.
		const recorded = await writeTransaction(db, async (tx) => {
			const updated = await tx
				.updateTable('bookings')
				.set({ payment_method: 'card', payment_status: 'paid', payment_ref: paymentIntentId, hold_expires_at: null, updated_at: nowIso(now) })
				.where('id', '=', booking.id)
				.where('status', '!=', 'cancelled')
				.where('payment_status', 'not in', MONEY_KEPT)
				.executeTakeFirst()
			return Number(updated.numUpdatedRows) === 1
		})
		if (recorded) {
			await confirmBooking(db, reference, { now })
			await notifyOwnerOfUnexpectedPayment(db, reference, { ...money, kind: 'recorded' }, now)
			return 'paid_unexpected'
		}
	}
	// The booking was released or cancelled before the money arrived: give it back.
	await db.updateTable('bookings').set({ payment_ref: paymentIntentId, updated_at: nowIso(now) }).where('id', '=', booking.id).execute()
	await refundCardPayment(db, stripe, booking.id, { paymentIntentId, amount: amount.amount, reason: 'Paid after the booking was released', now })
	await notifyOwnerOfUnexpectedPayment(db, reference, { ...money, kind: 'refunded' }, now)
	return 'refunded_late'
}

/** A failed attempt: the customer may try again until the hold runs out, so the spot stays held. */
export async function recordPaymentFailure(db: Db, reference: string, now: Date = currentTime()) {
	await db
		.updateTable('bookings')
		.set({ payment_status: 'failed', updated_at: nowIso(now) })
		.where('reference', '=', reference)
		.where('payment_status', '=', 'awaiting')
		.execute()
}

/**
 * Refunds (part of) a card payment through Stripe and records it: `amount` cents, or the rest
 * of the payment. Answers the refunded amount.
 */
export async function refundCardPayment(
	db: Db,
	stripe: Stripe,
	bookingId: number,
	{ paymentIntentId, amount, reason, now = currentTime() }: { paymentIntentId: string; amount?: number; reason: string; now?: Date },
): Promise<number> {
	const booking = await db.selectFrom('bookings').select(['reference', 'final_amount']).where('id', '=', bookingId).executeTakeFirstOrThrow()
	const refunds = await db.selectFrom('payment_refunds').select(['amount']).where('booking_id', '=', bookingId).execute()
	const refunded = refunds.reduce((sum, r) => sum + r.amount, 0)
	const left = booking.final_amount - refunded
	const wanted = Math.min(amount ?? left, left)
	if (wanted <= 0) return 0
	const refund = await refundBookingPayment(stripe, { paymentIntentId, bookingReference: booking.reference, refundNumber: refunds.length + 1, amount: wanted, reason: 'requested_by_customer' })
	await writeTransaction(db, async (tx) => {
		await tx.insertInto('payment_refunds').values({ booking_id: bookingId, stripe_refund_id: refund.id, amount: refund.amount, reason }).onConflict((oc) => oc.column('stripe_refund_id').doNothing()).execute()
		const total = refunded + refund.amount
		await tx
			.updateTable('bookings')
			.set({ payment_status: total >= booking.final_amount ? 'refunded' : 'partially_refunded', updated_at: nowIso(now) })
			.where('id', '=', bookingId)
			.execute()
	})
	return refund.amount
}

/** The owner's refund of a paid card booking (admin): in full, or keeping the cancellation fee. */
export async function refundBookingByOwner(db: Db, stripe: Stripe, bookingId: number, { keepFee }: { keepFee: boolean }) {
	const booking = await db.selectFrom('bookings').select(['reference', 'payment_ref', 'payment_status', 'final_amount', 'email']).where('id', '=', bookingId).executeTakeFirst()
	if (!booking || !booking.payment_ref || !['paid', 'partially_refunded'].includes(booking.payment_status)) {
		return { ok: false as const, message: 'Only a booking paid by card can be refunded.' }
	}
	const already = (await db.selectFrom('payment_refunds').select(['amount']).where('booking_id', '=', bookingId).execute()).reduce((s, r) => s + r.amount, 0)
	const left = booking.final_amount - already
	const amount = keepFee ? left - CANCELLATION_FEE_CENTS : left
	if (amount <= 0) return { ok: false as const, message: 'Nothing is left to refund.' }
	const refunded = await refundCardPayment(db, stripe, bookingId, { paymentIntentId: booking.payment_ref, amount, reason: keepFee ? 'Refund less the cancellation fee' : 'Full refund' })
	const settings = await getShopSettings(db, getEnv())
	await sendEmail(db, {
		to: booking.email,
		replyTo: settings.email,
		subject: `Refund for booking ${booking.reference}`,
		text: `We have refunded $${(refunded / 100).toFixed(2)} for booking ${booking.reference} to the card you paid with. It usually shows within 5 to 10 business days.`,
	})
	return { ok: true as const, amount: refunded }
}

export type AbandonOutcome = 'released' | 'paid' | 'processing' | 'not_awaiting'

/**
 * Gives up an unfinished card payment: the PaymentIntent is cancelled (or the Checkout Session
 * expired) at Stripe FIRST, then the booking is cancelled and its spot and stock freed. Stripe
 * answering that the money already came in confirms the booking instead; a payment still
 * processing (bank debits) is left alone. For the hold-expiry sweep, and for a customer who
 * comes back from Stripe Checkout to choose again.
 */
export async function abandonCardBooking(db: Db, stripe: Stripe, reference: string, now: Date = currentTime()): Promise<AbandonOutcome> {
	const booking = await bookingForSettle(db, reference)
	if (!booking || booking.status !== 'pending' || !['awaiting', 'failed'].includes(booking.payment_status)) return 'not_awaiting'
	const stop = await stopBookingPayment(stripe, { paymentIntentId: booking.payment_ref, checkoutSessionId: booking.stripe_checkout_session_id })
	if (stop === 'processing') return 'processing'
	if (stop === 'already_paid') {
		const source = booking.stripe_checkout_session_id ? { checkoutSessionId: booking.stripe_checkout_session_id } : { paymentIntentId: booking.payment_ref! }
		const settled = await settleStripePayment(db, stripe, reference, source, now)
		return settled === 'paid' || settled === 'already_paid' ? 'paid' : 'processing'
	}
	const released = await writeTransaction(db, async (tx) => {
		const still = await tx.selectFrom('bookings').select(['payment_status']).where('id', '=', booking.id).executeTakeFirst()
		if (!still || !['awaiting', 'failed'].includes(still.payment_status)) return false
		return releaseBooking(tx, booking.id, { now, paymentStatus: 'expired' })
	})
	return released ? 'released' : 'not_awaiting'
}

/**
 * The hold-expiry sweep (every minute while card payments are on): card bookings whose
 * 15-minute hold ran out are stopped at Stripe and released. Answers how many were released.
 */
export async function sweepExpiredCardHolds(db: Db, stripe: Stripe, now: Date = currentTime()): Promise<number> {
	const expired = await db
		.selectFrom('bookings')
		.select(['reference'])
		.where('status', '=', 'pending')
		.where('payment_method', '=', 'card')
		.where('payment_status', 'in', ['awaiting', 'failed'])
		.where('hold_expires_at', '<=', now.toISOString())
		.execute()
	let released = 0
	for (const { reference } of expired) {
		try {
			if ((await abandonCardBooking(db, stripe, reference, now)) === 'released') released++
		} catch (error) {
			// Stripe unreachable: the next sweep tries again (the spot is already counted free)
			getLogger().warn({ err: error, reference }, 'could not stop an expired card payment')
		}
	}
	return released
}

let sweep: ScheduledJob | null = null

/** Starts the sweep on a timer (server start), one instance at a time; it never keeps the process alive. */
export function startCardHoldSweep(db: Db, client: () => Stripe | null = () => getStripe(), everyMs = 60_000) {
	if (sweep) return
	sweep = scheduleJob(db, {
		name: 'card-hold-sweep',
		everyMs,
		run: async () => {
			const stripe = client()
			if (stripe) await sweepExpiredCardHolds(db, stripe)
		},
		onError: (error) => getLogger().error({ err: error }, 'card hold sweep failed'),
	})
}

export type BrowserPayment =
	| { ok: true; clientSecret: string; amount: number; currency: string }
	| { ok: false; status: 403 | 409 | 502; message: string }

/**
 * spec §7 POST /api/stripe/create-payment-intent: a PaymentIntent for the booking this browser
 * placed with card payment and has not paid yet. The phone must be the booking's; the amount is
 * the server's final amount, whatever the client sent (a different figure is only logged).
 */
export async function startBrowserCardPayment(
	db: Db,
	stripe: Stripe,
	{ reference, phone, clientAmount }: { reference: string; phone: string; clientAmount?: unknown },
	now: Date = currentTime(),
): Promise<BrowserPayment> {
	const booking = await db
		.selectFrom('bookings')
		.select(['id', 'reference', 'phone', 'email', 'final_amount', 'payment_method', 'payment_status'])
		.where('reference', '=', reference)
		.executeTakeFirst()
	if (!booking || booking.payment_method !== 'card' || !['awaiting', 'failed'].includes(booking.payment_status)) {
		return { ok: false, status: 409, message: 'There is no booking waiting for a card payment.' }
	}
	if (phoneDigits(booking.phone) !== phoneDigits(phone)) return { ok: false, status: 403, message: 'That phone number is not the booking’s.' }
	const amount = chargeAmount(booking.final_amount)
	if (!amount.ok) return { ok: false, status: 409, message: 'There is nothing to pay by card for this booking.' }
	if (clientAmount !== undefined && !clientAmountAgrees(clientAmount, amount.amount)) {
		getLogger().warn({ reference: booking.reference, clientAmount, serverAmount: amount.amount }, 'client amount differs; charging the server amount')
	}
	try {
		const intent = await createBookingPaymentIntent(stripe, { bookingReference: booking.reference, amount: amount.amount, currency: amount.currency, description: description(booking.reference), receiptEmail: booking.email })
		await db.updateTable('bookings').set({ payment_ref: intent.paymentIntentId, payment_status: 'awaiting', updated_at: nowIso(now) }).where('id', '=', booking.id).execute()
		return { ok: true, clientSecret: intent.clientSecret, amount: amount.amount, currency: amount.currency }
	} catch (error) {
		getLogger().error({ err: error, reference: booking.reference }, 'creating the PaymentIntent failed')
		return { ok: false, status: 502, message: customerFacingStripeMessage(error) ?? PAYMENT_FAILED_MESSAGE }
	}
}

function phoneDigits(phone: string) {
	return phone.replace(/\D/g, '').replace(/^61/, '0')
}
