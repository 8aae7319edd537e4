import { beforeAll, describe, expect, test } from 'vitest'
import { getDb } from '#app/lib/db.server'
import { clicksendWebhook, postForm } from '#tests/helpers/webhooks'
import { action } from './sms.clicksend.inbound'

// Customers' replies as ClickSend's inbound rule posts them, over HTTP to the URL the owner set.
const SECRET = 'i'.repeat(40)
const hook = clicksendWebhook(action, '/api/sms/clicksend/inbound', SECRET)
beforeAll(() => {
	hook.fake.inboundUrl = hook.url
})

const stored = (id: string) => getDb().selectFrom('sms_replies').select(['provider', 'from_phone', 'body', 'opt_out']).where('provider_message_id', '=', id).execute()

describe('POST /api/sms/clicksend/inbound', () => {
	test('a reply is stored once, however often ClickSend posts it; JSON posts are taken too', async () => {
		const first = await hook.fake.inbound('+61412345501', 'See you at 9')
		expect(first.status).toBe(200)
		expect(await hook.fake.post(hook.url, first.fields)).toBe(200)
		expect(await hook.fake.post(hook.url, first.fields, true)).toBe(200)
		expect(await stored(String(first.fields.message_id))).toEqual([{ provider: 'clicksend', from_phone: '+61412345501', body: 'See you at 9', opt_out: 0 }])
	})

	test('an opt-out keyword is answered stop: true', async () => {
		const response = await postForm(action, hook.url, { from: '+61412345502', body: ' UNSUBSCRIBE ', message_id: 'IN-STOP-1' })
		expect(await response.json()).toEqual({ received: true, stop: true })
		expect((await stored('IN-STOP-1'))[0]?.opt_out).toBe(1)
	})

	test('a reply without the token, or with a wrong one, is refused and stores nothing', async () => {
		const bare = `${hook.shop.base}/api/sms/clicksend/inbound`
		const without = await hook.fake.inbound('+61412345503', 'hi', { url: bare })
		expect(without.status).toBe(403)
		const wrong = await hook.fake.inbound('+61412345503', 'hi', { url: `${bare}?token=${'x'.repeat(40)}` })
		expect(wrong.status).toBe(403)
		expect(await stored(String(without.fields.message_id))).toEqual([])
		expect(await stored(String(wrong.fields.message_id))).toEqual([])
	})

	test('a post with the token that is not a reply is a 400', async () => {
		expect(await hook.fake.post(hook.url, { body: 'no sender' })).toBe(400)
	})
})
