import { nowIso, type Db } from '#app/lib/db.server'
import type { E164Phone } from '#app/lib/phone'
import { isOptOut } from './inbound'
import { optOut } from '#app/domain/consent/consent.server'

export interface InboundSms {
	/** the sender as the provider sent it (E.164 from Twilio and ClickSend; a name is possible) */
	from: string
	/** the sender's number, parsed at the webhook; null when it is not a phone number */
	fromPhone: E164Phone | null
	body: string
	/** twilio, clicksend */
	provider: string
	/** the provider's own id for the reply: a replayed webhook carries the same one */
	providerMessageId: string
}

const BODY_LIMIT = 2000

/**
 * Records a customer's reply, once per provider message (a replayed webhook is stored once).
 * `stop` says the reply is an opt-out keyword, whether this post or an earlier one stored it.
 */
export async function receiveSms(db: Db, sms: InboundSms, clock: { now: Date }): Promise<{ stop: boolean; recorded: boolean }> {
	const stop = isOptOut(sms.body)
	const inserted = await db
		.insertInto('sms_replies')
		.values({
			provider: sms.provider,
			provider_message_id: sms.providerMessageId.slice(0, 200),
			from_phone: sms.fromPhone ?? sms.from.trim().slice(0, 40),
			body: sms.body.slice(0, BODY_LIMIT),
			opt_out: stop ? 1 : 0,
			received_at: nowIso(clock.now),
		})
		.onConflict((oc) => oc.columns(['provider', 'provider_message_id']).doNothing())
		.executeTakeFirst()
	// STOP stops the marketing texts (review requests, aftercare) to this phone from now on; a
	// booking's codes, confirmation and reminder still go. Idempotent, so a replayed STOP is harmless.
	if (stop && sms.fromPhone) await optOut(db, { channel: 'sms', recipient: sms.fromPhone, source: 'sms-stop' }, clock)
	return { stop, recorded: Number(inserted.numInsertedOrUpdatedRows ?? 0) === 1 }
}

export const REPLIES_PAGE_SIZE = 30

export interface ReplyBooking {
	id: number
	reference: string
	date: string
	status: string
}

/** The latest replies, newest first, each with the bookings made with the same phone. */
export async function recentReplies(db: Db, limit = REPLIES_PAGE_SIZE) {
	const rows = await db
		.selectFrom('sms_replies')
		.select(['id', 'provider', 'from_phone', 'body', 'opt_out', 'received_at'])
		.orderBy('received_at', 'desc')
		.orderBy('id', 'desc')
		.limit(limit)
		.execute()
	const phones = [...new Set(rows.map((r) => r.from_phone))]
	const bookings = phones.length
		? await db
				.selectFrom('bookings')
				.select(['id', 'reference', 'selected_date', 'status', 'phone_e164'])
				.where('phone_e164', 'in', phones)
				.where('confirmed_at', 'is not', null)
				.orderBy('selected_date', 'desc')
				.execute()
		: []
	return rows.map((r) => ({
		id: r.id,
		provider: r.provider,
		from: r.from_phone,
		body: r.body,
		optOut: r.opt_out === 1,
		receivedAt: r.received_at,
		bookings: bookings
			.filter((b) => b.phone_e164 === r.from_phone)
			.slice(0, 5)
			.map((b): ReplyBooking => ({ id: b.id, reference: b.reference, date: b.selected_date, status: b.status })),
	}))
}
