import { nowIso, type Db } from '#app/lib/db.server'
import { emailKey, isEmailAddress } from '#app/lib/email-address'
import { parsePhone, type E164Phone } from '#app/lib/phone'

// Who asked for no more marketing (review requests, aftercare reminders), per channel: a phone
// in E.164 for SMS, a case-folded address for e-mail, so '0412 345 678' and '+61412345678', or
// 'Jo@Example.com' and 'jo@example.com', are one recipient. Transactional messages (codes,
// confirmations, fitting reminders, "on my way") never look here: they are not marketing.

export type ConsentChannel = 'email' | 'sms'
export type OptOutSource = 'sms-stop' | 'email-link' | 'owner'

export const OPT_OUT_SOURCES: Record<OptOutSource, string> = {
	'sms-stop': 'Replied STOP',
	'email-link': 'Unsubscribe link',
	owner: 'Added by the shop',
}

/** A recipient read back from a message or a booking, as opt-outs are keyed, or null when it is not a phone number / e-mail address. */
export function consentKey(channel: ConsentChannel, recipient: string): string | null {
	if (channel === 'sms') return parsePhone(recipient)
	const text = recipient.trim()
	return isEmailAddress(text) ? emailKey(text) : null
}

export type OptOutResult = { ok: true; recipient: string; already: boolean } | { ok: false; message: string }

/** Who opts out: a phone already in E.164 (parsed at the edge), or an e-mail address as given. */
export type OptOutRecipient = { channel: 'sms'; recipient: E164Phone } | { channel: 'email'; recipient: string }

/**
 * Records that `recipient` wants no more marketing on `channel`. Safe to repeat: a second
 * opt-out keeps the first one's time and source.
 */
export async function optOut(
	db: Db,
	{ channel, recipient, source }: OptOutRecipient & { source: OptOutSource },
	clock: { now: Date },
): Promise<OptOutResult> {
	const key = channel === 'sms' ? recipient : consentKey(channel, recipient)
	if (!key) return { ok: false, message: 'Enter an e-mail address such as jo@example.com.' }
	const result = await db
		.insertInto('opt_outs')
		.values({ channel, recipient: key, source, opted_out_at: nowIso(clock.now) })
		.onConflict((oc) => oc.columns(['channel', 'recipient']).doNothing())
		.executeTakeFirst()
	return { ok: true, recipient: key, already: Number(result.numInsertedOrUpdatedRows ?? 0) === 0 }
}

/** Whether `recipient` has opted out of marketing on `channel` (an unreadable recipient counts as opted out: nothing can be sent to it). */
export async function isOptedOut(db: Db, channel: ConsentChannel, recipient: string): Promise<boolean> {
	const key = consentKey(channel, recipient)
	if (!key) return true
	const row = await db.selectFrom('opt_outs').select('recipient').where('channel', '=', channel).where('recipient', '=', key).executeTakeFirst()
	return row !== undefined
}

export interface OptOutView {
	channel: ConsentChannel
	recipient: string
	source: OptOutSource
	at: string
}

/** The latest opt-outs first, for the owner. */
export async function recentOptOuts(db: Db, limit = 50): Promise<OptOutView[]> {
	const rows = await db.selectFrom('opt_outs').selectAll().orderBy('opted_out_at', 'desc').limit(limit).execute()
	return rows.map((r) => ({ channel: r.channel as ConsentChannel, recipient: r.recipient, source: r.source as OptOutSource, at: r.opted_out_at }))
}
