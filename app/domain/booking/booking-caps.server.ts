import crypto from 'node:crypto'
import { getShopSettings } from '#app/domain/settings/settings.server'
import { shopClock, shopTimeToInstant } from '#app/domain/slots/shop-time'
import { nowIso, type Db } from '#app/lib/db.server'
import { getEnv } from '#app/lib/env.server'
import { sendEmail } from '#app/lib/outbox.server'
import { normalizeClientAddress } from '#app/lib/client-address'
import { emailKey } from '#app/lib/email-address'
import { parsePhone, type E164Phone, type WrittenPhone } from '#app/lib/phone'

// Pay on the day (and a card payment left unpaid) costs an attacker nothing, so one client could
// book out whole days and a tyre's stock. The caps stop that without stopping customers:
// - per phone and per e-mail: at most unverifiedBookingsPerDay() (3 unless the setting
//   UNVERIFIED_BOOKINGS_PER_DAY says otherwise) bookings a shop day that nobody has paid for or
//   confirmed with a code: pay-on-the-day bookings without a code (a logged-in customer's too),
//   made today, cancelled or not, and card bookings still holding their spot unpaid.
// - per client address only when it shows abuse: Australian carriers put many phones behind one
//   address, so an address is refused only once its counted bookings of the day name more than
//   CLIENT_PEOPLE_FACTOR × the cap different phones or e-mail addresses.
// The owner hears of the first refusal of the day. (With SMS or SMTP set, pay-on-the-day
// bookings also wait for a code: booking-verification.server.ts.)

export function unverifiedBookingsPerDay(): number {
	return getEnv().UNVERIFIED_BOOKINGS_PER_DAY
}

/** How many different people one client address may book for in a day, as a multiple of the cap. */
export const CLIENT_PEOPLE_FACTOR = 3

export function clientPeoplePerDay(cap = unverifiedBookingsPerDay()): number {
	return cap * CLIENT_PEOPLE_FACTOR
}

export type CapRefusal = 'customer' | 'client'

/**
 * Why a booking was refused, with the shop's phone number to call. It offers no other way to pay:
 * a card booking not yet paid counts against the same caps, and card payment may be switched off.
 */
export function capMessage(refusal: CapRefusal, phone: string, cap = unverifiedBookingsPerDay()) {
	if (refusal === 'client') return `Sorry, we cannot take more online bookings from this connection today. Please call us on ${phone} and we will book you in.`
	return `Sorry, we take at most ${cap} unconfirmed ${cap === 1 ? 'booking' : 'bookings'} a day for the same phone number or e-mail address. Please call us on ${phone} and we will book you in.`
}

/**
 * A stored booking's phone as one text, for a row kept before bookings.phone_e164 was filled in:
 * its E.164 form, or its digits when it does not parse as a phone number.
 */
function storedPhoneKey(phone: string): string {
	return parsePhone(phone) ?? phone.replace(/\D/g, '')
}

/**
 * A keyed hash of the client's normalised address (IPv4, or IPv6 /64; no port; IPv4-mapped as
 * IPv4): enough to count, never the address itself.
 */
export function clientKey(address: string | null | undefined): string | null {
	const normalised = normalizeClientAddress(address)
	if (!normalised) return null
	return crypto.createHmac('sha256', getEnv().sessionSecret).update(`client:${normalised}`).digest('base64url').slice(0, 32)
}

/** The instant the shop's day began (midnight in the shop's time zone). */
function shopDayStart(now: Date, timeZone: string) {
	return shopTimeToInstant(shopClock(now, timeZone).date, 0, timeZone)
}

/**
 * The bookings made since `since` that count towards the caps and share the phone, the e-mail or
 * the client address. Each of the three is found through its own index with the day's start in it
 * (migration 0026), so a phone or address that booked often on other days costs nothing today.
 * Exported for the test of its plan.
 */
export function countedToday(tx: Db, who: { email: string; phone: string; clientKey: string | null }, since: string) {
	return tx
		.selectFrom('bookings')
		.select(['phone_e164', 'phone', 'email_key', 'client_key'])
		.where('created_at', '>=', since)
		.where((eb) =>
			eb.or([
				// not confirmed by a code; an account's booking is counted although its phone is proven
				eb.and([eb('payment_method', '=', 'pay_on_the_day'), eb.or([eb('verified_at', 'is', null), eb('user_id', 'is not', null)])]),
				// a card payment still holding its spot: a declined card tried again from the same cart replaces it
				eb.and([eb('payment_method', '=', 'card'), eb('payment_status', 'in', ['awaiting', 'failed']), eb('status', '!=', 'cancelled')]),
			]),
		)
		.where((eb) => {
			const matches = [eb('email_key', '=', who.email), eb('phone_e164', '=', who.phone)]
			if (who.clientKey) matches.push(eb('client_key', '=', who.clientKey))
			return eb.or(matches)
		})
}

/**
 * Whether one more booking for this phone, e-mail and client passes the day's caps: null when it
 * may be placed, else who is over. Run inside the booking's write transaction.
 */
export async function overDailyCaps(
	tx: Db,
	who: { phone: E164Phone; email: string; clientKey: string | null },
	{ now, timeZone }: { now: Date; timeZone: string },
): Promise<CapRefusal | null> {
	const email = emailKey(who.email)
	const phone = who.phone
	const today = await countedToday(tx, { email, phone, clientKey: who.clientKey }, nowIso(shopDayStart(now, timeZone))).execute()
	const cap = unverifiedBookingsPerDay()
	const count = (same: (row: (typeof today)[number]) => boolean) => today.filter(same).length
	if (count((r) => r.phone_e164 === phone) >= cap || count((r) => r.email_key === email) >= cap) return 'customer'
	if (who.clientKey !== null) {
		const fromClient = today.filter((r) => r.client_key === who.clientKey)
		const phones = new Set([...fromClient.map((r) => r.phone_e164 ?? storedPhoneKey(r.phone)), phone])
		const emails = new Set([...fromClient.map((r) => r.email_key), email])
		if (Math.max(phones.size, emails.size) > clientPeoplePerDay(cap)) return 'client'
	}
	return null
}

/** Tells the owner, once per shop day, that the caps started refusing bookings. */
export async function noticeBookingBurst(db: Db, attempt: { phone: WrittenPhone; email: string }, { now, timeZone }: { now: Date; timeZone: string }) {
	const day = shopClock(now, timeZone).date
	const inserted = await db.insertInto('booking_limit_notices').values({ day, created_at: nowIso(now) }).onConflict((oc) => oc.column('day').doNothing()).executeTakeFirst()
	if (Number(inserted.numInsertedOrUpdatedRows ?? 0) !== 1) return false
	const settings = await getShopSettings(db, getEnv())
	const lines = [
		`Today (${day}) someone tried to make more than ${unverifiedBookingsPerDay()} unconfirmed bookings with the same phone number or e-mail address, or bookings for more than ${clientPeoplePerDay()} different people from one connection.`,
		`The latest attempt used phone ${attempt.phone.written} and e-mail ${attempt.email}. It was refused and asked to call you.`,
		'Look through today’s new bookings in Admin → Bookings for any that seem made up. You get this notice once a day.',
	]
	await sendEmail(db, { to: settings.email, subject: `Booking limit reached today (${day})`, text: lines.join('\n\n') })
	return true
}

