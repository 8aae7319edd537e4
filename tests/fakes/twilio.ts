import crypto from 'node:crypto'
import http from 'node:http'
import type { AddressInfo } from 'node:net'

// A local fake of Twilio's Messages resource, holding callers to its real request format:
//   POST /2010-04-01/Accounts/{AccountSid}/Messages.json
//   Authorization: Basic base64(AccountSid:AuthToken)
//   Content-Type: application/x-www-form-urlencoded
//   To=+61…&Body=…&From=+61… (or MessagingServiceSid=MG…)&StatusCallback=https://…
// answered 201 with the message resource (sid SM…, status queued), or Twilio's error shape
// ({ code, message, more_info, status }) and status. `report` then posts a status callback to
// the message's StatusCallback, signed as Twilio signs (X-Twilio-Signature: base64 HMAC-SHA1 of
// the URL followed by each field name and value in name order, keyed with the auth token),
// computed here on its own, not with the library the shop checks it with.

export interface FakeTwilioMessage {
	sid: string
	to: string
	from: string | null
	messagingServiceSid: string | null
	body: string
	statusCallback: string | null
}

export interface FakeTwilio {
	apiBase: string
	accountSid: string
	authToken: string
	messages: FakeTwilioMessage[]
	/** the next create answers this Twilio error instead (once) */
	failNext(error: { status: number; code: number; message: string }): void
	/** Posts a signed status callback for a message; returns the shop's answer status. */
	report(sid: string, status: string, extra?: Record<string, string>, options?: { signature?: string | null }): Promise<number>
	/**
	 * Posts a customer's reply to `url` (the number's incoming-message webhook), signed as Twilio
	 * signs; returns the fields (to replay them) and the shop's answer.
	 */
	incoming(url: string, from: string, body: string, options?: { signature?: string | null; sid?: string }): Promise<{ status: number; contentType: string | null; text: string; fields: Record<string, string> }>
	close(): Promise<void>
}

export function twilioSignature(authToken: string, url: string, params: Record<string, string>) {
	const data = Object.keys(params)
		.sort()
		.reduce((text, key) => text + key + params[key], url)
	return crypto.createHmac('sha1', authToken).update(Buffer.from(data, 'utf8')).digest('base64')
}

const E164 = /^\+[1-9]\d{7,14}$/

export async function startFakeTwilio(options: { accountSid?: string; authToken?: string } = {}): Promise<FakeTwilio> {
	const accountSid = options.accountSid ?? `AC${'a1'.repeat(16)}`
	const authToken = options.authToken ?? 'f0'.repeat(16)
	const messages: FakeTwilioMessage[] = []
	let nextError: { status: number; code: number; message: string } | null = null

	const refuse = (res: http.ServerResponse, status: number, code: number, message: string) => {
		res.writeHead(status, { 'Content-Type': 'application/json' })
		res.end(JSON.stringify({ code, message, more_info: `https://www.twilio.com/docs/errors/${code}`, status }))
	}

	const server = http.createServer((req, res) => {
		const chunks: Buffer[] = []
		req.on('data', (chunk: Buffer) => chunks.push(chunk))
		req.on('end', () => {
			const path = new URL(req.url ?? '/', 'http://fake').pathname
			const match = /^\/2010-04-01\/Accounts\/([^/]+)\/Messages\.json$/.exec(path)
			if (req.method !== 'POST' || !match) return refuse(res, 404, 20404, 'The requested resource was not found')
			const expected = `Basic ${Buffer.from(`${accountSid}:${authToken}`).toString('base64')}`
			if (match[1] !== accountSid || req.headers.authorization !== expected) return refuse(res, 401, 20003, 'Authenticate')
			if (!String(req.headers['content-type']).startsWith('application/x-www-form-urlencoded')) return refuse(res, 400, 20001, 'Content-Type must be application/x-www-form-urlencoded')
			const form = new URLSearchParams(Buffer.concat(chunks).toString('utf8'))
			const to = form.get('To') ?? ''
			const body = form.get('Body') ?? ''
			const from = form.get('From')
			const messagingServiceSid = form.get('MessagingServiceSid')
			if (!E164.test(to)) return refuse(res, 400, 21211, `The 'To' number ${to} is not a valid phone number.`)
			if (!from && !messagingServiceSid) return refuse(res, 400, 21603, "A 'From' or 'MessagingServiceSid' parameter is required to send a message")
			if (!body) return refuse(res, 400, 21602, 'Message body is required.')
			if (body.length > 1600) return refuse(res, 400, 21617, 'The concatenated message body exceeds the 1600 character limit.')
			if (nextError) {
				const error = nextError
				nextError = null
				return refuse(res, error.status, error.code, error.message)
			}
			const sid = `SM${crypto.randomBytes(16).toString('hex')}`
			messages.push({ sid, to, from, messagingServiceSid, body, statusCallback: form.get('StatusCallback') })
			res.writeHead(201, { 'Content-Type': 'application/json' })
			res.end(
				JSON.stringify({
					sid,
					account_sid: accountSid,
					to,
					from,
					messaging_service_sid: messagingServiceSid,
					body,
					status: messagingServiceSid ? 'accepted' : 'queued',
					num_segments: '1',
					direction: 'outbound-api',
					api_version: '2010-04-01',
					error_code: null,
					error_message: null,
					uri: `/2010-04-01/Accounts/${accountSid}/Messages/${sid}.json`,
				}),
			)
		})
	})
	await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
	const port = (server.address() as AddressInfo).port

	return {
		apiBase: `http://127.0.0.1:${port}`,
		accountSid,
		authToken,
		messages,
		failNext(error) {
			nextError = error
		},
		async report(sid, status, extra = {}, reportOptions = {}) {
			const message = messages.find((m) => m.sid === sid)
			if (!message?.statusCallback) throw new Error(`no status callback for ${sid}`)
			const params: Record<string, string> = {
				AccountSid: accountSid,
				ApiVersion: '2010-04-01',
				From: message.from ?? '',
				MessageSid: sid,
				MessageStatus: status,
				SmsSid: sid,
				SmsStatus: status,
				To: message.to,
				...extra,
			}
			const signature = reportOptions.signature === undefined ? twilioSignature(authToken, message.statusCallback, params) : reportOptions.signature
			const response = await fetch(message.statusCallback, {
				method: 'POST',
				headers: { 'Content-Type': 'application/x-www-form-urlencoded', ...(signature === null ? {} : { 'X-Twilio-Signature': signature }) },
				body: new URLSearchParams(params).toString(),
			})
			await response.arrayBuffer()
			return response.status
		},
		async incoming(url, from, body, incomingOptions = {}) {
			const sid = incomingOptions.sid ?? `SM${crypto.randomBytes(16).toString('hex')}`
			const fields: Record<string, string> = {
				ToCountry: 'AU',
				SmsMessageSid: sid,
				NumMedia: '0',
				SmsSid: sid,
				SmsStatus: 'received',
				Body: body,
				To: messages.findLast((m) => m.to === from)?.from ?? '+61400000000',
				NumSegments: '1',
				MessageSid: sid,
				AccountSid: accountSid,
				From: from,
				ApiVersion: '2010-04-01',
			}
			const signature = incomingOptions.signature === undefined ? twilioSignature(authToken, url, fields) : incomingOptions.signature
			const response = await fetch(url, {
				method: 'POST',
				headers: { 'Content-Type': 'application/x-www-form-urlencoded', ...(signature === null ? {} : { 'X-Twilio-Signature': signature }) },
				body: new URLSearchParams(fields).toString(),
			})
			return { status: response.status, contentType: response.headers.get('Content-Type'), text: await response.text(), fields }
		},
		close: () => new Promise((resolve) => server.close(() => resolve())),
	}
}
