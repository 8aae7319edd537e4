import type { Db } from '#app/lib/db.server'
import { SECRET_MASK } from '#app/lib/outbox.server'

// Codes are stored masked (lib/outbox); a 6-digit run in an SMS is masked here as well, so a
// message written by any path never shows the owner a customer's code.
function maskCodes(text: string) {
	return text.replace(/(?<!\d)\d{6}(?!\d)/g, '••••••')
}

// Admin Outbox tab: the last e-mails and SMS the shop sent, kept or failed to send.
export const OUTBOX_PAGE_SIZE = 50

export async function recentOutbox(db: Db, limit = OUTBOX_PAGE_SIZE) {
	const rows = await db
		.selectFrom('outbox')
		.select(['id', 'channel', 'recipient', 'subject', 'body_text', 'status', 'error', 'created_at', 'attachments', 'provider', 'status_at'])
		.orderBy('id', 'desc')
		.limit(limit)
		.execute()
	return rows.map((r) => ({
		id: r.id,
		channel: r.channel,
		recipient: r.recipient,
		subject: r.subject,
		body: r.channel === 'sms' ? maskCodes(r.body_text) : r.body_text,
		status: r.status,
		error: r.error,
		createdAt: r.created_at,
		provider: r.provider,
		/** when the provider last reported on it (delivered, failed) */
		statusAt: r.status_at,
		/** a failed text without a one-time code in it can be sent again (lib/outbox resendSms) */
		canResend: r.channel === 'sms' && r.status === 'failed' && !r.body_text.includes(SECRET_MASK),
		attachments: r.attachments ? (JSON.parse(r.attachments) as Array<{ filename: string }>).map((a) => a.filename) : [],
	}))
}
