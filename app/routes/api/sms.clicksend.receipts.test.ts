import { beforeAll, describe, expect, test } from 'vitest'
import { getDb } from '#app/lib/db.server'
import { sendSms } from '#app/lib/outbox.server'
import { callRoute } from '#tests/helpers/routes'
import { clicksendWebhook, postForm } from '#tests/helpers/webhooks'
import { action } from './sms.clicksend.receipts'

// The receipts as ClickSend posts them, to the URL the owner put in its dashboard: a small
// server in front of the route, so the fake's own receipts arrive over HTTP as ClickSend's would.
const SECRET = 'r'.repeat(40)
const hook = clicksendWebhook(action, '/api/sms/clicksend/receipts', SECRET, { sends: true })
beforeAll(() => {
	hook.fake.receiptsUrl = hook.url
})

async function sentText(to: string) {
	await sendSms(getDb(), { to, body: 'Your fitting is confirmed.' })
	const id = hook.fake.messages.at(-1)!.messageId
	const status = async () => await getDb().selectFrom('outbox').select(['status', 'error']).where('provider_message_id', '=', id).executeTakeFirstOrThrow()
	return { id, status }
}

describe('POST /api/sms/clicksend/receipts', () => {
	test("ClickSend's receipt marks the text delivered; the same receipt replayed is applied once", async () => {
		const text = await sentText('+61412345301')
		expect(await text.status()).toEqual({ status: 'queued', error: null })
		expect(await hook.fake.receipt(text.id, 'Delivered')).toBe(200)
		expect(await text.status()).toEqual({ status: 'delivered', error: null })
		const replay = await postForm(action, hook.url, { message_id: text.id, status: 'Delivered', status_code: '201' })
		expect(await replay.json()).toEqual({ received: true, outcome: 'unchanged' })
		// a late failure after delivery does not move it back
		expect(await hook.fake.receipt(text.id, 'AbsentSubscriber')).toBe(200)
		expect(await text.status()).toEqual({ status: 'delivered', error: null })
	})

	test("a temporary error (300) leaves the text waiting; a final failure (301) keeps ClickSend's reason", async () => {
		const text = await sentText('+61412345302')
		expect(await hook.fake.receipt(text.id, 'Retrying')).toBe(200)
		expect(await text.status()).toEqual({ status: 'sent', error: null })
		expect(await hook.fake.receipt(text.id, 'AbsentSubscriber')).toBe(200)
		expect(await text.status()).toEqual({
			status: 'failed',
			error: 'ClickSend Undelivered (301/12: Absent Subscriber. Phone is out of range or switched off. Likely to have been unavailable for 12 hours or more.)',
		})
	})

	test('a receipt posted as JSON (numbers and nulls) is read the same', async () => {
		const text = await sentText('+61412345304')
		const fields = { timestamp_send: 1772409600, timestamp: 1772409660, message_id: text.id, status: 'Delivered', status_code: 201, status_text: 'Success: Message received on handset.', error_code: null, error_text: null, custom_string: null, user_id: 4242, subaccount_id: 4242, message_type: 'sms' }
		expect(await hook.fake.post(hook.url, fields, true)).toBe(200)
		expect(await text.status()).toEqual({ status: 'delivered', error: null })
	})

	test('a receipt without the token, or with another, is refused and changes nothing', async () => {
		const text = await sentText('+61412345303')
		const bare = `${hook.shop.base}/api/sms/clicksend/receipts`
		expect(await hook.fake.receipt(text.id, 'Delivered', { url: bare })).toBe(403)
		expect(await hook.fake.receipt(text.id, 'Delivered', { url: `${bare}?token=${'x'.repeat(40)}` })).toBe(403)
		expect(await hook.fake.receipt(text.id, 'Delivered', { url: `${bare}?token=${SECRET.slice(1)}` })).toBe(403)
		expect(await text.status()).toEqual({ status: 'queued', error: null })
	})

	test('a post with the token that is not a receipt is a 400; GET is a 405', async () => {
		expect(await hook.fake.post(hook.url, { message_id: 'X', status: 'Received' })).toBe(400)
		expect((await callRoute(action, new Request(hook.url))).status).toBe(405)
	})
})
