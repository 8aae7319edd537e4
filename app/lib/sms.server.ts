import type { Env } from './env.server'
import type { SmsSender } from './outbox.server'
import { type ClickSendSettings, clicksendSmsSender } from './sms-clicksend.server'
import { httpSmsSenderFromEnv } from './sms-http.server'
import { type TwilioSettings, twilioSmsSender } from './sms-twilio.server'

/** Where Twilio posts its delivery reports for this shop. */
export const TWILIO_STATUS_PATH = '/api/sms/twilio/status'
/** Where Twilio posts customers' replies (the number's "A message comes in" webhook). */
export const TWILIO_INBOUND_PATH = '/api/sms/twilio/inbound'
/** Where ClickSend posts delivery receipts and replies, each with ?token=CLICKSEND_WEBHOOK_SECRET. */
export const CLICKSEND_RECEIPTS_PATH = '/api/sms/clicksend/receipts'
export const CLICKSEND_INBOUND_PATH = '/api/sms/clicksend/inbound'

type SmsEnv = Pick<
	Env,
	| 'SMS_PROVIDER'
	| 'SMS_HTTP_URL'
	| 'SMS_HTTP_AUTH'
	| 'SMS_HTTP_AUTH_HEADER'
	| 'SMS_FROM'
	| 'TWILIO_ACCOUNT_SID'
	| 'TWILIO_AUTH_TOKEN'
	| 'TWILIO_FROM'
	| 'TWILIO_MESSAGING_SERVICE_SID'
	| 'TWILIO_API_BASE'
	| 'CLICKSEND_USERNAME'
	| 'CLICKSEND_API_KEY'
	| 'CLICKSEND_FROM'
	| 'CLICKSEND_WEBHOOK_SECRET'
	| 'CLICKSEND_API_BASE'
	| 'publicUrl'
>

/** Twilio's settings when it is the provider (checked together at start), else null. */
export function twilioSettings(env: SmsEnv): TwilioSettings | null {
	if (env.SMS_PROVIDER !== 'twilio' || !env.TWILIO_ACCOUNT_SID || !env.TWILIO_AUTH_TOKEN) return null
	return {
		accountSid: env.TWILIO_ACCOUNT_SID,
		authToken: env.TWILIO_AUTH_TOKEN,
		from: env.TWILIO_FROM,
		messagingServiceSid: env.TWILIO_MESSAGING_SERVICE_SID,
		statusCallback: `${env.publicUrl}${TWILIO_STATUS_PATH}`,
		apiBase: env.TWILIO_API_BASE,
	}
}

/** ClickSend's settings when it is the provider (checked together at start), else null. */
export function clicksendSettings(env: SmsEnv): (ClickSendSettings & { webhookSecret: string }) | null {
	if (env.SMS_PROVIDER !== 'clicksend' || !env.CLICKSEND_USERNAME || !env.CLICKSEND_API_KEY || !env.CLICKSEND_WEBHOOK_SECRET) return null
	return {
		username: env.CLICKSEND_USERNAME,
		apiKey: env.CLICKSEND_API_KEY,
		from: env.CLICKSEND_FROM,
		apiBase: env.CLICKSEND_API_BASE,
		webhookSecret: env.CLICKSEND_WEBHOOK_SECRET,
	}
}

/** The SMS provider the settings ask for, or null when texts stay in the outbox. */
export function smsSenderFromEnv(env: SmsEnv): SmsSender | null {
	const twilio = twilioSettings(env)
	if (twilio) return twilioSmsSender(twilio)
	const clicksend = clicksendSettings(env)
	if (clicksend) return clicksendSmsSender(clicksend)
	return httpSmsSenderFromEnv(env)
}
