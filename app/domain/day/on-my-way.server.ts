import { esc } from '#app/domain/booking/booking-emails'
import { signedOrderPath } from '#app/domain/booking/order-link.server'
import { getShopSettings } from '#app/domain/settings/settings.server'
import { shopClock } from '#app/domain/slots/shop-time'
import { nowIso, type Db } from '#app/lib/db.server'
import { getEnv } from '#app/lib/env.server'
import { sendEmail, sendSms, type OutboxStatus } from '#app/lib/outbox.server'
import { DAY_MESSAGES } from './day'
import { ON_MY_WAY_MESSAGES, onMyWayEmail, onMyWaySms, type OnMyWayMinutes } from './on-my-way'

export type OnMyWayResult =
	| { ok: true; reference: string; minutes: OnMyWayMinutes; sms: OutboxStatus; emailed: boolean }
	| { ok: false; status: 404 | 409; message: string }

/**
 * Texts (and e-mails, when there is an address) a customer of today that the van is on its way,
 * about `minutes` away, with the manage-my-booking link. Once per booking per shop day: the
 * claim is written before anything is sent, so a double tap, a resent post or two phones at
 * once send it once; a second tap is refused with when it went.
 */
export async function sendOnMyWay(db: Db, bookingId: number, minutes: OnMyWayMinutes, clock: { now: Date; timeZone: string }): Promise<OnMyWayResult> {
	const booking = await db
		.selectFrom('bookings')
		.select(['id', 'reference', 'status', 'confirmed_at', 'selected_date', 'first_name', 'phone', 'phone_e164', 'email'])
		.where('id', '=', bookingId)
		.executeTakeFirst()
	if (!booking || booking.confirmed_at === null || booking.status === 'cancelled') return { ok: false, status: 404, message: DAY_MESSAGES.notFound }
	if (booking.status !== 'pending') return { ok: false, status: 409, message: ON_MY_WAY_MESSAGES.notToDo }
	const today = shopClock(clock.now, clock.timeZone).date
	if (booking.selected_date !== today) return { ok: false, status: 409, message: ON_MY_WAY_MESSAGES.notToday }
	const claimed = await db
		.insertInto('on_my_way')
		.values({ booking_id: booking.id, shop_date: today, minutes, sent_at: nowIso(clock.now), sms_status: 'kept' })
		.onConflict((oc) => oc.columns(['booking_id', 'shop_date']).doNothing())
		.executeTakeFirst()
	if (Number(claimed.numInsertedOrUpdatedRows ?? 0) !== 1) return { ok: false, status: 409, message: ON_MY_WAY_MESSAGES.already }

	const env = getEnv()
	const settings = await getShopSettings(db, env)
	const link = `${env.publicUrl}${signedOrderPath(booking.reference, booking.selected_date)}`
	const words = { brand: settings.businessName, firstName: booking.first_name, minutes, link }
	const sms = await sendSms(db, { to: booking.phone_e164 ?? booking.phone, body: onMyWaySms(words) })
	let emailed = false
	if (booking.email.trim()) {
		const email = onMyWayEmail({ ...words, phone: settings.phone, reference: booking.reference })
		await sendEmail(db, {
			to: booking.email,
			replyTo: settings.email,
			subject: email.subject,
			text: email.lines.join('\n\n'),
			html: email.lines.map((line) => `<p>${esc(line)}</p>`).join('\n'),
		})
		emailed = true
	}
	await db.updateTable('on_my_way').set({ sms_status: sms, emailed: emailed ? 1 : 0 }).where('booking_id', '=', booking.id).where('shop_date', '=', today).execute()
	return { ok: true, reference: booking.reference, minutes, sms, emailed }
}

/** What was sent today for these bookings: when, and the minutes said. */
export async function onMyWaySent(db: Db, bookingIds: number[], shopDate: string) {
	if (bookingIds.length === 0) return new Map<number, { sentAt: string; minutes: number; sms: OutboxStatus }>()
	const rows = await db.selectFrom('on_my_way').select(['booking_id', 'sent_at', 'minutes', 'sms_status']).where('shop_date', '=', shopDate).where('booking_id', 'in', bookingIds).execute()
	return new Map(rows.map((r) => [r.booking_id, { sentAt: r.sent_at, minutes: r.minutes, sms: r.sms_status }]))
}
