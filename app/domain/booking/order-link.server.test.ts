import crypto from 'node:crypto'
import { describe, expect, test } from 'vitest'
import { getDb } from '#app/lib/db.server'
import { getEnv } from '#app/lib/env.server'
import { bookingRequest, NOW, OPEN_DATE, setSlotCapacity, stockedTyre, TZ } from '#tests/fixtures/booking'
import { readOrderAccess } from '#app/routes/booking/order-access.server'
import { checkOrderLink, orderLinkPath, signedOrderPath } from './order-link.server'
import { placeBooking } from './place-booking.server'

// A signed booking link opens its booking until the fitting date + 30 days, and not after.

const at = (iso: string) => ({ now: new Date(iso), timeZone: TZ })
function params(path: string) {
	const url = new URL(path, 'http://localhost:3000')
	return { ref: url.searchParams.get('ref'), exp: url.searchParams.get('exp'), sig: url.searchParams.get('sig') }
}

async function aBooking() {
	const db = getDb()
	const tyre = await stockedTyre(db, { offset: 3 })
	await setSlotCapacity(db, OPEN_DATE, 'afternoon', 10)
	const result = await placeBooking(db, bookingRequest({ tyreId: tyre.id, quantity: 1, selectedSlot: 'afternoon' }), { now: NOW, timeZone: TZ })
	if (!result.ok) throw new Error(result.problem.message)
	return result.booking.reference
}

describe('signed booking links expire', () => {
	test('a link carries its expiry, fitting date + 30 days, inside the signature', async () => {
		const path = signedOrderPath('BK-7K2M9Q', '2026-11-26')
		const link = params(path)
		expect(link.exp).toBe('2026-12-26')
		const db = getDb()
		// the last day, in the shop's time zone, and the day after
		expect(await checkOrderLink(db, link, at('2026-12-26T12:00:00Z'))).toEqual({ ok: true, reference: 'BK-7K2M9Q' })
		expect(await checkOrderLink(db, link, at('2026-12-26T14:00:00Z'))).toEqual({ ok: false, reason: 'expired' }) // 27 Dec 00:30 in Adelaide
		// moving the expiry breaks the signature
		expect(await checkOrderLink(db, { ...link, exp: '2099-01-01' }, at('2026-12-27T00:00:00Z'))).toEqual({ ok: false, reason: 'invalid' })
		expect(await checkOrderLink(db, { ...link, exp: null }, at('2026-12-01T00:00:00Z'))).toEqual({ ok: false, reason: 'invalid' })
		expect(await checkOrderLink(db, { ...link, ref: 'BK-AAAAAA' }, at('2026-12-01T00:00:00Z'))).toEqual({ ok: false, reason: 'invalid' })
	})

	test('the link made for a booking follows its current fitting date', async () => {
		const reference = await aBooking()
		const path = (await orderLinkPath(getDb(), reference))!
		expect(params(path).exp).toBe('2026-12-26')
		expect(await orderLinkPath(getDb(), 'BK-ZZZZZZ')).toBeNull()
	})

	test('a link sent before links expired still opens its booking until its fitting date + 30 days', async () => {
		const reference = await aBooking()
		const legacy = crypto.createHmac('sha256', getEnv().sessionSecret).update(`order:${reference}`).digest('base64url').slice(0, 32)
		const db = getDb()
		expect(await checkOrderLink(db, { ref: reference, exp: null, sig: legacy }, at('2026-12-20T00:00:00Z'))).toEqual({ ok: true, reference })
		expect(await checkOrderLink(db, { ref: reference, exp: null, sig: legacy }, at('2026-12-27T00:00:00Z'))).toEqual({ ok: false, reason: 'expired' })
		expect(await checkOrderLink(db, { ref: reference, exp: null, sig: 'y'.repeat(32) }, at('2026-12-20T00:00:00Z'))).toEqual({ ok: false, reason: 'invalid' })
	})

	test('an expired link opens nothing, and the page is told why', async () => {
		const reference = await aBooking()
		const path = (await orderLinkPath(getDb(), reference))!
		const request = new Request(`http://localhost:3000${path}`)
		expect(await readOrderAccess(request, { now: new Date('2026-12-20T00:00:00Z') })).toEqual({ reference, from: 'url' })
		expect(await readOrderAccess(request, { now: new Date('2027-01-05T00:00:00Z') })).toEqual({ reference: null, link: 'expired' })
	})
})
