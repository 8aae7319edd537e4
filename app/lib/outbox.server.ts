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

export interface SmsSender {
	readonly name: string
	deliver(sms: OutgoingSms): Promise<void>
}

export type OutboxStatus = 'kept' | 'sent' | 'failed'

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
	const { status, error } = await deliverWith(getSmsSender(), sms)
	if (status === 'kept' && sms.secret) showKeptSecret('sms', sms.to, sms.body)
	await db
		.insertInto('outbox')
		.values({ channel: 'sms', recipient: sms.to, subject: null, body_text: maskSecret(sms.body, sms.secret), status, error: error && maskSecret(error, sms.secret) })
		.execute()
	return status
}

async function deliverWith<T>(transport: { name: string; deliver(message: T): Promise<void> } | null, message: T) {
	if (!transport) return { status: 'kept' as const, error: null }
	try {
		await transport.deliver(message)
		return { status: 'sent' as const, error: null }
	} catch (error) {
		const text = error instanceof Error ? error.message : String(error)
		getLogger().error({ err: error, transport: transport.name }, 'message delivery failed')
		return { status: 'failed' as const, error: text.slice(0, 500) }
	}
}
