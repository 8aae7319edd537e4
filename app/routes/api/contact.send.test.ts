import { beforeEach, describe, expect, test } from 'vitest'
import { CONTACT_LIMIT } from '#app/domain/contact/contact.server'
import { clearRateLimits } from '#tests/helpers/rate-limits'
import { getDb } from '#app/lib/db.server'
import { callRoute, runLoader } from '#tests/helpers/routes'
import { action, loader } from './contact.send'

const valid = {
	name: 'Priya Nair',
	email: 'priya@example.com',
	phone: '0412 345 678',
	subject: 'Fleet enquiry',
	message: 'We run six vans in Dandenong South and want a quote for tyres.',
}

function post(body: BodyInit, contentType = 'application/json') {
	return new Request('http://localhost:3000/api/contact/send', { method: 'POST', headers: { 'Content-Type': contentType }, body })
}

async function send(request: Request, ip = '192.0.2.1') {
	const response = await callRoute(action, request, { clientIp: ip })
	return { status: response.status, body: (await response.json()) as Record<string, unknown>, response }
}

async function messageCount() {
	const row = await getDb().selectFrom('contact_messages').select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow()
	return Number(row.n)
}

beforeEach(() => clearRateLimits())

describe('POST /api/contact/send', () => {
	test('stores a valid message, notifies the owner and answers 201', async () => {
		const before = await messageCount()
		const { status, body } = await send(post(JSON.stringify(valid)))
		expect(status).toBe(201)
		expect(body).toEqual({ message: 'Message sent successfully!' })
		expect(await messageCount()).toBe(before + 1)
		const stored = await getDb().selectFrom('contact_messages').selectAll().orderBy('id', 'desc').executeTakeFirstOrThrow()
		expect(stored).toMatchObject(valid)
		const notice = await getDb().selectFrom('outbox').selectAll().orderBy('id', 'desc').executeTakeFirstOrThrow()
		expect(notice.subject).toBe('New website message: Fleet enquiry')
	})

	test('accepts ordinary form fields too', async () => {
		const { status } = await send(post(new URLSearchParams(valid).toString(), 'application/x-www-form-urlencoded'))
		expect(status).toBe(201)
	})

	test('bad input is a 400 with a message per field, and nothing is stored', async () => {
		const before = await messageCount()
		const cases: Array<[Request, string]> = [
			[post('{not json'), 'Send the message as JSON or form fields.'],
			[post('[1,2]'), 'Send the message as JSON or form fields.'],
			[post('"hello"'), 'Send the message as JSON or form fields.'],
			[post('name=x', 'text/plain'), 'Send the message as JSON or form fields.'],
			[post(JSON.stringify({ ...valid, email: 'nope' })), 'Please enter a valid email address.'],
			[post(JSON.stringify({ ...valid, message: 42 })), 'Please enter your message.'],
			[post(JSON.stringify({ ...valid, phone: '' })), 'Please enter your phone number.'],
		]
		for (const [request, error] of cases) {
			const { status, body } = await send(request)
			expect(status).toBe(400)
			expect(body.error).toBe(error)
		}
		const { body } = await send(post(JSON.stringify({})))
		expect(Object.keys(body.fieldErrors as object).sort()).toEqual(['email', 'message', 'name', 'phone', 'subject'])
		expect(await messageCount()).toBe(before)
	})

	test('a filled honeypot looks like success to the bot but keeps nothing', async () => {
		const before = await messageCount()
		const { status, body } = await send(post(JSON.stringify({ ...valid, website: 'https://cheap-pills.example' })))
		expect(status).toBe(201)
		expect(body).toEqual({ message: 'Message sent successfully!' })
		expect(await messageCount()).toBe(before)
	})

	test('each connection is rate limited (429 with Retry-After)', async () => {
		for (let i = 0; i < CONTACT_LIMIT.max; i++) expect((await send(post(JSON.stringify(valid)), '198.51.100.7')).status).toBe(201)
		const limited = await send(post(JSON.stringify(valid)), '198.51.100.7')
		expect(limited.status).toBe(429)
		expect(limited.body.error).toMatch(/^Too many messages from your connection/)
		expect(Number(limited.response.headers.get('Retry-After'))).toBeGreaterThan(0)
		expect((await send(post(JSON.stringify(valid)), '198.51.100.8')).status).toBe(201)
	})

	test('GET is not allowed', async () => {
		const response = await runLoader(loader, '/api/contact/send')
		expect(response.status).toBe(405)
		expect(response.headers.get('Allow')).toBe('POST')
	})
})
