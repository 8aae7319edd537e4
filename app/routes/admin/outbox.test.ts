import { describe, expect, test } from 'vitest'
import { receiveSms } from '#app/domain/messages/inbound.server'
import { getDb } from '#app/lib/db.server'
import { adminLoad } from '#tests/admin-fixtures'
import { placedBooking, stockedTyre, uniqueKey } from '#tests/fixtures/booking'
import * as outbox from './outbox'
import { replyFrom as sent } from '#tests/fixtures/phone'

async function load({ signedIn = true } = {}) {
	return adminLoad(outbox, '/admin/outbox', { signedIn })
}

describe('admin Outbox: Replies', () => {
	test("customers' replies are listed newest first, with the bookings made with the same phone", async () => {
		const db = getDb()
		const booking = await placedBooking({ tyreId: (await stockedTyre(db)).id })
		const phone = (await db.selectFrom('bookings').select('phone_e164').where('id', '=', booking.id).executeTakeFirstOrThrow()).phone_e164!
		await receiveSms(db, sent({ from: phone, body: 'Gate code 4321', provider: 'clicksend', providerMessageId: uniqueKey('IN') }), { now: new Date('2030-01-01T00:00:00Z') })
		await receiveSms(db, sent({ from: '+61499000601', body: 'STOP', provider: 'twilio', providerMessageId: uniqueKey('SM') }), { now: new Date('2030-01-01T00:01:00Z') })
		const { status, data } = await load()
		expect(status).toBe(200)
		const [stop, gate] = data.replies
		expect(stop).toMatchObject({ from: '+61499000601', body: 'STOP', optOut: true, provider: 'Twilio', bookings: [] })
		expect(gate).toMatchObject({ from: phone, body: 'Gate code 4321', optOut: false, provider: 'ClickSend' })
		expect(gate.bookings.map((b: { reference: string }) => b.reference)).toContain(booking.reference)
	})

	test('the page is for the owner only', async () => {
		const { status } = await load({ signedIn: false })
		expect(status).toBe(302)
	})
})
