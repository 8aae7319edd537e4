import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import { startFakeClickSend, type FakeClickSend } from '#tests/fakes/clicksend'
import { getDb } from '#app/lib/db.server'
import { callRoute, type ServedRoute, serveRoute } from '#tests/helpers/routes'
import { action } from './sms.clicksend.inbound'

// Customers' replies as ClickSend's inbound rule posts them, over HTTP to the URL the owner set.
const SECRET = 'i'.repeat(40)
let fake: FakeClickSend
let shop: ServedRoute

beforeAll(async () => {
	fake = await startFakeClickSend()
	shop = await serveRoute(action)
	fake.inboundUrl = `${shop.base}/api/sms/clicksend/inbound?token=${SECRET}`
	process.env.SMS_PROVIDER = 'clicksend'
	process.env.CLICKSEND_USERNAME = fake.username
	process.env.CLICKSEND_API_KEY = fake.apiKey
	process.env.CLICKSEND_WEBHOOK_SECRET = SECRET
	process.env.CLICKSEND_API_BASE = fake.apiBase
})
afterAll(async () => {
	await fake.close()
	await shop.close()
})

const stored = (id: string) => getDb().selectFrom('sms_replies').select(['provider', 'from_phone', 'body', 'opt_out']).where('provider_message_id', '=', id).execute()

describe('POST /api/sms/clicksend/inbound', () => {
	test('a reply is stored once, however often ClickSend posts it; JSON posts are taken too', async () => {
		const first = await fake.inbound('+61412345501', 'See you at 9')
		expect(first.status).toBe(200)
		expect(await fake.post(fake.inboundUrl, first.fields)).toBe(200)
		expect(await fake.post(fake.inboundUrl, first.fields, true)).toBe(200)
		expect(await stored(String(first.fields.message_id))).toEqual([{ provider: 'clicksend', from_phone: '+61412345501', body: 'See you at 9', opt_out: 0 }])
	})

	test('an opt-out keyword is answered stop: true', async () => {
		const request = new Request(fake.inboundUrl, { method: 'POST', headers: { 'Content-Type': 'application/x-www-form-urlencoded' }, body: new URLSearchParams({ from: '+61412345502', body: ' UNSUBSCRIBE ', message_id: 'IN-STOP-1' }) })
		const response = await callRoute(action, request)
		expect(await response.json()).toEqual({ received: true, stop: true })
		expect((await stored('IN-STOP-1'))[0]?.opt_out).toBe(1)
	})

	test('a reply without the token, or with a wrong one, is refused and stores nothing', async () => {
		const bare = `${shop.base}/api/sms/clicksend/inbound`
		const without = await fake.inbound('+61412345503', 'hi', { url: bare })
		expect(without.status).toBe(403)
		const wrong = await fake.inbound('+61412345503', 'hi', { url: `${bare}?token=${'x'.repeat(40)}` })
		expect(wrong.status).toBe(403)
		expect(await stored(String(without.fields.message_id))).toEqual([])
		expect(await stored(String(wrong.fields.message_id))).toEqual([])
	})

	test('a post with the token that is not a reply is a 400', async () => {
		expect(await fake.post(fake.inboundUrl, { body: 'no sender' })).toBe(400)
	})
})
