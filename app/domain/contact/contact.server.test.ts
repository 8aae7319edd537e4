import { beforeEach, describe, expect, test } from 'vitest'
import { getDb } from '#app/lib/db.server'
import { clearRateLimits } from '#tests/helpers/rate-limits'
import { CONTACT_LIMIT, parseContactFields, submitContactMessage, type ContactInput } from './contact.server'

const valid: ContactInput = {
	name: 'Priya Nair',
	email: 'priya@example.com',
	phone: '0412 345 678',
	subject: 'Tyres for a Corolla',
	message: 'Hi, can you fit four tyres in Clayton on Saturday morning?',
}

beforeEach(() => clearRateLimits())

describe('contact schema', () => {
	test('accepts a proper message and trims it', () => {
		const result = parseContactFields({ ...valid, name: '  Priya Nair ', subject: 'Tyres\r\nfor a Corolla' })
		expect(result.success).toBe(true)
		expect(result.data?.name).toBe('Priya Nair')
		expect(result.data?.subject).toBe('Tyres for a Corolla')
	})

	test('every field is required, with a message per field', () => {
		const result = parseContactFields({})
		expect(result.success).toBe(false)
		const byField = Object.fromEntries(result.error!.issues.map((i) => [i.path[0], i.message]))
		expect(byField).toEqual({
			name: 'Please enter your name.',
			email: 'Please enter your email address.',
			phone: 'Please enter your phone number.',
			subject: 'Please enter a subject.',
			message: 'Please enter your message.',
		})
		const empty = parseContactFields({ name: '', email: '', phone: '', subject: '', message: '' })
		expect(empty.error!.issues.map((i) => i.message)).toEqual([
			'Please enter your name.',
			'Please enter your email address.',
			'Please enter your phone number.',
			'Please enter a subject.',
			'Please enter your message.',
		])
	})

	test('bounds: bad e-mail, bad phone, too short, too long', () => {
		const cases: Array<[Partial<ContactInput>, string]> = [
			[{ email: 'not-an-email' }, 'Please enter a valid email address.'],
			[{ phone: '12345' }, 'Please enter a valid phone number.'],
			[{ phone: 'call me maybe' }, 'Please enter a valid phone number.'],
			[{ phone: '(((( ))))--' }, 'Please enter a valid phone number.'],
			[{ message: 'Hi' }, 'Please write a little more (at least 10 characters).'],
			[{ message: 'x'.repeat(5001) }, 'Please keep your message under 5,000 characters.'],
			[{ name: 'n'.repeat(101) }, 'Please keep your name under 100 characters.'],
			[{ subject: 's'.repeat(151) }, 'Please keep the subject under 150 characters.'],
		]
		for (const [change, message] of cases) {
			const result = parseContactFields({ ...valid, ...change })
			expect(result.error?.issues.map((i) => i.message), JSON.stringify(change)).toEqual([message])
		}
		expect(parseContactFields({ ...valid, phone: '+61 3 9555 1234' }).success).toBe(true)
	})
})

describe('submitContactMessage', () => {
	test('stores the message and e-mails the owner a notice with the reply-to address', async () => {
		const db = getDb()
		const outcome = await submitContactMessage(db, valid, { ip: '10.0.0.1' })
		expect(outcome.status).toBe('sent')
		const id = outcome.status === 'sent' ? outcome.messageId : -1
		const stored = await db.selectFrom('contact_messages').selectAll().where('id', '=', id).executeTakeFirstOrThrow()
		expect(stored).toMatchObject({ name: valid.name, email: valid.email, phone: valid.phone, subject: valid.subject, message: valid.message })
		const notice = await db.selectFrom('outbox').selectAll().orderBy('id', 'desc').executeTakeFirstOrThrow()
		expect(notice.channel).toBe('email')
		expect(notice.recipient).toBe('bookings@southsidemobiletyres.com.au')
		expect(notice.subject).toBe('New website message: Tyres for a Corolla')
		expect(notice.body_text).toContain('Phone: 0412 345 678')
		expect(notice.body_text).toContain(valid.message)
		expect(notice.status).toBe('kept')
	})

	test('a filled honeypot is answered like a success but nothing is kept or sent', async () => {
		const db = getDb()
		const count = async (table: 'contact_messages' | 'outbox') =>
			Number((await db.selectFrom(table).select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow()).n)
		const before = [await count('contact_messages'), await count('outbox')]
		const outcome = await submitContactMessage(db, { ...valid, website: 'http://spam.example' }, { ip: '10.0.0.2' })
		expect(outcome).toEqual({ status: 'ignored' })
		expect([await count('contact_messages'), await count('outbox')]).toEqual(before)
	})

	test('each connection may send a limited number of messages per window', async () => {
		const db = getDb()
		const now = new Date('2026-05-01T00:00:00Z')
		for (let i = 0; i < CONTACT_LIMIT.max; i++) {
			expect((await submitContactMessage(db, valid, { ip: '10.0.0.3', now })).status).toBe('sent')
		}
		const blocked = await submitContactMessage(db, valid, { ip: '10.0.0.3', now })
		expect(blocked.status).toBe('rate-limited')
		if (blocked.status === 'rate-limited') expect(blocked.message).toMatch(/^Too many messages from your connection\. Please try again in 15 minutes/)
		// another connection is unaffected, and the window ends
		expect((await submitContactMessage(db, valid, { ip: '10.0.0.4', now })).status).toBe('sent')
		const later = new Date(now.getTime() + CONTACT_LIMIT.windowMs)
		expect((await submitContactMessage(db, valid, { ip: '10.0.0.3', now: later })).status).toBe('sent')
	})
})
