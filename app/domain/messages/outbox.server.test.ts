import { afterEach, expect, test } from 'vitest'
import { getDb } from '#app/lib/db.server'
import { sendSms, setTransports } from '#app/lib/outbox.server'
import { recentOutbox } from './outbox.server'

afterEach(() => setTransports({ mailer: null, sms: null }))

test('the admin outbox never shows a one-time code', async () => {
	setTransports({ sms: { name: 'phone', deliver: async () => undefined } })
	const db = getDb()
	await sendSms(db, { to: '+61412340001', body: '482913 is your Shop code. @shop.example #482913', secret: '482913' })
	const shown = (await recentOutbox(db)).find((m) => m.recipient === '+61412340001')!
	expect(shown.body).not.toContain('482913')
})

test('an SMS written with its code in clear (before masking existed) is masked on the admin page', async () => {
	const db = getDb()
	await db.insertInto('outbox').values({ channel: 'sms', recipient: '+61412340003', subject: null, body_text: '093311 is your code #093311', status: 'kept', error: null }).execute()
	const shown = (await recentOutbox(db)).find((m) => m.recipient === '+61412340003')!
	expect(shown.body).toBe('•••••• is your code #••••••')
})
