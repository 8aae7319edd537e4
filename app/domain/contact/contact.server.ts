import { getShopSettings } from '#app/domain/settings/settings.server'
import { type Db, nowIso } from '#app/lib/db.server'
import { getEnv } from '#app/lib/env.server'
import { getLogger } from '#app/lib/logger.server'
import { sendEmail } from '#app/lib/outbox.server'
import { HONEYPOT_FIELD } from '#app/lib/honeypot'
import { retryIn } from '#app/lib/rate-limits/limiter.server'
import { CONTACT_LIMIT, contactMessagesPerAddress } from '#app/lib/rate-limits/limits.server'
import { ContactSchema, type ContactInput } from './contact-schema'

export { ContactSchema, CONTACT_FAILED, CONTACT_SENT, type ContactInput } from './contact-schema'

export { CONTACT_LIMIT }

export type ContactOutcome =
	| { status: 'sent'; messageId: number }
	/** the honeypot was filled in: answer as if sent, keep nothing */
	| { status: 'ignored' }
	| { status: 'rate-limited'; message: string; retryAfterSeconds: number }

function rateLimited(retryAfterSeconds: number): ContactOutcome & { status: 'rate-limited' } {
	return {
		status: 'rate-limited',
		retryAfterSeconds,
		message: `Too many messages from your connection. Please try again ${retryIn(retryAfterSeconds)}, or give us a call.`,
	}
}

/** Whether this connection may still send a message (counts nothing): checked before a message is even read. */
export async function contactAllowed({ ip, now = new Date() }: { ip: string; now?: Date }): Promise<{ status: 'allowed' } | (ContactOutcome & { status: 'rate-limited' })> {
	const limit = await contactMessagesPerAddress.check(ip, { now: now.getTime() })
	return limit.ok ? { status: 'allowed' } : rateLimited(limit.retryAfterSeconds)
}

/**
 * Stores a validated contact message and e-mails the owner a notice (through the outbox, so
 * the notice is kept even when no mail transport is set up). Honeypot submissions are dropped
 * silently; each connection may send CONTACT_LIMIT.max messages per window.
 */
export async function submitContactMessage(db: Db, input: ContactInput, { ip, now = new Date() }: { ip: string; now?: Date }): Promise<ContactOutcome> {
	if (input[HONEYPOT_FIELD]?.trim()) {
		getLogger().info({ ip }, 'contact form: honeypot filled, message dropped')
		return { status: 'ignored' }
	}
	const limit = await contactMessagesPerAddress.hit(ip, { now: now.getTime(), db })
	if (!limit.ok) return rateLimited(limit.retryAfterSeconds)
	const { name, email, phone, subject, message } = input
	const row = await db
		.insertInto('contact_messages')
		.values({ name, email, phone, subject, message, created_at: nowIso(now) })
		.returning('id')
		.executeTakeFirstOrThrow()

	const settings = await getShopSettings(db, getEnv())
	await sendEmail(db, {
		to: settings.email,
		replyTo: email,
		subject: `New website message: ${subject}`,
		text: [
			`A customer sent a message through the contact form on the ${settings.businessName} website.`,
			'',
			`Name: ${name}`,
			`Email: ${email}`,
			`Phone: ${phone}`,
			`Subject: ${subject}`,
			'',
			message,
			'',
			'Reply to this e-mail to answer the customer. The message is also listed under Contact in the admin.',
		].join('\n'),
	})
	return { status: 'sent', messageId: row.id }
}

/** Parses raw fields (a JSON body or form fields) with the contact schema. */
export function parseContactFields(raw: unknown) {
	return ContactSchema.safeParse(raw)
}
