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
// account has in its dashboard, as form fields (ClickSend's default "post" webhook type) or JSON,
// with ClickSend's field names; ClickSend signs nothing, so what a URL carries is all there is.

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
	/** Posts a delivery receipt for a sent message; returns the shop's answer status. */
	receipt(messageId: string, status: 'Delivered' | 'Undelivered' | 'Expired', options?: { url?: string; json?: boolean }): Promise<number>
	/** Posts a customer's reply; returns the fields it posted (to replay them) and the shop's answer. */
	inbound(from: string, body: string, options?: { url?: string; json?: boolean; messageId?: string }): Promise<{ status: number; fields: Record<string, string> }>
	/** Posts fields as ClickSend does, to a URL (a replay, or a forgery). */
	post(url: string, fields: Record<string, string>, json?: boolean): Promise<number>
	close(): Promise<void>
}

const E164 = /^\+[1-9]\d{7,14}$/
const RECEIPT_CODES = { Delivered: ['201', 'Success: Message received on handset.'], Undelivered: ['301', 'Failed: Delivery failure.'], Expired: ['302', 'Failed: Message expired.'] } as const

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

	async function post(url: string, fields: Record<string, string>, json = false) {
		const response = await fetch(url, {
			method: 'POST',
			headers: { 'Content-Type': json ? 'application/json' : 'application/x-www-form-urlencoded' },
			body: json ? JSON.stringify(fields) : new URLSearchParams(fields).toString(),
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
		async receipt(messageId, status, receiptOptions = {}) {
			const message = messages.find((m) => m.messageId === messageId)
			if (!message) throw new Error(`no message ${messageId}`)
			const [code, text] = RECEIPT_CODES[status]
			const at = String(Math.floor(now().getTime() / 1000))
			const fields = {
				timestamp_send: at,
				timestamp: at,
				message_id: messageId,
				status,
				status_code: code,
				status_text: text,
				error_code: status === 'Delivered' ? '' : code,
				error_text: status === 'Delivered' ? '' : text,
				custom_string: message.customString ?? '',
				user_id: '4242',
				subaccount_id: '4242',
				message_type: 'sms',
			}
			return post(receiptOptions.url ?? fake.receiptsUrl, fields, receiptOptions.json)
		},
		async inbound(from, body, inboundOptions = {}) {
			const fields = {
				timestamp: String(Math.floor(now().getTime() / 1000)),
				from,
				body,
				original_body: messages.findLast((m) => m.to === from)?.body ?? '',
				original_message_id: messages.findLast((m) => m.to === from)?.messageId ?? '',
				to: messages.findLast((m) => m.to === from)?.from ?? '+61411111111',
				custom_string: '',
				user_id: '4242',
				message_id: inboundOptions.messageId ?? crypto.randomUUID().toUpperCase(),
			}
			return { status: await post(inboundOptions.url ?? fake.inboundUrl, fields, inboundOptions.json), fields }
		},
		post,
		close: () => new Promise((resolve) => server.close(() => resolve())),
	}
	return fake
}
