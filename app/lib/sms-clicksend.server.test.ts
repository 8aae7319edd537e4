import { afterAll, beforeAll, beforeEach, describe, expect, test } from 'vitest'
import { startFakeClickSend, type FakeClickSend } from '#tests/fakes/clicksend'
import { getDb } from './db.server'
import { parseEnv } from './env.server'
import { sendSms, setTransports } from './outbox.server'
import { clicksendSettings, smsSenderFromEnv } from './sms.server'
import { clicksendDeliveryReport, clicksendInboundSms, clicksendSmsSender, hasClickSendToken } from './sms-clicksend.server'

let fake: FakeClickSend

beforeAll(async () => {
	fake = await startFakeClickSend()
})
afterAll(async () => {
	setTransports({ sms: null })
	await fake.close()
})

function sender(overrides: { apiKey?: string; from?: string } = {}) {
	return clicksendSmsSender({ username: fake.username, apiKey: fake.apiKey, from: '+61400000000', apiBase: fake.apiBase, ...overrides })
}

const lastRow = () => getDb().selectFrom('outbox').selectAll().orderBy('id', 'desc').executeTakeFirstOrThrow()

describe('sending through ClickSend (its REST API, against the local fake)', () => {
	beforeEach(() => setTransports({ sms: sender() }))

	test('a text is posted in its real format and kept as queued with its message id', async () => {
		expect(await sendSms(getDb(), { to: '+61412345201', body: 'Your fitting is tomorrow, 8–10 am.' })).toBe('queued')
		const sent = fake.messages.at(-1)!
		expect(sent).toMatchObject({ to: '+61412345201', from: '+61400000000', body: 'Your fitting is tomorrow, 8–10 am.' })
		expect(await lastRow()).toMatchObject({ status: 'queued', provider: 'clicksend', provider_message_id: sent.messageId, error: null })
	})

	test('without a sender, ClickSend picks its shared number (no from is sent)', async () => {
		setTransports({ sms: sender({ from: undefined }) })
		await sendSms(getDb(), { to: '+61412345202', body: 'Hello' })
		expect(fake.messages.at(-1)?.from).toBeNull()
	})

	test('wrong credentials are refused and recorded as failed, the key never shown', async () => {
		setTransports({ sms: sender({ apiKey: 'AAAAAAAA-BBBB-CCCC-DDDD-EEEEEEEEEEEE' }) })
		const before = fake.messages.length
		expect(await sendSms(getDb(), { to: '+61412345203', body: 'x' })).toBe('failed')
		expect(fake.messages.length).toBe(before)
		const row = await lastRow()
		expect(row.error).toBe('ClickSend refused the message: 401 UNAUTHORIZED: Your username or API key is incorrect.')
		expect(row.error).not.toContain('AAAAAAAA')
	})

	test("a message ClickSend will not queue is failed with its reason; a one-time code never shows", async () => {
		fake.failNext('INSUFFICIENT_CREDIT')
		expect(await sendSms(getDb(), { to: '+61412345204', body: '482913 is your code', secret: '482913' })).toBe('failed')
		const row = await lastRow()
		expect(row.error).toBe('ClickSend refused the message: INSUFFICIENT_CREDIT (the ClickSend account is out of credit)')
		expect(row.body_text).not.toContain('482913')
		expect(await sendSms(getDb(), { to: '0412 345 205', body: 'x' })).toBe('failed')
		expect((await lastRow()).error).toBe('ClickSend refused the message: INVALID_RECIPIENT (not a valid phone number)')
	})

	test('no answer is a failure, not a hang', async () => {
		const hanging = clicksendSmsSender({ username: 'u', apiKey: 'k'.repeat(16), apiBase: fake.apiBase, timeoutMs: 5, fetch: (_url, init) => new Promise((_resolve, reject) => init?.signal?.addEventListener('abort', () => reject(init.signal!.reason))) })
		await expect(hanging.deliver({ to: '+61412345206', body: 'x' })).rejects.toThrow('ClickSend unreachable: no answer within 0.005 s')
	})
})

describe('callbacks', () => {
	const at = new Date('2026-03-02T00:00:00Z')

	test("delivery receipts become reports by ClickSend's status code; anything else is not one", () => {
		const receipt = { message_id: 'M1', timestamp_send: '1772409600', timestamp: '1772409660', user_id: '4242', subaccount_id: '4242', message_type: 'sms', custom_string: '' }
		expect(clicksendDeliveryReport({ ...receipt, status: 'Delivered', status_code: '201', status_text: 'Success: Message received on handset.', error_code: '', error_text: '' }, at)).toEqual({ provider: 'clicksend', providerMessageId: 'M1', status: 'delivered', at })
		// 200 is still on its way; 300 is a temporary network error ClickSend retries: neither is a failure
		expect(clicksendDeliveryReport({ ...receipt, status: 'Sent', status_code: '200' }, at)?.status).toBe('sent')
		expect(clicksendDeliveryReport({ ...receipt, status: 'Undelivered', status_code: '300', error_code: '16', error_text: 'Temporary network error - will be retried' }, at)).toEqual({ provider: 'clicksend', providerMessageId: 'M1', status: 'sent', at })
		expect(clicksendDeliveryReport({ ...receipt, status: 'Undelivered', status_code: '301', status_text: 'x', error_code: '19', error_text: 'Anti-spam rejection by recipient network' }, at)?.reason).toBe('ClickSend Undelivered (301/19: Anti-spam rejection by recipient network)')
		// the status code decides over the word; the word only when there is no code
		expect(clicksendDeliveryReport({ ...receipt, status: 'Delivered', status_code: '301' }, at)?.status).toBe('failed')
		expect(clicksendDeliveryReport({ ...receipt, status: 'Undelivered' }, at)).toMatchObject({ status: 'failed', reason: 'ClickSend Undelivered' })
		expect(clicksendDeliveryReport({ ...receipt, status: 'Received' }, at)).toBeNull()
		expect(clicksendDeliveryReport({ ...receipt, status_code: '999' }, at)).toBeNull()
		expect(clicksendDeliveryReport({ status: 'Delivered', status_code: '201' }, at)).toBeNull()
	})

	test('an inbound message needs a sender, an id and a body', () => {
		// the fields ClickSend's inbound rule posts (its n8n trigger's example, JSON numbers as text)
		const posted = { originalsenderid: '+61477485926', body: 'STOP', message: 'STOP', sms: '+61412345678', from: '+61412345678', to: '+61477485926', timestamp: '1775012927', message_id: 'IN1', original_message_id: 'OUT1', original_body: 'Hi', user_id: '304497', subaccount_id: '745158', custom_string: '' }
		expect(clicksendInboundSms(posted)).toEqual({ from: '+61412345678', body: 'STOP', providerMessageId: 'IN1' })
		expect(clicksendInboundSms({ from: '+61412345678', message_id: 'IN1' })).toBeNull()
		expect(clicksendInboundSms({ body: 'hi', message_id: 'IN1' })).toBeNull()
	})

	test('the token is compared whole, whatever its length', () => {
		const secret = 'k'.repeat(40)
		expect(hasClickSendToken(secret, secret)).toBe(true)
		expect(hasClickSendToken(secret, `${secret}x`)).toBe(false)
		expect(hasClickSendToken(secret, secret.slice(1))).toBe(false)
		expect(hasClickSendToken(secret, null)).toBe(false)
		expect(hasClickSendToken(secret, '')).toBe(false)
	})
})

describe('ClickSend settings', () => {
	const clicksend = { SMS_PROVIDER: 'clicksend', CLICKSEND_USERNAME: 'tyres-api', CLICKSEND_API_KEY: '3F1A9C2E-7B4D-4E8F-A1C3-5D7E9F1B3A5C', CLICKSEND_WEBHOOK_SECRET: 'a'.repeat(48) }
	const problems = (source: Record<string, string>) => {
		try {
			parseEnv(source)
			return []
		} catch (error) {
			return (error as { problems: string[] }).problems
		}
	}

	test('SMS_PROVIDER=clicksend with its credentials chooses ClickSend', () => {
		const env = parseEnv({ ...clicksend, CLICKSEND_FROM: 'SouthsideMT' })
		expect(smsSenderFromEnv(env)?.name).toBe('clicksend')
		expect(clicksendSettings(env)).toMatchObject({ username: 'tyres-api', from: 'SouthsideMT', webhookSecret: 'a'.repeat(48) })
	})

	test('missing or malformed ClickSend settings stop the start with a message, never showing the key or secret', () => {
		expect(problems({ SMS_PROVIDER: 'clicksend' })).toEqual(['CLICKSEND_USERNAME: must be set when SMS_PROVIDER is clicksend'])
		expect(problems({ ...clicksend, CLICKSEND_API_KEY: '' })).toEqual(['CLICKSEND_API_KEY: must be set when SMS_PROVIDER is clicksend'])
		expect(problems({ ...clicksend, CLICKSEND_WEBHOOK_SECRET: '' })).toEqual(['CLICKSEND_WEBHOOK_SECRET: must be set when SMS_PROVIDER is clicksend (it guards the delivery-report and reply URLs)'])
		expect(problems({ ...clicksend, CLICKSEND_API_KEY: 'short key!' })).toEqual(['CLICKSEND_API_KEY: must be the API key from the ClickSend dashboard (letters, digits and dashes)'])
		expect(problems({ ...clicksend, CLICKSEND_WEBHOOK_SECRET: 'too-short' })).toEqual(['CLICKSEND_WEBHOOK_SECRET: must be at least 32 random letters, digits, - or _ (e.g. openssl rand -hex 24)'])
		expect(problems({ CLICKSEND_API_KEY: clicksend.CLICKSEND_API_KEY })).toEqual(['SMS_PROVIDER: must be clicksend when CLICKSEND_API_KEY is set (or unset CLICKSEND_API_KEY)'])
		expect(problems({ ...clicksend, TWILIO_AUTH_TOKEN: 'f0'.repeat(16) })).toEqual(['TWILIO_AUTH_TOKEN: must be unset when SMS_PROVIDER is clicksend'])
		expect(problems({ ...clicksend, CLICKSEND_API_BASE: 'https://rest.example.com' })).toEqual(['CLICKSEND_API_BASE: may only point at this machine (a local fake), never hand the API key to another host (got "https://rest.example.com")'])
	})
})
