import { describe, expect, test } from 'vitest'
import { getDb } from '#app/lib/db.server'
import { consentKey, isOptedOut, optOut, recentOptOuts } from './consent.server'
import { e164 } from '#tests/fixtures/phone'
import { AddOptOutSchema, OPT_OUT_PHONE_MESSAGE } from './consent-schema'

const clock = { now: new Date('2026-11-20T01:00:00Z') }
const later = { now: new Date('2026-11-21T01:00:00Z') }

describe('opt-outs', () => {
	test('a phone is one recipient however it was typed; an e-mail however it was cased', async () => {
		const db = getDb()
		expect(consentKey('sms', '0412 555 019')).toBe('+61412555019')
		expect(await optOut(db, { channel: 'sms', recipient: e164('0412 555 019'), source: 'sms-stop' }, clock)).toEqual({ ok: true, recipient: '+61412555019', already: false })
		expect(await isOptedOut(db, 'sms', '+61 412 555 019')).toBe(true)
		expect(await isOptedOut(db, 'sms', '0412 555 020')).toBe(false)
		// the same number on the other channel is not opted out there
		expect(await isOptedOut(db, 'email', 'Consent.Test@Example.com')).toBe(false)
		await optOut(db, { channel: 'email', recipient: ' Consent.Test@Example.COM ', source: 'email-link' }, clock)
		expect(await isOptedOut(db, 'email', 'consent.test@example.com')).toBe(true)
	})

	test('asking twice keeps the first time and source', async () => {
		const db = getDb()
		await optOut(db, { channel: 'email', recipient: 'twice@example.com', source: 'owner' }, clock)
		expect(await optOut(db, { channel: 'email', recipient: 'TWICE@example.com', source: 'email-link' }, later)).toMatchObject({ ok: true, already: true })
		const row = (await recentOptOuts(db, 500)).find((o) => o.recipient === 'twice@example.com')
		expect(row).toEqual({ channel: 'email', recipient: 'twice@example.com', source: 'owner', at: clock.now.toISOString() })
	})

	test('what is not a phone number or an address is refused with a message, and stores nothing', async () => {
		const db = getDb()
		expect(AddOptOutSchema.safeParse({ intent: 'add-opt-out', channel: 'sms', recipient: '12' }).error?.issues).toMatchObject([{ path: ['recipient'], message: OPT_OUT_PHONE_MESSAGE }])
		expect(AddOptOutSchema.parse({ intent: 'add-opt-out', channel: 'sms', recipient: ' 0412 555 019 ' })).toEqual({ channel: 'sms', recipient: '+61412555019' })
		expect(await optOut(db, { channel: 'email', recipient: 'not an address', source: 'owner' }, clock)).toMatchObject({ ok: false })
		expect((await recentOptOuts(db, 500)).some((o) => o.recipient === '12' || o.recipient === 'not an address')).toBe(false)
	})
})
