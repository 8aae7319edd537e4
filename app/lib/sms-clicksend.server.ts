import crypto from 'node:crypto'
import { fetchFailure } from './http/fetch-failure'
import type { SmsDeliveryReport, SmsSender } from './outbox.server'

// ClickSend (an Australian SMS provider) through its documented REST API v3, with fetch:
//   POST https://rest.clicksend.com/v3/sms/send
//   Authorization: Basic base64(username:API key)
//   Content-Type: application/json
//   {"messages":[{"source":"…","to":"+61…","body":"…","from":"…"}]}
// answered {http_code, response_code, response_msg, data: {messages: [{message_id, status, …}]}},
// where each message has its own status ("SUCCESS" or a reason such as "INVALID_RECIPIENT").
// Delivery receipts are posted by ClickSend as form fields (application/x-www-form-urlencoded) to
// the URL of an SMS delivery-report rule; replies to the URL of an inbound SMS rule, as form
// fields ("post", the default) or JSON ("json"). The field names are checked against ClickSend's
// own SDKs and API reference (docs/decisions/0024). ClickSend signs neither, so both URLs carry
// a secret token that is checked here in constant time.

export const CLICKSEND = 'clicksend'
const DEFAULT_API_BASE = 'https://rest.clicksend.com'
const TIMEOUT_MS = 10_000

export interface ClickSendSettings {
	username: string
	apiKey: string
	/** a dedicated number in E.164 or a sender name; unset: ClickSend's shared numbers */
	from?: string
	/** tests and local development: a local fake in place of https://rest.clicksend.com */
	apiBase?: string
	fetch?: typeof fetch
	timeoutMs?: number
}

interface SendAnswer {
	response_code?: string
	response_msg?: string
	data?: { messages?: Array<{ message_id?: string; status?: string }> } | null
}

export function clicksendSmsSender(settings: ClickSendSettings): SmsSender {
	const doFetch = settings.fetch ?? fetch
	const timeoutMs = settings.timeoutMs ?? TIMEOUT_MS
	const authorization = `Basic ${Buffer.from(`${settings.username}:${settings.apiKey}`).toString('base64')}`
	return {
		name: CLICKSEND,
		async deliver(sms) {
			let response: Response
			try {
				response = await doFetch(`${(settings.apiBase ?? DEFAULT_API_BASE).replace(/\/$/, '')}/v3/sms/send`, {
					method: 'POST',
					headers: { Authorization: authorization, 'Content-Type': 'application/json', Accept: 'application/json' },
					body: JSON.stringify({ messages: [{ source: 'tyre-shop', to: sms.to, body: sms.body, ...(settings.from ? { from: settings.from } : {}) }] }),
					signal: AbortSignal.timeout(timeoutMs),
				})
			} catch (error) {
				throw new Error(`ClickSend unreachable: ${fetchFailure(error, timeoutMs)}`)
			}
			const answer = (await response.json().catch(() => null)) as SendAnswer | null
			if (!response.ok || !answer) {
				const words = answer ? [answer.response_code, answer.response_msg].filter(Boolean).join(': ') : ''
				throw new Error(`ClickSend refused the message: ${response.status}${words ? ` ${words}` : ''}`.slice(0, 300))
			}
			const message = answer.data?.messages?.[0]
			if (!message || message.status !== 'SUCCESS' || !message.message_id) {
				throw new Error(`ClickSend refused the message: ${message?.status ?? answer.response_code ?? 'no message in its answer'}${STATUS_TEXT[message?.status ?? ''] ? ` (${STATUS_TEXT[message!.status!]})` : ''}`)
			}
			return { providerMessageId: message.message_id }
		},
	}
}

// ClickSend's per-message refusals a shop meets, in words the owner can act on.
const STATUS_TEXT: Record<string, string> = {
	INVALID_RECIPIENT: 'not a valid phone number',
	INSUFFICIENT_CREDIT: 'the ClickSend account is out of credit',
	COUNTRY_NOT_ENABLED: "the number's country is not enabled on the ClickSend account",
	INVALID_SENDER_ID: 'the sender (CLICKSEND_FROM) is not allowed',
	DUPLICATED_MESSAGE: 'the same message was just sent to this number',
}

/** A callback's fields as text: form fields by default, or JSON (numbers, nulls) when chosen. */
export function callbackFields(body: Record<string, unknown>): Record<string, string> {
	const fields: Record<string, string> = {}
	for (const [name, value] of Object.entries(body)) {
		if (typeof value === 'string') fields[name] = value
		else if (typeof value === 'number' || typeof value === 'boolean') fields[name] = String(value)
	}
	return fields
}

// A receipt's status_code is ClickSend's gateway code (its "List of SMS gateway error codes"):
// 200 queued, scheduled, sent or awaiting approval; 201 on the handset; 300 a temporary network
// error that ClickSend retries itself; 301 failed for good (cancelled, unknown subscriber, phone
// off for 12 hours, spam filter, receipt expired…), with error_code and error_text saying which.
function statusFromCode(code: string): SmsDeliveryReport['status'] | undefined {
	switch (code.trim()) {
		case '200':
		case '300':
			return 'sent'
		case '201':
			return 'delivered'
		case '301':
			return 'failed'
		default:
			return undefined
	}
}

// Only when a receipt has no status_code: its status word, "Delivered" or "Undelivered".
const STATUS_WORD: Record<string, SmsDeliveryReport['status']> = { delivered: 'delivered', undelivered: 'failed' }

/** A delivery receipt's fields as a delivery report, or null when it is not one. */
export function clicksendDeliveryReport(fields: Record<string, string>, at: Date): SmsDeliveryReport | null {
	const providerMessageId = fields.message_id?.trim()
	const code = fields.status_code?.trim() ?? ''
	const status = code ? statusFromCode(code) : STATUS_WORD[(fields.status ?? '').trim().toLowerCase()]
	if (!providerMessageId || !status) return null
	if (status !== 'failed') return { provider: CLICKSEND, providerMessageId, status, at }
	// error_text names the cause ("Absent Subscriber…"); status_text is the fallback
	const words = (fields.error_text || fields.status_text || '').trim()
	const errorCode = fields.error_code?.trim()
	const reason = `ClickSend ${fields.status?.trim() || 'Undelivered'}${code ? ` (${code}${errorCode ? `/${errorCode}` : ''}${words ? `: ${words}` : ''})` : words ? ` (${words})` : ''}`
	return { provider: CLICKSEND, providerMessageId, status, reason, at }
}

/** An inbound SMS callback's fields as a reply, or null when it is not one. */
export function clicksendInboundSms(fields: Record<string, string>): { from: string; body: string; providerMessageId: string } | null {
	const from = fields.from?.trim()
	const providerMessageId = fields.message_id?.trim()
	if (!from || !providerMessageId || fields.body === undefined) return null
	return { from, body: fields.body, providerMessageId }
}

/** Whether a callback carries the shop's secret token (compared in constant time, whatever its length). */
export function hasClickSendToken(secret: string, given: string | null) {
	if (!given) return false
	const a = crypto.createHash('sha256').update(secret).digest()
	const b = crypto.createHash('sha256').update(given).digest()
	return crypto.timingSafeEqual(a, b)
}
