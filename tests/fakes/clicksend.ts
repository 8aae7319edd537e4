import crypto from 'node:crypto'
import http from 'node:http'
import type { AddressInfo } from 'node:net'

// A local fake of ClickSend's REST API v3 for SMS, holding callers to its real request format:
//   POST /v3/sms/send
//   Authorization: Basic base64(username:API key)
//   Content-Type: application/json
//   {"messages":[{"source":"…","to":"+61…","body":"…","from":"…"?,"custom_string":"…"?}]}
// answered 200 {http_code, response_code: "SUCCESS", response_msg, data: {total_price,
// total_count, queued_count, messages: [{message_id, status: "SUCCESS" | "INVALID_RECIPIENT" …}]}},
// or 401 {response_code: "UNAUTHORIZED"} for wrong credentials, 400 "BAD_REQUEST" for a body
// that is not that shape. Delivery receipts and inbound messages are then posted to the URLs the
// account's rules name, with the fields ClickSend documents (its REST v3 reference's "Push
// Delivery Receipts" and "Push Inbound SMS", the SDKs' SmsReceipt and InboundSms models; see
// docs/decisions/0024): receipts as form fields, replies as form fields ("post", the default)
// or JSON ("json", numbers as numbers, as ClickSend's own n8n trigger shows them). ClickSend
// signs nothing, so what a URL carries is all there is.

export interface FakeClickSendMessage {
	messageId: string
	to: string
	from: string | null
	body: string
	source: string | null
	customString: string | null
}

export interface FakeClickSend {
	apiBase: string
	username: string
	apiKey: string
	messages: FakeClickSendMessage[]
	/** the account's dashboard settings: where receipts and replies are posted */
	receiptsUrl: string
	inboundUrl: string
	/** the next send answers this per-message status instead of SUCCESS (once) */
	failNext(status: string): void
	/** Posts a delivery receipt for a sent message (form fields); returns the shop's answer status. */
	receipt(messageId: string, outcome: ReceiptOutcome, options?: { url?: string }): Promise<number>
	/** Posts a customer's reply; returns the fields it posted (to replay them) and the shop's answer. */
	inbound(from: string, body: string, options?: { url?: string; json?: boolean; messageId?: string }): Promise<{ status: number; fields: Record<string, string | number> }>
	/** Posts fields as ClickSend does, to a URL (a replay, or a forgery). */
	post(url: string, fields: Record<string, string | number | null>, json?: boolean): Promise<number>
	close(): Promise<void>
}

const E164 = /^\+[1-9]\d{7,14}$/
// What a receipt reports, as status_code / error_code / error_text from ClickSend's list of SMS
// gateway error codes: 201 on the handset; 300 a temporary error ClickSend retries; 301 final.
// Only a delivered receipt's status_text is documented; for the others the fake repeats the error text.
export type ReceiptOutcome = 'Delivered' | 'Retrying' | 'AbsentSubscriber' | 'Expired'
const RECEIPTS: Record<ReceiptOutcome, { status: string; statusCode: string; statusText: string; errorCode: string | null; errorText: string | null }> = {
	Delivered: { status: 'Delivered', statusCode: '201', statusText: 'Success: Message received on handset.', errorCode: null, errorText: null },
	Retrying: { status: 'Undelivered', statusCode: '300', statusText: 'Temporary network error - will be retried', errorCode: '16', errorText: 'Temporary network error - will be retried' },
	AbsentSubscriber: {
		status: 'Undelivered',
		statusCode: '301',
		statusText: 'Absent Subscriber. Phone is out of range or switched off. Likely to have been unavailable for 12 hours or more.',
		errorCode: '12',
		errorText: 'Absent Subscriber. Phone is out of range or switched off. Likely to have been unavailable for 12 hours or more.',
	},
	Expired: { status: 'Undelivered', statusCode: '301', statusText: 'Message delivery receipt expired', errorCode: '20', errorText: 'Message delivery receipt expired' },
}

export async function startFakeClickSend(options: { username?: string; apiKey?: string; now?: () => Date } = {}): Promise<FakeClickSend> {
	const username = options.username ?? 'tyres-api'
	const apiKey = options.apiKey ?? '3F1A9C2E-7B4D-4E8F-A1C3-5D7E9F1B3A5C'
	const now = options.now ?? (() => new Date('2026-03-02T00:00:00Z'))
	const messages: FakeClickSendMessage[] = []
	let nextStatus: string | null = null

	const answer = (res: http.ServerResponse, httpCode: number, responseCode: string, responseMsg: string, data: unknown = null) => {
		res.writeHead(httpCode, { 'Content-Type': 'application/json' })
		res.end(JSON.stringify({ http_code: httpCode, response_code: responseCode, response_msg: responseMsg, data }))
	}

	const server = http.createServer((req, res) => {
		const chunks: Buffer[] = []
		req.on('data', (chunk: Buffer) => chunks.push(chunk))
		req.on('end', () => {
			const path = new URL(req.url ?? '/', 'http://fake').pathname
			if (req.method !== 'POST' || path !== '/v3/sms/send') return answer(res, 404, 'NOT_FOUND', 'Resource not found.')
			const expected = `Basic ${Buffer.from(`${username}:${apiKey}`).toString('base64')}`
			if (req.headers.authorization !== expected) return answer(res, 401, 'UNAUTHORIZED', 'Your username or API key is incorrect.')
			if (!String(req.headers['content-type']).startsWith('application/json')) return answer(res, 400, 'BAD_REQUEST', 'Content-Type must be application/json.')
			let body: unknown
			try {
				body = JSON.parse(Buffer.concat(chunks).toString('utf8'))
			} catch {
				return answer(res, 400, 'BAD_REQUEST', 'The request body is not valid JSON.')
			}
			const list = (body as { messages?: unknown })?.messages
			if (!Array.isArray(list) || list.length === 0) return answer(res, 400, 'BAD_REQUEST', 'messages must be a non-empty array.')
			const results = []
			for (const item of list as Array<Record<string, unknown>>) {
				if (typeof item?.body !== 'string' || item.body === '' || typeof item.to !== 'string') return answer(res, 400, 'BAD_REQUEST', 'Each message needs a to and a body.')
				const messageId = crypto.randomUUID().toUpperCase()
				let status = E164.test(item.to) ? 'SUCCESS' : 'INVALID_RECIPIENT'
				if (status === 'SUCCESS' && nextStatus) {
					status = nextStatus
					nextStatus = null
				}
				if (status === 'SUCCESS') {
					messages.push({
						messageId,
						to: item.to,
						from: typeof item.from === 'string' ? item.from : null,
						body: item.body,
						source: typeof item.source === 'string' ? item.source : null,
						customString: typeof item.custom_string === 'string' ? item.custom_string : null,
					})
				}
				results.push({
					direction: 'out',
					date: Math.floor(now().getTime() / 1000),
					to: item.to,
					body: item.body,
					from: item.from ?? '',
					schedule: '',
					message_id: messageId,
					message_parts: 1,
					message_price: '0.0770',
					custom_string: item.custom_string ?? '',
					country: 'AU',
					carrier: 'Telstra',
					status,
				})
			}
			const queued = results.filter((r) => r.status === 'SUCCESS').length
			answer(res, 200, 'SUCCESS', 'Messages queued for delivery.', { total_price: 0.077 * queued, total_count: results.length, queued_count: queued, messages: results, _currency: { currency_name_short: 'AUD' } })
		})
	})
	await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
	const port = (server.address() as AddressInfo).port

	// Form posts carry a null as an empty field; JSON keeps numbers and nulls.
	async function post(url: string, fields: Record<string, string | number | null>, json = false) {
		const form = new URLSearchParams(Object.entries(fields).map(([name, value]) => [name, value === null ? '' : String(value)]))
		const response = await fetch(url, {
			method: 'POST',
			headers: { 'Content-Type': json ? 'application/json' : 'application/x-www-form-urlencoded' },
			body: json ? JSON.stringify(fields) : form.toString(),
		})
		await response.arrayBuffer()
		return response.status
	}

	const fake: FakeClickSend = {
		apiBase: `http://127.0.0.1:${port}`,
		username,
		apiKey,
		messages,
		receiptsUrl: '',
		inboundUrl: '',
		failNext(status) {
			nextStatus = status
		},
		async receipt(messageId, outcome, receiptOptions = {}) {
			const message = messages.find((m) => m.messageId === messageId)
			if (!message) throw new Error(`no message ${messageId}`)
			const r = RECEIPTS[outcome]
			const at = Math.floor(now().getTime() / 1000)
			return post(receiptOptions.url ?? fake.receiptsUrl, {
				timestamp_send: at,
				timestamp: at,
				message_id: messageId,
				status: r.status,
				status_code: r.statusCode,
				status_text: r.statusText,
				error_code: r.errorCode,
				error_text: r.errorText,
				custom_string: message.customString,
				user_id: 4242,
				subaccount_id: 4242,
				message_type: 'sms',
			})
		},
		async inbound(from, body, inboundOptions = {}) {
			const last = messages.findLast((m) => m.to === from)
			const shopNumber = last?.from ?? '+61411111111'
			const fields = {
				timestamp: Math.floor(now().getTime() / 1000),
				to: shopNumber,
				from,
				body,
				original_body: last?.body ?? '',
				original_message_id: last?.messageId ?? '',
				custom_string: last?.customString ?? '',
				user_id: 4242,
				subaccount_id: 4242,
				message_id: inboundOptions.messageId ?? crypto.randomUUID().toUpperCase(),
				// also in what ClickSend posts: the sender and the text under older names
				originalsenderid: shopNumber,
				sms: from,
				message: body,
			}
			return { status: await post(inboundOptions.url ?? fake.inboundUrl, fields, inboundOptions.json), fields }
		},
		post,
		close: () => new Promise((resolve) => server.close(() => resolve())),
	}
	return fake
}
