import type { Transporter } from 'nodemailer'
import type { Db } from './db.server'
import { getEnv } from './env.server'
import { getLogger } from './logger.server'

// E-mail and SMS leave through here (ARCHITECTURE: Mail, Customer accounts). Every message is
// recorded in the outbox table, so the owner can read in the admin what was sent or kept:
// 'kept' when no transport is configured (the default), 'sent' or 'failed' otherwise.

export interface EmailAttachment {
	filename: string
	contentType: string
	/** UTF-8 text (an .ics file) or bytes */
	content: string | Buffer
}

export interface OutgoingEmail {
	to: string
	/** A one-time code in the text: delivered, but stored and shown only masked. */
	secret?: string
	subject: string
	text: string
	html?: string
	attachments?: EmailAttachment[]
	replyTo?: string
	/** extra headers for the transport, e.g. List-Unsubscribe on marketing mail (not kept in the outbox) */
	headers?: Record<string, string>
}

/** Delivers an e-mail; throws when the transport refuses it. */
export interface Mailer {
	readonly name: string
	deliver(email: OutgoingEmail): Promise<void>
}

export interface OutgoingSms {
	to: string
	body: string
	/** A one-time code in the body: delivered, but stored and shown only masked. */
	secret?: string
}

export const SECRET_MASK = '••••••'

/** The text as the outbox keeps it: every copy of the secret masked. */
export function maskSecret(text: string, secret: string | undefined) {
	return secret ? text.split(secret).join(SECRET_MASK) : text
}

/**
 * Without a transport a code has nowhere to go but the console of whoever runs the shop (as
 * the generated admin password does): it is never written to the database, where backups,
 * the admin and anyone with a copy of the file could read it.
 */
function showKeptSecret(channel: 'email' | 'sms', to: string, text: string) {
	if (process.env.NODE_ENV === 'test') return
	process.stdout.write(`[outbox] no ${channel === 'sms' ? 'SMS' : 'e-mail'} provider is set; message for ${to}: ${JSON.stringify(text)}\n`)
}

/**
 * What a provider that reports delivery answers: its id for the message, by which its delivery
 * report (a webhook) later finds the outbox row.
 */
export interface SmsReceipt {
	providerMessageId: string
}

export interface SmsSender {
	readonly name: string
	/** Throws when the provider refuses the message; a receipt when it will report delivery. */
	deliver(sms: OutgoingSms): Promise<SmsReceipt | void>
}

export type OutboxStatus = 'kept' | 'queued' | 'sent' | 'delivered' | 'failed'

/** Delivers over SMTP (nodemailer) to the server in `url`, e.g. smtps://user:pass@host:465. */
export function smtpMailer(url: string, from: string): Mailer {
	// nodemailer (about 15 MB resident) is loaded with the first e-mail, not with the shop.
	let transport: Promise<Transporter> | undefined
	return {
		name: 'smtp',
		async deliver(email) {
			transport ??= import('nodemailer').then((module) => module.default.createTransport(url))
			await (await transport).sendMail({
				from,
				to: email.to,
				replyTo: email.replyTo,
				headers: email.headers,
				subject: email.subject,
				text: email.text,
				html: email.html,
				attachments: email.attachments?.map((a) => ({ filename: a.filename, contentType: a.contentType, content: a.content })),
			})
		},
	}
}

let mailer: Mailer | null | undefined
/** The configured mailer, or null when e-mails are only kept in the outbox. */
export function getMailer(): Mailer | null {
	if (mailer !== undefined) return mailer
	const env = getEnv()
	mailer = env.SMTP_URL ? smtpMailer(env.SMTP_URL, env.MAIL_FROM ?? `${env.BUSINESS_NAME} <${env.BUSINESS_EMAIL}>`) : null
	return mailer
}

let smsSender: SmsSender | null = null
/** The configured SMS sender, or null when SMS are only kept in the outbox. */
export function getSmsSender(): SmsSender | null {
	return smsSender
}

/** For tests and for the SMS provider adapter: replace the transports. */
export function setTransports(transports: { mailer?: Mailer | null; sms?: SmsSender | null }) {
	if (transports.mailer !== undefined) mailer = transports.mailer
	if (transports.sms !== undefined) smsSender = transports.sms
}

/**
 * Sends (or keeps) an e-mail and records it. Never throws for a delivery failure: the message
 * is kept as 'failed' with the error, for the owner to see; the caller's work is already done.
 */
export async function sendEmail(db: Db, email: OutgoingEmail): Promise<OutboxStatus> {
	const transport = getMailer()
	const { status, error: failure } = await deliverWith(transport, email)
	const error = failure && maskSecret(failure, email.secret)
	if (status === 'kept' && email.secret) showKeptSecret('email', email.to, email.text)
	await db
		.insertInto('outbox')
		.values({
			channel: 'email',
			recipient: email.to,
			subject: email.subject,
			body_text: maskSecret(email.text, email.secret),
			body_html: email.html === undefined ? null : maskSecret(email.html, email.secret),
			attachments: email.attachments?.length
				? JSON.stringify(
						email.attachments.map((a) => ({
							filename: a.filename,
							contentType: a.contentType,
							content: Buffer.from(a.content).toString('base64'),
						})),
					)
				: null,
			status,
			error,
		})
		.execute()
	return status
}

/** Sends (or keeps) an SMS and records it; like sendEmail, never throws for delivery. */
export async function sendSms(db: Db, sms: OutgoingSms): Promise<OutboxStatus> {
	const sender = getSmsSender()
	const { status, error, receipt } = await deliverWith(sender, sms)
	if (status === 'kept' && sms.secret) showKeptSecret('sms', sms.to, sms.body)
	// a provider that reports delivery has only queued it so far; its webhook says the rest
	const recorded = status === 'sent' && receipt ? 'queued' : status
	await db
		.insertInto('outbox')
		.values({
			channel: 'sms',
			recipient: sms.to,
			subject: null,
			body_text: maskSecret(sms.body, sms.secret),
			status: recorded,
			error: error && maskSecret(error, sms.secret),
			provider: sender?.name ?? null,
			provider_message_id: receipt?.providerMessageId ?? null,
		})
		.execute()
	return recorded
}

/** A provider's delivery report, in the outbox's terms. */
export interface SmsDeliveryReport {
	provider: string
	providerMessageId: string
	status: 'queued' | 'sent' | 'delivered' | 'failed'
	/** the provider's reason for a failure, e.g. "30003: Unreachable destination handset" */
	reason?: string
	at: Date
}

// Reports may come late, twice or out of order: a message only moves forward, and delivered
// and failed are final.
const REPORT_ORDER = { kept: 0, queued: 1, sent: 2, delivered: 3, failed: 3 } as const

/**
 * Records a delivery report on the message it is about. Replayed or out-of-order reports change
 * nothing; a report for a message the outbox does not know is ignored ('unknown').
 */
export async function recordSmsDelivery(db: Db, report: SmsDeliveryReport): Promise<'updated' | 'unchanged' | 'unknown'> {
	const row = await db
		.selectFrom('outbox')
		.select(['id', 'status'])
		.where('channel', '=', 'sms')
		.where('provider', '=', report.provider)
		.where('provider_message_id', '=', report.providerMessageId)
		.executeTakeFirst()
	if (!row) return 'unknown'
	if (REPORT_ORDER[report.status] <= REPORT_ORDER[row.status]) return 'unchanged'
	const moved = await db
		.updateTable('outbox')
		.set({ status: report.status, error: report.status === 'failed' ? (report.reason ?? 'The provider could not deliver it.').slice(0, 500) : null, status_at: report.at.toISOString() })
		.where('id', '=', row.id)
		// only from the status read above: two reports at once move it once
		.where('status', '=', row.status)
		.executeTakeFirst()
	return Number(moved.numUpdatedRows) > 0 ? 'updated' : 'unchanged'
}

export type ResendOutcome = { ok: true; status: OutboxStatus } | { ok: false; message: string }

/**
 * Sends a failed SMS again, as a new outbox row (the failed one stays, with its reason). A message
 * that held a one-time code is never resent: the outbox keeps only its masked text, and the code
 * has expired anyway; the customer asks for a new one.
 */
export async function resendSms(db: Db, outboxId: number): Promise<ResendOutcome> {
	const row = await db.selectFrom('outbox').select(['channel', 'recipient', 'body_text', 'status']).where('id', '=', outboxId).executeTakeFirst()
	if (!row || row.channel !== 'sms') return { ok: false, message: 'That message is not in the outbox.' }
	if (row.status !== 'failed') return { ok: false, message: 'Only a message that failed can be sent again.' }
	if (row.body_text.includes(SECRET_MASK)) return { ok: false, message: 'A message with a one-time code is not sent again; the customer can ask for a new code.' }
	return { ok: true, status: await sendSms(db, { to: row.recipient, body: row.body_text }) }
}

async function deliverWith<T, R>(transport: { name: string; deliver(message: T): Promise<R | void> } | null, message: T) {
	if (!transport) return { status: 'kept' as const, error: null, receipt: undefined }
	try {
		const receipt = (await transport.deliver(message)) ?? undefined
		return { status: 'sent' as const, error: null, receipt }
	} catch (error) {
		const text = error instanceof Error ? error.message : String(error)
		getLogger().error({ err: error, transport: transport.name }, 'message delivery failed')
		return { status: 'failed' as const, error: text.slice(0, 500), receipt: undefined }
	}
}
