import { describe, expect, test } from 'vitest'
import { getDb } from '#app/lib/db.server'
import { bookingRequest, NOW, OPEN_DATE, setSlotCapacity, stockedTyre, TZ } from '#tests/fixtures/booking'
import { confirmBooking } from './booking-notices.server'
import { checkOrderLink } from './order-link.server'
import { placeBooking } from './place-booking.server'

async function outboxSince(id: number) {
	return getDb().selectFrom('outbox').selectAll().where('id', '>', id).orderBy('id').execute()
}

async function lastOutboxId() {
	const row = await getDb().selectFrom('outbox').select('id').orderBy('id', 'desc').limit(1).executeTakeFirst()
	return row?.id ?? 0
}

describe('confirmation e-mails', () => {
	test('confirming sends the customer a tax invoice with an .ics and tells the owner, exactly once', async () => {
		const db = getDb()
		await db.insertInto('settings').values({ key: 'abn', value: '12 345 678 901' }).onConflict((oc) => oc.column('key').doUpdateSet({ value: '12 345 678 901' })).execute()
		const tyre = await stockedTyre(db)
		await setSlotCapacity(db, OPEN_DATE, 'morning', 3)
		const placed = await placeBooking(
			db,
			bookingRequest({ tyreId: tyre.id, customer: { firstName: '<b>Ada</b>', lastName: 'Lovelace', phone: '0412 345 678', email: 'ada@example.com' } }),
			{ now: NOW, timeZone: TZ },
		)
		if (!placed.ok) throw new Error(placed.problem.message)
		const before = await lastOutboxId()

		expect(await confirmBooking(db, placed.booking.reference, { now: NOW })).toEqual({ ok: true, newlyConfirmed: true })
		expect(await confirmBooking(db, placed.booking.reference, { now: NOW })).toEqual({ ok: true, newlyConfirmed: false })

		const sent = await outboxSince(before)
		expect(sent.map((m) => m.recipient)).toEqual(['ada@example.com', 'bookings@southsidemobiletyres.com.au'])
		const [customer, owner] = sent as [(typeof sent)[number], (typeof sent)[number]]
		const row = await db.selectFrom('bookings').selectAll().where('id', '=', placed.booking.id).executeTakeFirstOrThrow()
		expect(row.confirmed_at).toBe(NOW.toISOString())

		expect(customer.subject).toBe(`Booking confirmed ${placed.booking.reference}: Thursday 26 November 2026, Morning 8am-11am`)
		const text = customer.body_text
		expect(text).toContain('TAX INVOICE')
		expect(text).toContain('ABN 12 345 678 901')
		expect(text).toContain(`Invoice number: ${placed.booking.reference}`)
		expect(text).toContain('locking wheel-nut key')
		expect(text).toContain(`2 x ${tyre.brand} ${tyre.model} ${tyre.width}/${tyre.profile}R${tyre.rim}`)
		const gst = Math.round(row.final_amount / 11)
		expect(text).toContain(`GST included: $${(gst / 100).toFixed(2)}`)
		expect(text).toContain(`Pay on the day: $${(row.final_amount / 100).toLocaleString('en-AU', { minimumFractionDigits: 2 })} is due at the fitting.`)
		// The signed link in the e-mail opens the order page.
		const link = /View your booking: (\S+)/.exec(text)![1]!
		const url = new URL(link)
		expect(url.pathname).toBe('/order')
		const [ref, exp, sig] = [url.searchParams.get('ref'), url.searchParams.get('exp'), url.searchParams.get('sig')]
		expect(await checkOrderLink(getDb(), { ref, exp, sig }, { now: NOW })).toEqual({ ok: true, reference: ref })
		expect(await checkOrderLink(getDb(), { ref, exp, sig: 'x'.repeat(32) }, { now: NOW })).toEqual({ ok: false, reason: 'invalid' })

		// Text is escaped in the HTML part.
		expect(customer.body_html).toContain('Hi &lt;b&gt;Ada&lt;/b&gt;,')
		expect(customer.body_html).not.toContain('<b>Ada</b>')

		const [ics] = JSON.parse(customer.attachments!) as { filename: string; contentType: string; content: string }[]
		expect(ics!.filename).toBe(`booking-${placed.booking.reference}.ics`)
		const calendar = Buffer.from(ics!.content, 'base64').toString('utf8')
		// Morning 8am-11am on 26 November 2026 in Adelaide (ACDT, +10:30)
		expect(calendar).toContain('DTSTART:20261125T213000Z\r\n')
		expect(calendar).toContain('DTEND:20261126T003000Z\r\n')
		expect(calendar).toContain(`UID:${placed.booking.reference}@localhost`)
		expect(calendar).toMatch(/^BEGIN:VCALENDAR\r\n[\s\S]*END:VCALENDAR\r\n$/)
		expect(calendar.split('\r\n').every((line) => Buffer.byteLength(line) <= 75)).toBe(true)

		expect(owner.subject).toBe(`New booking ${placed.booking.reference}: Thursday 26 November 2026, Morning 8am-11am`)
		expect(owner.body_text).toContain('Phone: 0412 345 678')
		expect(owner.body_text).toContain('Vehicle: ABC123 (VIC), Silver Toyota Corolla')
		expect(owner.body_text).toContain('Tyre positions: Front left, Front right')
	})

	test('without an ABN the e-mail is an invoice, not a tax invoice', async () => {
		const db = getDb()
		await db.deleteFrom('settings').where('key', '=', 'abn').execute()
		const tyre = await stockedTyre(db, { offset: 1 })
		await setSlotCapacity(db, OPEN_DATE, 'lunch', 3)
		const placed = await placeBooking(db, bookingRequest({ tyreId: tyre.id, selectedSlot: 'lunch' }), { now: NOW, timeZone: TZ })
		if (!placed.ok) throw new Error(placed.problem.message)
		const before = await lastOutboxId()
		await confirmBooking(db, placed.booking.reference, { now: NOW })
		const [customer] = await outboxSince(before)
		expect(customer!.body_text).not.toContain('TAX INVOICE')
		expect(customer!.body_text).toContain('INVOICE')
	})
})
