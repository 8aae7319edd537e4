import { beforeEach, describe, expect, test } from 'vitest'
import { clearRateLimits } from '#tests/helpers/rate-limits'
import { getDb } from '#app/lib/db.server'
import { honeypotInputProps } from '#app/lib/honeypot.server'
import { takeToast } from '#app/lib/toast.server'
import { routeResult } from '#tests/helpers/routes'
import { action } from './contact'

const valid = {
	name: 'Jordan Lee',
	email: 'jordan@example.com',
	phone: '03 9555 1234',
	subject: 'Puncture in Clayton',
	message: 'I have a nail in my rear tyre, can you repair it tomorrow?',
}

function post(fields: Record<string, string>) {
	return new Request('http://localhost:3000/contact', {
		method: 'POST',
		headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
		body: new URLSearchParams(fields),
	})
}

async function run(fields: Record<string, string>) {
	return routeResult(action, post(fields), { clientIp: '203.0.113.9' })
}

beforeEach(() => clearRateLimits())

describe('POST /contact (the form without JavaScript)', () => {
	test('success redirects back to the form with the success toast', async () => {
		const response = (await run({ ...valid, redirectTo: '/#contact' })) as Response
		expect(response.status).toBe(303)
		expect(response.headers.get('Location')).toBe('/#contact')
		const cookie = response.headers.getSetCookie().map((c) => c.split(';')[0]).join('; ')
		expect((await takeToast(new Request('http://x', { headers: { Cookie: cookie } }))).toast).toMatchObject({ type: 'success', title: 'Message sent successfully!' })
		const stored = await getDb().selectFrom('contact_messages').selectAll().orderBy('id', 'desc').executeTakeFirstOrThrow()
		expect(stored.subject).toBe('Puncture in Clayton')
	})

	test('a bot (the honeypot filled, or a render time we never gave) is answered like a success; nothing is kept', async () => {
		const props = await honeypotInputProps()
		const count = async () => (await getDb().selectFrom('contact_messages').select('id').where('subject', '=', 'Cheap pills').execute()).length
		const filled = (await run({ ...valid, subject: 'Cheap pills', website: 'https://spam.example', website_from: props.encryptedValidFrom, redirectTo: '/#contact' })) as Response
		expect(filled.status).toBe(303)
		expect(filled.headers.get('Location')).toBe('/#contact')
		const forged = (await run({ ...valid, subject: 'Cheap pills', website: '', website_from: 'bm90IG91cnM', redirectTo: '/#contact' })) as Response
		expect(forged.status).toBe(303)
		expect(await count()).toBe(0)
		const honest = (await run({ ...valid, subject: 'Cheap pills', website: '', website_from: props.encryptedValidFrom })) as Response
		expect(honest.status).toBe(303)
		expect(await count()).toBe(1)
	})

	test('never redirects off the site', async () => {
		const response = (await run({ ...valid, redirectTo: 'https://evil.example/' })) as Response
		expect(response.headers.get('Location')).toBe('/contact')
	})

	test('bad input re-shows the form: 400 with field errors and the input kept', async () => {
		const result = (await run({ ...valid, email: 'jordan@', message: 'hi', redirectTo: '/#contact' })) as unknown as {
			init: { status: number }
			data: { result: { status: string; error: Record<string, string[]>; initialValue: Record<string, string> } }
		}
		expect(result.init.status).toBe(400)
		expect(result.data.result.status).toBe('error')
		expect(result.data.result.error.email).toEqual(['Please enter a valid email address.'])
		expect(result.data.result.error.message).toEqual(['Please write a little more (at least 10 characters).'])
		expect(result.data.result.initialValue).toMatchObject({ name: 'Jordan Lee', email: 'jordan@', message: 'hi' })
	})

	test('after too many messages the form shows why', async () => {
		for (let i = 0; i < 5; i++) expect(((await run(valid)) as Response).status).toBe(303)
		const result = (await run(valid)) as unknown as { init: { status: number }; data: { result: { error: Record<string, string[]> } } }
		expect(result.init.status).toBe(429)
		expect(result.data.result.error['']?.[0]).toMatch(/^Too many messages/)
	})
})
