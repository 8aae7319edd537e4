import { describe, expect, test } from 'vitest'
import { getDb } from '#app/lib/db.server'
import { callRoute } from '#tests/helpers/routes'
import { twilioWebhook } from '#tests/helpers/webhooks'
import { action } from './sms.twilio.inbound'

// Customers' replies as Twilio posts them to the number's incoming-message webhook: the fake
// signs its own posts, which reach the route over HTTP through a small server in front of it.
const hook = twilioWebhook(action, '/api/sms/twilio/inbound')

const stored = (sid: string) => getDb().selectFrom('sms_replies').select(['provider', 'from_phone', 'body', 'opt_out']).where('provider_message_id', '=', sid).execute()

describe('POST /api/sms/twilio/inbound', () => {
	test('a signed reply is stored and answered with empty TwiML; the same webhook replayed is stored once', async () => {
		const first = await hook.fake.incoming(hook.url, '+61412345401', 'Gate code is 4321')
		expect(first.status).toBe(200)
		expect(first.contentType).toMatch(/^text\/xml/)
		expect(first.text).toBe('<?xml version="1.0" encoding="UTF-8"?><Response></Response>')
		const replay = await hook.fake.incoming(hook.url, '+61412345401', 'Gate code is 4321', { sid: first.fields.MessageSid })
		expect(replay.status).toBe(200)
		expect(await stored(first.fields.MessageSid!)).toEqual([{ provider: 'twilio', from_phone: '+61412345401', body: 'Gate code is 4321', opt_out: 0 }])
	})

	test('STOP is stored as an opt-out', async () => {
		const reply = await hook.fake.incoming(hook.url, '+61412345402', 'Stop')
		expect((await stored(reply.fields.MessageSid!))[0]?.opt_out).toBe(1)
	})

	test('an unsigned or forged reply is refused and stores nothing', async () => {
		const unsigned = await hook.fake.incoming(hook.url, '+61412345403', 'hi', { signature: null })
		expect(unsigned.status).toBe(403)
		const forged = await hook.fake.incoming(hook.url, '+61412345403', 'hi', { signature: 'bm90IGEgc2lnbmF0dXJl' })
		expect(forged.status).toBe(403)
		expect(await stored(unsigned.fields.MessageSid!)).toEqual([])
		expect(await stored(forged.fields.MessageSid!)).toEqual([])
	})

	test('GET is a 405', async () => {
		expect((await callRoute(action, new Request(hook.url))).status).toBe(405)
	})
})
