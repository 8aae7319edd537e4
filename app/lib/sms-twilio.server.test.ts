import { afterAll, beforeAll, beforeEach, describe, expect, test } from 'vitest'
import { startFakeTwilio, twilioSignature, type FakeTwilio } from '#tests/fakes/twilio'
import { getDb } from './db.server'
import { parseEnv } from './env.server'
import { recordSmsDelivery, sendSms, setTransports } from './outbox.server'
import { smsSenderFromEnv, twilioSettings } from './sms.server'
import { isSignedByTwilio, twilioDeliveryReport, twilioSmsSender } from './sms-twilio.server'

let fake: FakeTwilio
const CALLBACK = 'https://shop.example/api/sms/twilio/status'

beforeAll(async () => {
	fake = await startFakeTwilio()
})
afterAll(async () => {
	setTransports({ sms: null })
	await fake.close()
})

function sender(overrides: { from?: string; messagingServiceSid?: string; authToken?: string } = {}) {
	return twilioSmsSender({ accountSid: fake.accountSid, authToken: fake.authToken, from: '+61400000000', statusCallback: CALLBACK, apiBase: fake.apiBase, ...overrides })
}

describe('sending through Twilio (its official library, against the local fake)', () => {
	beforeEach(() => setTransports({ sms: sender() }))

	test('a text is created on the Messages resource in its real format and kept as queued with its SID', async () => {
		const status = await sendSms(getDb(), { to: '+61412345001', body: 'Your fitting is tomorrow, 8–10 am.' })
		expect(status).toBe('queued')
		const created = fake.messages.at(-1)!
		expect(created).toMatchObject({ to: '+61412345001', from: '+61400000000', body: 'Your fitting is tomorrow, 8–10 am.', statusCallback: CALLBACK })
		const row = await getDb().selectFrom('outbox').selectAll().orderBy('id', 'desc').executeTakeFirstOrThrow()
		expect(row).toMatchObject({ status: 'queued', provider: 'twilio', provider_message_id: created.sid, error: null })
	})

	test('a messaging service is sent instead of a From number when set', async () => {
		setTransports({ sms: sender({ from: undefined, messagingServiceSid: `MG${'0'.repeat(32)}` }) })
		await sendSms(getDb(), { to: '+61412345002', body: 'Hello' })
		expect(fake.messages.at(-1)).toMatchObject({ from: null, messagingServiceSid: `MG${'0'.repeat(32)}` })
	})

	test("Twilio's refusal is recorded as failed with its code and words; a one-time code never shows", async () => {
		fake.failNext({ status: 400, code: 21614, message: "'To' number is not a valid mobile number" })
		const status = await sendSms(getDb(), { to: '+61412345003', body: '482913 is your code', secret: '482913' })
		expect(status).toBe('failed')
		const row = await getDb().selectFrom('outbox').selectAll().orderBy('id', 'desc').executeTakeFirstOrThrow()
		expect(row.error).toMatch(/^Twilio refused the message: 21614: 'To' number is not a valid mobile number/)
		expect(row.body_text).not.toContain('482913')
	})

	test('wrong credentials are a failure, not a hang', async () => {
		setTransports({ sms: sender({ authToken: 'e1'.repeat(16) }) })
		expect(await sendSms(getDb(), { to: '+61412345004', body: 'x' })).toBe('failed')
	})
})

describe('delivery reports', () => {
	test('a status callback becomes a report; unknown statuses and fields are not one', () => {
		const at = new Date('2026-03-02T00:00:00Z')
		expect(twilioDeliveryReport({ MessageSid: 'SM1', MessageStatus: 'delivered' }, at)).toEqual({ provider: 'twilio', providerMessageId: 'SM1', status: 'delivered', reason: undefined, at })
		expect(twilioDeliveryReport({ MessageSid: 'SM1', MessageStatus: 'undelivered', ErrorCode: '30003' }, at)?.reason).toBe('Twilio undelivered (error 30003: the phone is off or out of coverage)')
		expect(twilioDeliveryReport({ MessageSid: 'SM1', MessageStatus: 'received' }, at)).toBeNull()
		expect(twilioDeliveryReport({ MessageStatus: 'sent' }, at)).toBeNull()
	})

	test('reports move a message forward only, once, whatever their order', async () => {
		setTransports({ sms: sender() })
		await sendSms(getDb(), { to: '+61412345005', body: 'On our way' })
		const sid = fake.messages.at(-1)!.sid
		const at = new Date('2026-03-02T00:00:00Z')
		const report = (status: 'queued' | 'sent' | 'delivered' | 'failed') => recordSmsDelivery(getDb(), { provider: 'twilio', providerMessageId: sid, status, at })
		expect(await report('sent')).toBe('updated')
		expect(await report('sent')).toBe('unchanged')
		expect(await report('delivered')).toBe('updated')
		expect(await report('sent')).toBe('unchanged')
		expect(await report('failed')).toBe('unchanged')
		const row = await getDb().selectFrom('outbox').select(['status', 'status_at']).where('provider_message_id', '=', sid).executeTakeFirstOrThrow()
		expect(row).toEqual({ status: 'delivered', status_at: at.toISOString() })
		expect(await recordSmsDelivery(getDb(), { provider: 'twilio', providerMessageId: 'SMnone', status: 'delivered', at })).toBe('unknown')
	})

	test("the library accepts the fake's signature, and refuses another token, URL or field", async () => {
		const params = { MessageSid: 'SM1', MessageStatus: 'delivered' }
		const signature = twilioSignature(fake.authToken, CALLBACK, params)
		expect(await isSignedByTwilio(fake.authToken, signature, CALLBACK, params)).toBe(true)
		expect(await isSignedByTwilio('e1'.repeat(16), signature, CALLBACK, params)).toBe(false)
		expect(await isSignedByTwilio(fake.authToken, signature, 'https://evil.example/api/sms/twilio/status', params)).toBe(false)
		expect(await isSignedByTwilio(fake.authToken, signature, CALLBACK, { ...params, MessageStatus: 'failed' })).toBe(false)
		expect(await isSignedByTwilio(fake.authToken, null, CALLBACK, params)).toBe(false)
	})
})

describe('SMS settings', () => {
	const twilio = { SMS_PROVIDER: 'twilio', TWILIO_ACCOUNT_SID: `AC${'a1'.repeat(16)}`, TWILIO_AUTH_TOKEN: 'f0'.repeat(16), TWILIO_FROM: '+61400000000' }
	const problems = (source: Record<string, string>) => {
		try {
			parseEnv(source)
			return []
		} catch (error) {
			return (error as { problems: string[] }).problems
		}
	}

	test('SMS_PROVIDER=twilio with its credentials chooses Twilio, with the public status callback', () => {
		const env = parseEnv({ ...twilio, PUBLIC_URL: 'https://shop.example' })
		expect(smsSenderFromEnv(env)?.name).toBe('twilio')
		expect(twilioSettings(env)?.statusCallback).toBe('https://shop.example/api/sms/twilio/status')
		expect(smsSenderFromEnv(parseEnv({}))).toBeNull()
	})

	test('missing or malformed Twilio settings stop the start with a message, never showing the token', () => {
		expect(problems({ SMS_PROVIDER: 'twilio' })).toEqual(['TWILIO_ACCOUNT_SID: must be set when SMS_PROVIDER is twilio'])
		expect(problems({ SMS_PROVIDER: 'twilio', TWILIO_ACCOUNT_SID: twilio.TWILIO_ACCOUNT_SID, TWILIO_AUTH_TOKEN: twilio.TWILIO_AUTH_TOKEN })).toEqual(['TWILIO_FROM: TWILIO_FROM (or TWILIO_MESSAGING_SERVICE_SID) must be set when SMS_PROVIDER is twilio'])
		expect(problems({ ...twilio, TWILIO_AUTH_TOKEN: 'not-a-token' })).toEqual(['TWILIO_AUTH_TOKEN: must be the auth token from the Twilio console (32 hex digits)'])
		expect(problems({ ...twilio, TWILIO_ACCOUNT_SID: 'AC123' })[0]).toMatch(/^TWILIO_ACCOUNT_SID: must be the account SID .* \(got "AC123"\)$/)
		expect(problems({ TWILIO_AUTH_TOKEN: 'f0'.repeat(16) })).toEqual(['SMS_PROVIDER: must be twilio when TWILIO_AUTH_TOKEN is set (or unset TWILIO_AUTH_TOKEN)'])
		expect(problems({ SMS_PROVIDER: 'messagemedia' })[0]).toMatch(/^SMS_PROVIDER: must be twilio, clicksend or http/)
		expect(problems({ SMS_PROVIDER: 'http' })).toEqual(['SMS_HTTP_URL: must be set when SMS_PROVIDER is http'])
		expect(problems({ ...twilio, TWILIO_API_BASE: 'https://api.example.com' })[0]).toMatch(/^TWILIO_API_BASE: may only point at this machine \(a local fake\), never hand the auth token to another host/)
	})
})
