import type Twilio from 'twilio'
import type RequestClient from 'twilio/lib/base/RequestClient'
import type { SmsDeliveryReport, SmsSender } from './outbox.server'

// Twilio's Programmable Messaging through its official Node library: a message is created on the
// account's Messages resource (form fields To, From or MessagingServiceSid, Body, StatusCallback,
// with the account SID and auth token as Basic credentials), and Twilio reports each change of its
// status to StatusCallback, signed with the auth token (X-Twilio-Signature), which the library
// checks. The library (with axios) is loaded with the first message, not with the shop.

export interface TwilioSettings {
	accountSid: string
	authToken: string
	/** a Twilio number in E.164, or an alphanumeric sender ID; or a messaging service instead */
	from?: string
	messagingServiceSid?: string
	/** the public URL Twilio posts delivery reports to */
	statusCallback: string
	/** tests and local development: a local fake in place of https://api.twilio.com */
	apiBase?: string
}

export const TWILIO = 'twilio'

type TwilioModule = typeof Twilio
type TwilioRequestOptions<TData> = RequestClient.RequestOptions<TData>
let twilioModule: Promise<TwilioModule> | undefined
function loadTwilio() {
	return (twilioModule ??= import('twilio').then((module) => ((module as { default?: TwilioModule }).default ?? module) as TwilioModule))
}

export function twilioSmsSender(settings: TwilioSettings): SmsSender {
	let client: Promise<ReturnType<TwilioModule>> | undefined
	const connect = () =>
		(client ??= loadTwilio().then((twilio) => {
			const httpClient = settings.apiBase ? redirectedClient(twilio, settings.apiBase) : undefined
			return twilio(settings.accountSid, settings.authToken, { httpClient, autoRetry: false, timeout: 10_000 })
		}))
	return {
		name: TWILIO,
		async deliver(sms) {
			const twilio = await connect()
			try {
				const message = await twilio.messages.create({
					to: sms.to,
					body: sms.body,
					statusCallback: settings.statusCallback,
					...(settings.messagingServiceSid ? { messagingServiceSid: settings.messagingServiceSid } : { from: settings.from }),
				})
				return { providerMessageId: message.sid }
			} catch (error) {
				throw new Error(`Twilio refused the message: ${twilioErrorText(error)}`)
			}
		},
	}
}

/** The library's HTTP client, pointed at `apiBase` for every Twilio host (a local fake). */
function redirectedClient(twilio: TwilioModule, apiBase: string) {
	const base = new URL(apiBase)
	class Redirected extends twilio.RequestClient {
		override request<TData>(opts: TwilioRequestOptions<TData>) {
			const uri = new URL(opts.uri)
			uri.protocol = base.protocol
			uri.host = base.host
			return super.request<TData>({ ...opts, uri: uri.toString() })
		}
	}
	return new Redirected()
}

function twilioErrorText(error: unknown) {
	if (error && typeof error === 'object' && 'code' in error && 'message' in error) return `${String(error.code)}: ${String(error.message)}`.slice(0, 300)
	return error instanceof Error ? error.message : String(error)
}

// Twilio's reasons for the failures a shop meets, in words the owner can act on.
const ERROR_TEXT: Record<string, string> = {
	'21211': 'not a valid phone number',
	'21610': 'the customer has replied STOP to this sender',
	'21614': 'not a mobile number',
	'30003': 'the phone is off or out of coverage',
	'30004': 'the message was blocked by the recipient or carrier',
	'30005': 'the number is not known to its carrier',
	'30006': 'a landline or a carrier that cannot take texts',
	'30007': 'the carrier filtered the message',
	'30008': 'the carrier could not say why',
}

const STATUS: Record<string, SmsDeliveryReport['status']> = {
	accepted: 'queued',
	scheduled: 'queued',
	queued: 'queued',
	sending: 'queued',
	sent: 'sent',
	delivered: 'delivered',
	read: 'delivered',
	undelivered: 'failed',
	failed: 'failed',
	canceled: 'failed',
}

/** A status callback's form fields as a delivery report, or null when it is not one. */
export function twilioDeliveryReport(params: Record<string, string>, at: Date): SmsDeliveryReport | null {
	const providerMessageId = params.MessageSid ?? params.SmsSid
	const status = STATUS[params.MessageStatus ?? params.SmsStatus ?? '']
	if (!providerMessageId || !status) return null
	const code = params.ErrorCode
	const reason = status === 'failed' ? `Twilio ${params.MessageStatus ?? 'failed'}${code ? ` (error ${code}${ERROR_TEXT[code] ? `: ${ERROR_TEXT[code]}` : ''})` : ''}` : undefined
	return { provider: TWILIO, providerMessageId, status, reason, at }
}

/**
 * Whether a request really comes from Twilio: its X-Twilio-Signature over the URL Twilio was given
 * and the posted fields, keyed with the auth token (checked by the official library).
 */
export async function isSignedByTwilio(authToken: string, signature: string | null, url: string, params: Record<string, string>) {
	if (!signature) return false
	const twilio = await loadTwilio()
	return twilio.validateRequest(authToken, signature, url, params)
}
