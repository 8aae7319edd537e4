import { afterEach, describe, expect, test } from 'vitest'
import { getDb } from './db.server'
import { sendEmail, sendSms, setTransports } from './outbox.server'

afterEach(() => setTransports({ mailer: null, sms: null }))

describe('outbox', () => {
	test('without a transport, e-mail and SMS are kept in the outbox with attachments', async () => {
		const db = getDb()
		expect(
			await sendEmail(db, {
				to: 'customer@example.com',
				subject: 'Your booking',
				text: 'See you Monday',
				attachments: [{ filename: 'booking.ics', contentType: 'text/calendar', content: 'BEGIN:VCALENDAR' }],
			}),
		).toBe('kept')
		expect(await sendSms(db, { to: '+61412345678', body: 'Your code is 123456' })).toBe('kept')
		const rows = await db.selectFrom('outbox').selectAll().orderBy('id', 'desc').limit(2).execute()
		expect(rows.map((r) => [r.channel, r.recipient, r.status])).toEqual([
			['sms', '+61412345678', 'kept'],
			['email', 'customer@example.com', 'kept'],
		])
		const [attachment] = JSON.parse(rows[1]!.attachments!)
		expect(Buffer.from(attachment.content, 'base64').toString()).toBe('BEGIN:VCALENDAR')
	})

	test('a failing transport records the failure instead of throwing', async () => {
		const { acceptConsoleOutput } = await import('#tests/setup/setup-test-env')
		const sent: string[] = []
		setTransports({
			mailer: {
				name: 'test',
				async deliver(email) {
					if (email.to.startsWith('bad')) throw new Error('550 mailbox unavailable')
					sent.push(email.to)
				},
			},
		})
		const db = getDb()
		expect(await sendEmail(db, { to: 'good@example.com', subject: 's', text: 't' })).toBe('sent')
		expect(await sendEmail(db, { to: 'bad@example.com', subject: 's', text: 't' })).toBe('failed')
		acceptConsoleOutput()
		expect(sent).toEqual(['good@example.com'])
		const failed = await db.selectFrom('outbox').selectAll().where('recipient', '=', 'bad@example.com').executeTakeFirstOrThrow()
		expect(failed).toMatchObject({ status: 'failed', error: '550 mailbox unavailable' })
	})
})
