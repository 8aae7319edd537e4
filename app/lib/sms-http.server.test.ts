import http from 'node:http'
import type { AddressInfo } from 'node:net'
import { afterAll, afterEach, beforeAll, describe, expect, test } from 'vitest'
import { acceptConsoleOutput } from '#tests/setup/setup-test-env'
import { getDb } from './db.server'
import { EnvError, parseEnv } from './env.server'
import { sendSms, setTransports } from './outbox.server'
import { httpSmsSender } from './sms-http.server'
import { smsSenderFromEnv } from './sms.server'

// A stand-in SMS gateway on the loopback interface: records what it receives and answers with
// the status the test asks for.
const received: { headers: http.IncomingHttpHeaders; body: unknown }[] = []
let answerStatus = 200
const gateway = http.createServer((req, res) => {
	let raw = ''
	req.on('data', (chunk) => (raw += chunk))
	req.on('end', () => {
		received.push({ headers: req.headers, body: JSON.parse(raw) })
		res.writeHead(answerStatus, { 'Content-Type': 'application/json' })
		res.end(answerStatus < 300 ? '{"queued":true}' : '{"error":"insufficient credit"}')
	})
})
let url = ''
beforeAll(async () => {
	await new Promise<void>((resolve) => gateway.listen(0, '127.0.0.1', resolve))
	url = `http://127.0.0.1:${(gateway.address() as AddressInfo).port}/send`
})
afterAll(() => new Promise<void>((resolve) => gateway.close(() => resolve())))
afterEach(() => {
	received.length = 0
	answerStatus = 200
	setTransports({ sms: null })
})

describe('HTTP SMS provider', () => {
	test('posts the message as JSON with the auth header, and the outbox records it as sent', async () => {
		setTransports({ sms: httpSmsSender({ url, auth: 'Bearer test-token', from: 'Southside' }) })
		expect(await sendSms(getDb(), { to: '+61412345678', body: '123456 is your code' })).toBe('sent')
		expect(received).toHaveLength(1)
		expect(received[0]!.headers.authorization).toBe('Bearer test-token')
		expect(received[0]!.headers['content-type']).toBe('application/json')
		expect(received[0]!.body).toEqual({ to: '+61412345678', from: 'Southside', body: '123456 is your code' })
		const row = await getDb().selectFrom('outbox').selectAll().orderBy('id', 'desc').executeTakeFirstOrThrow()
		expect(row).toMatchObject({ channel: 'sms', recipient: '+61412345678', status: 'sent', error: null })
	})

	test('a custom auth header name is used', async () => {
		await httpSmsSender({ url, auth: 'key-123', authHeader: 'X-Api-Key' }).deliver({ to: '+61400000001', body: 'hi' })
		expect(received[0]!.headers['x-api-key']).toBe('key-123')
		expect(received[0]!.headers.authorization).toBeUndefined()
		expect(received[0]!.body).toEqual({ to: '+61400000001', body: 'hi' })
	})

	test('a refusal is recorded as failed with the provider’s answer', async () => {
		answerStatus = 402
		setTransports({ sms: httpSmsSender({ url }) })
		expect(await sendSms(getDb(), { to: '+61412345679', body: 'code' })).toBe('failed')
		acceptConsoleOutput()
		const row = await getDb().selectFrom('outbox').selectAll().where('recipient', '=', '+61412345679').executeTakeFirstOrThrow()
		expect(row.status).toBe('failed')
		expect(row.error).toBe('SMS provider answered 402: {"error":"insufficient credit"}')
	})

	test('an unreachable provider fails instead of hanging', async () => {
		const sender = httpSmsSender({ url: 'http://127.0.0.1:9/send', timeoutMs: 2000 })
		await expect(sender.deliver({ to: '+61412345670', body: 'x' })).rejects.toThrow(/^SMS provider unreachable/)
	})
})

describe('SMS settings', () => {
	test('the adapter is installed only when SMS_HTTP_URL is set', () => {
		expect(smsSenderFromEnv(parseEnv({}))).toBeNull()
		expect(smsSenderFromEnv(parseEnv({ SMS_HTTP_URL: 'https://sms.example.com/send', SMS_HTTP_AUTH: 'Bearer x' }))?.name).toBe('http-sms')
	})

	test('bad SMS settings stop the start with a message, never showing the secret', () => {
		const problems = (source: Record<string, string>) => {
			try {
				parseEnv(source)
				return []
			} catch (error) {
				if (error instanceof EnvError) return error.problems
				throw error
			}
		}
		expect(problems({ SMS_HTTP_AUTH: 'Bearer secret-token' })).toEqual([
			'SMS_HTTP_URL: SMS_HTTP_URL must be set when SMS_HTTP_AUTH, SMS_HTTP_AUTH_HEADER or SMS_FROM is',
		])
		const [bad] = problems({ SMS_HTTP_URL: 'not a url?token=abc' })
		expect(bad).toMatch(/^SMS_HTTP_URL: must be a URL/)
		expect(bad).not.toContain('abc')
	})
})
