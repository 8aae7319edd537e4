import crypto from 'node:crypto'
import { getShopSettings } from '#app/domain/settings/settings.server'
import { shopClock, shopTimeToInstant } from '#app/domain/slots/shop-time'
import { nowIso, type Db } from '#app/lib/db.server'
import { getEnv } from '#app/lib/env.server'
import { sendEmail } from '#app/lib/outbox.server'
import { toE164 } from '#app/lib/phone'

// Pay on the day costs an attacker nothing, so one anonymous client could book out whole days
// and a tyre's stock. In every mode, at most unverifiedBookingsPerDay() (3 unless the setting
// UNVERIFIED_BOOKINGS_PER_DAY says otherwise) unverified pay-on-the-day bookings per phone, per
// e-mail and per client address per shop day; the owner
// hears of the first refusal of the day. (With SMS or SMTP set, such bookings also wait for a
// code: booking-verification.server.ts.)

export function unverifiedBookingsPerDay(): number {
	return getEnv().UNVERIFIED_BOOKINGS_PER_DAY
}

export function capMessage(cap = unverifiedBookingsPerDay()) {
	return `Sorry, we take at most ${cap} pay-on-the-day ${cap === 1 ? 'booking' : 'bookings'} a day for the same phone number, e-mail address or connection. Please call us to book more, or pay by card.`
}

/**
 * A phone as one text whatever it was typed like ('0412 345 678', '+61 412 345 678'): its E.164
 * form (stored as bookings.phone_e164), or its digits when it does not parse as a phone number.
 */
export function phoneKey(phone: string): string {
	return toE164(phone) ?? phone.replace(/\D/g, '')
}

/** A keyed hash of the client's address: enough to count, never the address itself. */
export function clientKey(address: string | null | undefined): string | null {
	if (!address) return null
	return crypto.createHmac('sha256', getEnv().sessionSecret).update(`client:${address}`).digest('base64url').slice(0, 32)
}

/** The instant the shop's day began (midnight in the shop's time zone). */
function shopDayStart(now: Date, timeZone: string) {
	return shopTimeToInstant(shopClock(now, timeZone).date, 0, timeZone)
}

/**
 * Whether one more unverified booking for this phone, e-mail or client would pass the day's cap.
 * Every unverified pay-on-the-day booking made today counts, cancelled or not, so letting holds
 * run out does not reset it. Run inside the booking's write transaction.
 */
export async function overUnverifiedCap(
	tx: Db,
	who: { phone: string; email: string; clientKey: string | null },
	{ now, timeZone }: { now: Date; timeZone: string },
): Promise<boolean> {
	const email = who.email.trim().toLowerCase()
	const phone = toE164(who.phone)
	const today = await tx
		.selectFrom('bookings')
		.select(['phone_e164', 'email', 'client_key'])
		.where('created_at', '>=', nowIso(shopDayStart(now, timeZone)))
		.where('payment_method', '=', 'pay_on_the_day')
		.where('verified_at', 'is', null)
		.where((eb) => {
			const matches = [eb(eb.fn('lower', ['email']), '=', email)]
			if (phone) matches.push(eb('phone_e164', '=', phone))
			if (who.clientKey) matches.push(eb('client_key', '=', who.clientKey))
			return eb.or(matches)
		})
		.execute()
	const cap = unverifiedBookingsPerDay()
	const count = (same: (row: (typeof today)[number]) => boolean) => today.filter(same).length
	return (
		(phone !== null && count((r) => r.phone_e164 === phone) >= cap) ||
		count((r) => r.email.trim().toLowerCase() === email) >= cap ||
		(who.clientKey !== null && count((r) => r.client_key === who.clientKey) >= cap)
	)
}

/** Tells the owner, once per shop day, that the caps started refusing bookings. */
export async function noticeBookingBurst(db: Db, attempt: { phone: string; email: string }, { now, timeZone }: { now: Date; timeZone: string }) {
	const day = shopClock(now, timeZone).date
	const inserted = await db.insertInto('booking_limit_notices').values({ day, created_at: nowIso(now) }).onConflict((oc) => oc.column('day').doNothing()).executeTakeFirst()
	if (Number(inserted.numInsertedOrUpdatedRows ?? 0) !== 1) return false
	const settings = await getShopSettings(db, getEnv())
	const lines = [
		`Today (${day}) someone tried to make more than ${unverifiedBookingsPerDay()} pay-on-the-day bookings with the same phone number, e-mail address or connection.`,
		`The latest attempt used phone ${attempt.phone} and e-mail ${attempt.email}. It was refused and asked to call or pay by card.`,
		'Look through today’s new bookings in Admin → Bookings for any that seem made up. You get this notice once a day.',
	]
	await sendEmail(db, { to: settings.email, subject: `Booking limit reached today (${day})`, text: lines.join('\n\n') })
	return true
}

