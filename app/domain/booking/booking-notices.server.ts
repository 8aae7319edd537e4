import { getShopSettings } from '#app/domain/settings/settings.server'
import { type Db, nowIso, writeTransaction } from '#app/lib/db.server'
import { getEnv } from '#app/lib/env.server'
import { formatMoney } from '#app/lib/money'
import { sendEmail } from '#app/lib/outbox.server'
import { customerConfirmationEmail, ownerNoticeEmail } from './booking-emails'
import { loadBookingView } from './booking-view.server'
import { signedOrderPath } from './order-link.server'
import { emptyCart } from './place-booking.server'

// Confirming a booking: pay on the day confirms it when it is placed; card confirms it
// once the server has verified the payment. The confirmation e-mail (with the tax invoice and
// the .ics) and the owner's notice go out once, on the transition to confirmed, however many
// times confirmation is asked for.

export type ConfirmResult =
	| { ok: true; newlyConfirmed: boolean }
	| { ok: false; reason: 'not-found' | 'cancelled' }

export async function confirmBooking(
	db: Db,
	reference: string,
	{ now = new Date(), payment }: { now?: Date; payment?: { paymentRef: string } } = {},
): Promise<ConfirmResult> {
	const result = await writeTransaction(db, async (tx): Promise<ConfirmResult> => {
		const booking = await tx
			.selectFrom('bookings')
			.select(['id', 'status', 'confirmed_at', 'payment_status', 'cart_id'])
			.where('reference', '=', reference)
			.executeTakeFirst()
		if (!booking) return { ok: false, reason: 'not-found' }
		if (booking.confirmed_at) return { ok: true, newlyConfirmed: false }
		if (booking.status === 'cancelled') return { ok: false, reason: 'cancelled' }
		await tx
			.updateTable('bookings')
			.set({
				confirmed_at: nowIso(now),
				updated_at: nowIso(now),
				hold_expires_at: null,
				...(payment ? { payment_status: 'paid', payment_ref: payment.paymentRef } : {}),
			})
			.where('id', '=', booking.id)
			.where('confirmed_at', 'is', null)
			.execute()
		// A booking that waited for payment kept the customer's cart until now.
		if ((booking.payment_status === 'awaiting' || booking.payment_status === 'failed') && booking.cart_id) await emptyCart(tx, booking.cart_id, now)
		return { ok: true, newlyConfirmed: true }
	})
	if (result.ok && result.newlyConfirmed) await sendBookingEmails(db, reference, now)
	return result
}

/** The customer's confirmation and the owner's notice, through the outbox (SMTP when set). */
export async function sendBookingEmails(db: Db, reference: string, now: Date = new Date()) {
	const booking = await loadBookingView(db, reference)
	if (!booking) return
	const env = getEnv()
	const settings = await getShopSettings(db, env)
	const ctx = {
		shop: { businessName: settings.businessName, phone: settings.phone, email: settings.email, abn: settings.abn },
		timeZone: env.SHOP_TIMEZONE,
		publicUrl: env.publicUrl,
		orderUrl: `${env.publicUrl}${signedOrderPath(reference, booking.selectedDate)}`,
		now,
	}
	const customer = customerConfirmationEmail(booking, ctx)
	await sendEmail(db, { to: booking.customer.email, replyTo: settings.email, ...customer })
	const owner = ownerNoticeEmail(booking, ctx)
	await sendEmail(db, { to: settings.email, replyTo: booking.customer.email, ...owner })
}

export type UnexpectedPayment = {
	paymentIntentId: string
	/** cents */
	amount: number
	/** recorded: kept on a booking that was not waiting for it; refunded: given back in full; duplicate: a second payment */
	kind: 'recorded' | 'refunded' | 'duplicate'
}

/**
 * Tells the owner (one e-mail per payment) that card money arrived for a booking that was not
 * waiting for it, and what the shop did with it.
 */
export async function notifyOwnerOfUnexpectedPayment(db: Db, reference: string, payment: UnexpectedPayment, now: Date = new Date()) {
	const settings = await getShopSettings(db, getEnv())
	const subject = `Unexpected card payment for booking ${reference} (${payment.paymentIntentId})`
	const already = await db.selectFrom('outbox').select('id').where('recipient', '=', settings.email).where('subject', '=', subject).executeTakeFirst()
	if (already) return
	const dollars = formatMoney(payment.amount)
	const what = {
		recorded: `Booking ${reference} was not waiting for a card payment (pay on the day), but ${dollars} came in by card. It is now recorded as paid by card: if the customer should not pay twice, nothing is due on the day; to give the money back, use Refund on the booking in Admin → Bookings.`,
		refunded: `${dollars} came in by card for booking ${reference} after it had been released or cancelled, so it was refunded in full automatically.`,
		duplicate: `Booking ${reference} is already paid, and a second card payment of ${dollars} came in. Refund the second payment from the Stripe Dashboard.`,
	}[payment.kind]
	const lines = [what, `Stripe payment: ${payment.paymentIntentId}.`, `Received ${now.toISOString()}.`]
	await sendEmail(db, { to: settings.email, subject, text: lines.join('\n\n') })
}
