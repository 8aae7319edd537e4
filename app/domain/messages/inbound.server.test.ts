import { describe, expect, test } from 'vitest'
import { NOW, placedBooking, stockedTyre, uniqueKey } from '#tests/fixtures/booking'
import { getDb } from '#app/lib/db.server'
import { isOptedOut } from '#app/domain/consent/consent.server'
import { parsePhone } from '#app/lib/phone'
import { receiveSms, recentReplies } from './inbound.server'
import { replyFrom as sent } from '#tests/fixtures/phone'

const clock = (iso: string) => ({ now: new Date(iso) })

describe('receiveSms', () => {
	test('a reply is stored once per provider message; a replay says the same and stores nothing', async () => {
		const db = getDb()
		const id = uniqueKey('SM')
		const reply = { from: '+61412000101', body: 'Running 5 min late, gate code 1234', provider: 'twilio', providerMessageId: id }
		expect(await receiveSms(db, sent(reply), clock('2026-11-26T00:00:00Z'))).toEqual({ stop: false, recorded: true })
		expect(await receiveSms(db, sent(reply), clock('2026-11-26T00:05:00Z'))).toEqual({ stop: false, recorded: false })
		const rows = await db.selectFrom('sms_replies').selectAll().where('provider_message_id', '=', id).execute()
		expect(rows).toHaveLength(1)
		expect(rows[0]).toMatchObject({ from_phone: '+61412000101', body: 'Running 5 min late, gate code 1234', opt_out: 0, received_at: '2026-11-26T00:00:00.000Z' })
		// the same id from another provider is another message
		expect((await receiveSms(db, sent({ ...reply, provider: 'clicksend' }), clock('2026-11-26T00:06:00Z'))).recorded).toBe(true)
	})

	test('an opt-out keyword says stop, on the first post and on a replay', async () => {
		const db = getDb()
		const reply = { from: '+61412000102', body: ' stop ', provider: 'clicksend', providerMessageId: uniqueKey('IN') }
		expect(await receiveSms(db, sent(reply), clock('2026-11-26T01:00:00Z'))).toEqual({ stop: true, recorded: true })
		expect(await receiveSms(db, sent(reply), clock('2026-11-26T01:00:01Z'))).toEqual({ stop: true, recorded: false })
		expect((await db.selectFrom('sms_replies').select('opt_out').where('provider_message_id', '=', reply.providerMessageId).executeTakeFirstOrThrow()).opt_out).toBe(1)
		// the phone gets no more marketing texts; its e-mail is another channel
		expect(await isOptedOut(db, 'sms', '0412 000 102')).toBe(true)
	})

	test('a reply that is not an opt-out keyword opts nobody out', async () => {
		const db = getDb()
		await receiveSms(db, sent({ from: '+61412000103', body: 'Please stop by at 9', provider: 'twilio', providerMessageId: uniqueKey('SM') }), clock('2026-11-26T02:00:00Z'))
		expect(await isOptedOut(db, 'sms', '+61412000103')).toBe(false)
	})

	test("a local number is kept in E.164, so it meets the customer's bookings", async () => {
		const db = getDb()
		const tyre = await stockedTyre(db)
		const booking = await placedBooking({ tyreId: tyre.id })
		const row = await db.selectFrom('bookings').select(['phone', 'phone_e164']).where('id', '=', booking.id).executeTakeFirstOrThrow()
		const local = row.phone
		expect(parsePhone(local)).toBe(row.phone_e164)
		await receiveSms(db, sent({ from: local, body: 'Is 8am ok?', provider: 'twilio', providerMessageId: uniqueKey('SM') }), { now: new Date(NOW.getTime() + 3_600_000 * 24 * 400) })
		const replies = await recentReplies(db, 200)
		const mine = replies.find((r) => r.body === 'Is 8am ok?' && r.from === row.phone_e164)!
		expect(mine.bookings.map((b) => b.reference)).toContain(booking.reference)
		// newest first
		expect(replies[0]).toBe(mine)
	})

	test('a reply from a number with no booking lists none', async () => {
		const db = getDb()
		await receiveSms(db, sent({ from: '+61499000103', body: 'Who is this?', provider: 'twilio', providerMessageId: uniqueKey('SM') }), { now: new Date('2099-01-01T00:00:00Z') })
		const [first] = await recentReplies(db)
		expect(first).toMatchObject({ from: '+61499000103', body: 'Who is this?', optOut: false, bookings: [] })
	})
})
