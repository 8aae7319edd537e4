import crypto from 'node:crypto'
import { getShopSettings } from '#app/domain/settings/settings.server'
import { currentTime } from '#app/lib/clock.server'
import { nowIso, writeTransaction, type Db } from '#app/lib/db.server'
import { getEnv } from '#app/lib/env.server'
import { isAuMobile, type E164Phone } from '#app/lib/phone'
import { getMailer, getSmsSender, sendEmail, sendSms } from '#app/lib/outbox.server'
import { scheduleJob, type ScheduledJob } from '#app/lib/scheduler.server'
import { confirmBooking } from './booking-notices.server'
import { CODE_HOLD_MINUTES, CODE_MAX_ATTEMPTS, type CodeChannel, VERIFY_MESSAGES } from './booking-verification'
import { emptyCart, releaseBooking } from './place-booking.server'

// Pay on the day costs an attacker nothing, so one anonymous client could book out whole days
// and a tyre's stock. Besides the daily caps (booking-caps.server.ts):
//  - when an SMS provider or SMTP is set, a pay-on-the-day booking holds its spot for
//    CODE_HOLD_MINUTES and is confirmed only when the customer enters the code sent to their
//    phone (or e-mail). Card bookings and logged-in customers (their phone was proven) need none.

export { CODE_HOLD_MINUTES, CODE_MAX_ATTEMPTS, type CodeChannel, VERIFY_MESSAGES } from './booking-verification'

/**
 * How a pay-on-the-day booking for `phone` is proven: by SMS when a provider is set and the phone
 * is a mobile, else by e-mail when SMTP is set; null in the embedded default (nothing can reach
 * the customer, so the booking is confirmed at once and only the caps apply).
 */
export function codeChannelFor(phone: E164Phone): CodeChannel | null {
	if (getSmsSender() && isAuMobile(phone)) return 'sms'
	if (getMailer()) return 'email'
	return null
}

function hashCode(bookingId: number, code: string) {
	return crypto.createHmac('sha256', getEnv().sessionSecret).update(`booking-code:${bookingId}:${code}`).digest('hex')
}

/**
 * Sends a new 6-digit code for a booking waiting for one and keeps only its HMAC; it is valid
 * until the booking's hold runs out.
 */
export async function sendBookingCode(db: Db, reference: string, channel: CodeChannel, { now }: { now: Date }) {
	const booking = await db
		.selectFrom('bookings')
		.select(['id', 'phone', 'phone_e164', 'email', 'hold_expires_at'])
		.where('reference', '=', reference)
		.where('payment_status', '=', 'unverified')
		.executeTakeFirst()
	if (!booking?.hold_expires_at) return false
	const code = crypto.randomInt(0, 1_000_000).toString().padStart(6, '0')
	const values = { channel, code_hash: hashCode(booking.id, code), attempts: 0, expires_at: booking.hold_expires_at, created_at: nowIso(now) }
	await db
		.insertInto('booking_codes')
		.values({ booking_id: booking.id, ...values })
		.onConflict((oc) => oc.column('booking_id').doUpdateSet(values))
		.execute()
	const settings = await getShopSettings(db, getEnv())
	const text = `${code} is your code to confirm booking ${reference} with ${settings.businessName}. It is valid for ${CODE_HOLD_MINUTES} minutes.`
	if (channel === 'sms') {
		// the channel is 'sms' only for a mobile, so its E.164 form is there
		await sendSms(db, { to: booking.phone_e164 ?? booking.phone, body: text, secret: code })
	} else {
		await sendEmail(db, { to: booking.email, replyTo: settings.email, subject: `Your code for booking ${reference}`, text, secret: code })
	}
	return true
}

export type VerifyCodeResult = { ok: true } | { ok: false; message: string }

/**
 * Checks the code a customer entered for their booking. The right code confirms it (the
 * confirmation e-mails go out then); a wrong one counts against the code's tries; an expired
 * hold releases the booking.
 */
export async function verifyBookingCode(db: Db, reference: string, code: string, { now }: { now: Date }): Promise<VerifyCodeResult> {
	const result = await writeTransaction(db, async (tx): Promise<VerifyCodeResult> => {
		const booking = await tx
			.selectFrom('bookings')
			.select(['id', 'status', 'payment_status', 'hold_expires_at', 'cart_id'])
			.where('reference', '=', reference)
			.executeTakeFirst()
		if (!booking || booking.status !== 'pending' || booking.payment_status !== 'unverified') {
			return { ok: false, message: booking?.payment_status === 'expired' ? VERIFY_MESSAGES.expired : VERIFY_MESSAGES.notWaiting }
		}
		if (!booking.hold_expires_at || Date.parse(booking.hold_expires_at) <= now.getTime()) {
			await releaseBooking(tx, booking.id, { now, paymentStatus: 'expired' })
			return { ok: false, message: VERIFY_MESSAGES.expired }
		}
		const stored = await tx.selectFrom('booking_codes').select(['code_hash', 'attempts']).where('booking_id', '=', booking.id).executeTakeFirst()
		if (!stored || stored.attempts >= CODE_MAX_ATTEMPTS) return { ok: false, message: VERIFY_MESSAGES.tooMany }
		const given = Buffer.from(hashCode(booking.id, code.trim()), 'hex')
		const expected = Buffer.from(stored.code_hash, 'hex')
		if (!/^\d{6}$/.test(code.trim()) || given.length !== expected.length || !crypto.timingSafeEqual(given, expected)) {
			const attempts = stored.attempts + 1
			await tx.updateTable('booking_codes').set({ attempts }).where('booking_id', '=', booking.id).execute()
			return { ok: false, message: attempts >= CODE_MAX_ATTEMPTS ? VERIFY_MESSAGES.tooMany : VERIFY_MESSAGES.invalid }
		}
		await tx.deleteFrom('booking_codes').where('booking_id', '=', booking.id).execute()
		await tx
			.updateTable('bookings')
			.set({ payment_status: 'unpaid', verified_at: nowIso(now), hold_expires_at: null, updated_at: nowIso(now) })
			.where('id', '=', booking.id)
			.execute()
		if (booking.cart_id) await emptyCart(tx, booking.cart_id, now)
		return { ok: true }
	})
	if (result.ok) await confirmBooking(db, reference, { now })
	return result
}

/** What the order page shows a booking still waiting for its code. */
export async function pendingVerification(db: Db, reference: string, { now }: { now: Date }) {
	const row = await db
		.selectFrom('bookings as b')
		.leftJoin('booking_codes as c', 'c.booking_id', 'b.id')
		.select(['b.payment_status', 'b.hold_expires_at', 'b.status', 'c.channel'])
		.where('b.reference', '=', reference)
		.executeTakeFirst()
	if (!row || row.status !== 'pending' || row.payment_status !== 'unverified' || !row.hold_expires_at) return null
	return { channel: (row.channel ?? 'sms') as CodeChannel, expiresAt: row.hold_expires_at, expired: Date.parse(row.hold_expires_at) <= now.getTime() }
}

/** Frees the spots and stock of pay-on-the-day bookings whose code never came back in time. */
export async function releaseExpiredVerificationHolds(db: Db, now: Date): Promise<number> {
	return writeTransaction(db, async (tx) => {
		const expired = await tx
			.selectFrom('bookings')
			.select('id')
			.where('status', '=', 'pending')
			.where('payment_status', '=', 'unverified')
			.where('hold_expires_at', '<=', now.toISOString())
			.execute()
		let released = 0
		for (const { id } of expired) if (await releaseBooking(tx, id, { now, paymentStatus: 'expired' })) released++
		return released
	})
}

let sweep: ScheduledJob | null = null

/** Releases expired code holds every minute (server start, when SMS or SMTP is set), one instance at a time. */
export function startVerificationHoldSweep(db: Db, { everyMs = 60_000, onError }: { everyMs?: number; onError: (error: unknown) => void }) {
	if (sweep) return
	sweep = scheduleJob(db, { name: 'code-hold-sweep', everyMs, run: () => releaseExpiredVerificationHolds(db, currentTime()), onError })
}
