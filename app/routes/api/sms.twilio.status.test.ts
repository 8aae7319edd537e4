import { describe, expect, test } from 'vitest'
import { twilioSignature } from '#tests/fakes/twilio'
import { getDb } from '#app/lib/db.server'
import { sendSms } from '#app/lib/outbox.server'
import { callRoute } from '#tests/helpers/routes'
import { postForm, twilioWebhook } from '#tests/helpers/webhooks'
import { action } from './sms.twilio.status'

// The status callback as Twilio posts it, to this shop's public URL: a small server in front of
// the route, so the fake's own signed callbacks arrive over HTTP as Twilio's would.
const hook = twilioWebhook(action, '/api/sms/twilio/status', { sends: true })

async function post(params: Record<string, string>, signature: string | null = twilioSignature(hook.fake.authToken, hook.url, params), path = hook.url) {
	const response = await postForm(action, path, params, signature === null ? {} : { 'X-Twilio-Signature': signature })
	return { status: response.status, body: (await response.json()) as Record<string, unknown> }
}

async function sentText(to: string) {
	await sendSms(getDb(), { to, body: 'Your fitting is confirmed.' })
	const sid = hook.fake.messages.at(-1)!.sid
	const status = async () => (await getDb().selectFrom('outbox').select(['status', 'error']).where('provider_message_id', '=', sid).executeTakeFirstOrThrow())
	return { sid, status }
}

const report = (sid: string, status: string, extra: Record<string, string> = {}) => ({ AccountSid: hook.fake.accountSid, MessageSid: sid, MessageStatus: status, SmsSid: sid, SmsStatus: status, To: '+61412345678', ...extra })

describe('POST /api/sms/twilio/status', () => {
	test('a signed report marks the text delivered; the same report replayed changes nothing', async () => {
		const text = await sentText('+61412345101')
		expect(await text.status()).toEqual({ status: 'queued', error: null })
		expect(await post(report(text.sid, 'delivered'))).toEqual({ status: 200, body: { received: true, outcome: 'updated' } })
		expect(await post(report(text.sid, 'delivered'))).toEqual({ status: 200, body: { received: true, outcome: 'unchanged' } })
		// a late 'sent' after 'delivered' does not move it back
		expect((await post(report(text.sid, 'sent'))).body.outcome).toBe('unchanged')
		expect(await text.status()).toEqual({ status: 'delivered', error: null })
	})

	test("a failure keeps Twilio's reason for the owner", async () => {
		const text = await sentText('+61412345102')
		expect((await post(report(text.sid, 'undelivered', { ErrorCode: '30003' }))).status).toBe(200)
		expect(await text.status()).toEqual({ status: 'failed', error: 'Twilio undelivered (error 30003: the phone is off or out of coverage)' })
	})

	test('unsigned, forged or re-addressed reports are refused and change nothing', async () => {
		const text = await sentText('+61412345103')
		const forged = report(text.sid, 'delivered')
		expect(await post(forged, null)).toEqual({ status: 403, body: { error: 'Refused: the request is not signed by Twilio.' } })
		expect((await post(forged, twilioSignature('e1'.repeat(16), hook.url, forged))).status).toBe(403)
		// signed for one status, posted with another
		expect((await post({ ...forged, MessageStatus: 'failed' }, twilioSignature(hook.fake.authToken, hook.url, forged))).status).toBe(403)
		// a signature for another address (the Host header is the client's to choose, never the yardstick)
		const elsewhere = 'http://evil.example/api/sms/twilio/status'
		expect((await post(forged, twilioSignature(hook.fake.authToken, elsewhere, forged), elsewhere)).status).toBe(403)
		expect(await text.status()).toEqual({ status: 'queued', error: null })
	})

	test('a signed post that is not a status report is a 400; JSON is a 415; GET is a 405', async () => {
		expect((await post({ MessageSid: 'SM1', MessageStatus: 'received' })).status).toBe(400)
		const json = new Request(hook.url, { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: '{}' })
		expect((await callRoute(action, json)).status).toBe(415)
		expect((await callRoute(action, new Request(hook.url))).status).toBe(405)
	})

	test("the fake's own signed callbacks, over HTTP to the StatusCallback it was given, are taken; a forged one is not", async () => {
		const text = await sentText('+61412345104')
		expect(hook.fake.messages.at(-1)!.statusCallback).toBe(hook.url)
		expect(await hook.fake.report(text.sid, 'sent')).toBe(200)
		expect(await hook.fake.report(text.sid, 'delivered')).toBe(200)
		expect(await text.status()).toEqual({ status: 'delivered', error: null })
		const other = await sentText('+61412345105')
		expect(await hook.fake.report(other.sid, 'failed', {}, { signature: 'bm90IGEgc2lnbmF0dXJl' })).toBe(403)
		expect(await other.status()).toEqual({ status: 'queued', error: null })
	})
})
