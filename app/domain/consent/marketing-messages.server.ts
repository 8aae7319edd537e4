import { esc } from '#app/domain/booking/booking-emails'
import { shopClock } from '#app/domain/slots/shop-time'
import type { Db } from '#app/lib/db.server'
import { getEnv } from '#app/lib/env.server'
import { sendEmail, sendSms } from '#app/lib/outbox.server'
import { isOptedOut } from './consent.server'
import { unsubscribePath } from './unsubscribe-link.server'

// The one way marketing leaves the shop: each channel is checked against the opt-outs first; an
// e-mail carries a one-tap unsubscribe link (in its text and in the List-Unsubscribe headers)
// and a text message ends with the STOP line.

export const SMS_STOP_LINE = 'Reply STOP to opt out'

export interface MarketingMessage {
	email?: { to: string; subject: string; paragraphs: string[]; replyTo?: string }
	sms?: { to: string; body: string }
}

export interface MarketingOutcome {
	email: 'sent' | 'opted-out' | 'none'
	sms: 'sent' | 'opted-out' | 'none'
}

/** The text of a marketing SMS as sent: the message, then the STOP line. */
export function marketingSmsBody(body: string) {
	return `${body.trim()} ${SMS_STOP_LINE}`
}

export async function sendMarketing(db: Db, message: MarketingMessage, clock: { now: Date; timeZone: string }): Promise<MarketingOutcome> {
	const outcome: MarketingOutcome = { email: 'none', sms: 'none' }
	if (message.email) {
		const { to, subject, paragraphs, replyTo } = message.email
		const path = unsubscribePath(to, shopClock(clock.now, clock.timeZone).date)
		if (!path || (await isOptedOut(db, 'email', to))) outcome.email = 'opted-out'
		else {
			const url = `${getEnv().publicUrl}${path}`
			const footer = `Don't want these e-mails? Unsubscribe: ${url}`
			await sendEmail(db, {
				to,
				replyTo,
				subject,
				text: [...paragraphs, footer].join('\n\n'),
				html: [
					...paragraphs.map((p) => `<p>${esc(p)}</p>`),
					`<p style="font-size:12px;color:#555">Don't want these e-mails? <a href="${esc(url)}">Unsubscribe</a></p>`,
				].join('\n'),
				headers: { 'List-Unsubscribe': `<${url}>`, 'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click' },
			})
			outcome.email = 'sent'
		}
	}
	if (message.sms) {
		if (await isOptedOut(db, 'sms', message.sms.to)) outcome.sms = 'opted-out'
		else {
			await sendSms(db, { to: message.sms.to, body: marketingSmsBody(message.sms.body) })
			outcome.sms = 'sent'
		}
	}
	return outcome
}
