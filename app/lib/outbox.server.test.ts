import net from 'node:net'
import { afterEach, describe, expect, test } from 'vitest'
import * as migration0007 from '#migrations/0007_security_misc'
import { getDb } from './db.server'
import { resendSms, sendEmail, sendSms, setTransports, smtpMailer, type OutgoingSms } from './outbox.server'

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

/** The smallest SMTP server that accepts one message (plain text, no TLS, AUTH PLAIN accepted). */
async function startFakeSmtp() {
	const received: { from: string; to: string[]; data: string; auth: string | null }[] = []
	const server = net.createServer((socket) => {
		let buffer = ''
		let inData = false
		const message = { from: '', to: [] as string[], data: '', auth: null as string | null }
		socket.write('220 fake.smtp ESMTP\r\n')
		socket.on('data', (chunk) => {
			buffer += chunk.toString('utf8')
			let end: number
			while ((end = buffer.indexOf('\r\n')) !== -1) {
				const line = buffer.slice(0, end)
				buffer = buffer.slice(end + 2)
				if (inData) {
					if (line === '.') {
						inData = false
						received.push({ ...message })
						socket.write('250 2.0.0 queued\r\n')
					} else message.data += `${line}\n`
					continue
				}
				const verb = line.slice(0, 4).toUpperCase()
				if (verb === 'EHLO') socket.write('250-fake.smtp\r\n250 AUTH PLAIN\r\n')
				else if (verb === 'AUTH') {
					message.auth = Buffer.from(line.split(' ')[2] ?? '', 'base64').toString('utf8')
					socket.write('235 2.7.0 ok\r\n')
				} else if (verb === 'MAIL') {
					message.from = line
					socket.write('250 ok\r\n')
				} else if (verb === 'RCPT') {
					message.to.push(line)
					socket.write('250 ok\r\n')
				} else if (verb === 'DATA') {
					inData = true
					socket.write('354 go on\r\n')
				} else if (verb === 'QUIT') socket.end('221 bye\r\n')
				else socket.write('250 ok\r\n')
			}
		})
	})
	await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
	const { port } = server.address() as net.AddressInfo
	return { port, received, close: () => new Promise<void>((resolve) => server.close(() => resolve())) }
}

test('the SMTP mailer delivers through nodemailer, with its attachment', async () => {
	const smtp = await startFakeSmtp()
	try {
		const mailer = smtpMailer(`smtp://shop:secret@127.0.0.1:${smtp.port}?ignoreTLS=true`, 'Shop <shop@example.com>')
		await mailer.deliver({
			to: 'customer@example.com',
			subject: 'Your booking',
			text: 'See you Monday',
			attachments: [{ filename: 'booking.ics', contentType: 'text/calendar', content: 'BEGIN:VCALENDAR' }],
		})
		expect(smtp.received).toHaveLength(1)
		const [message] = smtp.received
		expect(message!.auth).toBe('\u0000shop\u0000secret')
		expect(message!.from).toContain('shop@example.com')
		expect(message!.to.join()).toContain('customer@example.com')
		expect(message!.data).toContain('Subject: Your booking')
		expect(message!.data).toContain('booking.ics')
	} finally {
		await smtp.close()
	}
})

describe('one-time codes', () => {
	test('an SMS with a code is delivered whole but kept masked', async () => {
		const delivered: string[] = []
		setTransports({ sms: { name: 'phone', deliver: async (sms) => void delivered.push(sms.body) } })
		const db = getDb()
		await sendSms(db, { to: '+61412340001', body: '482913 is your Shop code. @shop.example #482913', secret: '482913' })
		expect(delivered).toEqual(['482913 is your Shop code. @shop.example #482913'])
		const row = await db.selectFrom('outbox').selectAll().where('recipient', '=', '+61412340001').executeTakeFirstOrThrow()
		expect(row.body_text).toBe('•••••• is your Shop code. @shop.example #••••••')
	})

	test('without a provider the code is not stored either', async () => {
		const db = getDb()
		expect(await sendSms(db, { to: '+61412340002', body: '771234 is your code', secret: '771234' })).toBe('kept')
		expect(await sendEmail(db, { to: 'c@example.com', subject: 'Code', text: 'Your code is 661234', html: '<b>661234</b>', secret: '661234' })).toBe('kept')
		const rows = await db.selectFrom('outbox').selectAll().where('recipient', 'in', ['+61412340002', 'c@example.com']).execute()
		expect(JSON.stringify(rows)).not.toMatch(/771234|661234/)
	})

	test('migration 0007 masks the codes already in the outbox', async () => {
		const db = getDb()
		await db.insertInto('outbox').values({ channel: 'sms', recipient: '+61412340004', subject: null, body_text: '120456 is your Shop code to reset your password. #120456', status: 'kept', error: null }).execute()
		await migration0007.up(db)
		const row = await db.selectFrom('outbox').select('body_text').where('recipient', '=', '+61412340004').executeTakeFirstOrThrow()
		expect(row.body_text).toBe('•••••• is your Shop code to reset your password. #••••••')
	})
})

describe('sending a failed text again', () => {
	const failing = { name: 'down', deliver: async () => Promise.reject(new Error('SMS provider answered 503')) }
	async function lastId() {
		return (await getDb().selectFrom('outbox').select('id').orderBy('id', 'desc').executeTakeFirstOrThrow()).id
	}

	test('a failed text goes again as a new message; the failed one stays with its reason', async () => {
		setTransports({ sms: failing })
		await sendSms(getDb(), { to: '+61412345601', body: 'We are on our way, about 20 minutes.' })
		const failedId = await lastId()
		const phone: OutgoingSms[] = []
		setTransports({ sms: { name: 'up', deliver: async (sms) => void phone.push(sms) } })
		expect(await resendSms(getDb(), failedId)).toEqual({ ok: true, status: 'sent' })
		expect(phone).toEqual([{ to: '+61412345601', body: 'We are on our way, about 20 minutes.' }])
		const rows = await getDb().selectFrom('outbox').select(['id', 'status', 'error']).where('recipient', '=', '+61412345601').orderBy('id').execute()
		expect(rows.map((r) => [r.status, r.error])).toEqual([
			['failed', 'SMS provider answered 503'],
			['sent', null],
		])
		// only a failed one: the one just sent is not sent a third time
		expect(await resendSms(getDb(), await lastId())).toEqual({ ok: false, message: 'Only a message that failed can be sent again.' })
	})

	test('a text that held a one-time code is never sent again (only its masked copy is kept)', async () => {
		setTransports({ sms: failing })
		await sendSms(getDb(), { to: '+61412345602', body: '123456 is your code', secret: '123456' })
		const sent: OutgoingSms[] = []
		setTransports({ sms: { name: 'up', deliver: async (sms) => void sent.push(sms) } })
		expect(await resendSms(getDb(), await lastId())).toEqual({ ok: false, message: 'A message with a one-time code is not sent again; the customer can ask for a new code.' })
		expect(sent).toEqual([])
	})

	test('an e-mail or a message that is not there is refused', async () => {
		await sendEmail(getDb(), { to: 'a@example.com', subject: 'x', text: 'y' })
		expect((await resendSms(getDb(), await lastId())).ok).toBe(false)
		expect((await resendSms(getDb(), 99_999_999)).ok).toBe(false)
	})
})
