import { describe, expect, test } from 'vitest'
import { cancelBooking, placeBooking } from '#app/domain/booking/place-booking.server'
import { confirmBooking } from '#app/domain/booking/booking-notices.server'
import { LOW_STOCK_LEVEL } from '#app/domain/catalogue/tyre-schema'
import { loadDaySheet, loadPickList } from '#app/domain/day/day-sheet.server'
import { getDb } from '#app/lib/db.server'
import { bookingRequest, NOW, OPEN_DATE, setSlotCapacity, stockedTyre, TZ } from '#tests/fixtures/booking'
import { findAdminTyres, tyresHeldForBookings } from './tyre-admin.server'

const clock = { now: NOW, timeZone: TZ }

describe('admin tyre search and low stock', () => {
	test('every word must match the brand, model or size; a size may be typed without / and R', async () => {
		const db = getDb()
		const tyre = await stockedTyre(db, { minStock: 1, offset: 2 })
		const byWords = await findAdminTyres(db, { q: `${tyre.brand.toLowerCase()} ${tyre.size}` })
		expect(byWords.total).toBeGreaterThan(0)
		expect(byWords.rows.every((r) => r.brand === tyre.brand && r.size === tyre.size)).toBe(true)
		const digits = await findAdminTyres(db, { q: `${tyre.width}${tyre.profile}${tyre.rim}` })
		expect(digits.rows.map((r) => r.id)).toContain(tyre.id)
		expect(digits.rows.every((r) => r.size === `${tyre.width}/${tyre.profile}R${tyre.rim}`)).toBe(true)
		expect((await findAdminTyres(db, { q: 'no-such-tyre-anywhere' })).total).toBe(0)
		// a % or _ is a character, not a wildcard
		expect((await findAdminTyres(db, { q: '%' })).total).toBe(0)
	})

	test('words and sizes match exactly: "pilot sport 5" finds Pilot Sport 5 only', async () => {
		const db = getDb()
		const add = (model: string, width: number, profile: number, rim: number, slug: string) =>
			db
				.insertInto('tyres')
				.values({ brand: 'Searchtest', model, width, profile, rim, size: `${width}/${profile}R${rim}`, load_speed_rating: '95Y', price_incl_gst: 30000, stock: 4, slug })
				.returning('id')
				.executeTakeFirstOrThrow()
		const five = await add('Pilot Sport 5', 225, 45, 17, 'searchtest-ps5')
		const four = await add('Pilot Sport 4', 255, 35, 19, 'searchtest-ps4')
		const fourS = await add('Pilot Sport 4S', 245, 45, 18, 'searchtest-ps4s')
		const ids = async (q: string) => (await findAdminTyres(db, { q: `searchtest ${q}` })).rows.map((r) => r.id).sort((a, b) => a - b)
		expect(await ids('pilot sport 5')).toEqual([five.id])
		expect(await ids('PILOT SPORT 4')).toEqual([four.id])
		expect(await ids('sport 4s')).toEqual([fourS.id])
		expect(await ids('pilot spo')).toEqual([])
		expect(await ids('45')).toEqual([five.id, fourS.id])
		expect(await ids('255/35R19')).toEqual([four.id])
		expect(await ids('245/45')).toEqual([fourS.id])
		expect(await ids('18')).toEqual([fourS.id])
		expect(await ids('95y')).toEqual([five.id, four.id, fourS.id])
	})

	test('low stock lists only tyres at the low level or below', async () => {
		const db = getDb()
		const tyre = await stockedTyre(db, { minStock: 1, offset: 4 })
		await db.updateTable('tyres').set({ stock: LOW_STOCK_LEVEL }).where('id', '=', tyre.id).execute()
		const low = await findAdminTyres(db, { low: '1' })
		expect(low.rows.map((r) => r.id)).toContain(tyre.id)
		expect(low.rows.every((r) => r.stock <= LOW_STOCK_LEVEL)).toBe(true)
		const all = await findAdminTyres(db, {})
		expect(all.total).toBeGreaterThan(low.total)
	})
})

describe('tyres held for bookings, and the pick list', () => {
	test('counts confirmed bookings still to do from a date on; not cancelled, unconfirmed or done ones', async () => {
		const db = getDb()
		const tyre = await stockedTyre(db, { minStock: 12, offset: 9 })
		await setSlotCapacity(db, OPEN_DATE, 'afternoon', 9)
		const place = async (quantity: number, confirm = true) => {
			const result = await placeBooking(db, bookingRequest({ tyreId: tyre.id, quantity, selectedSlot: 'afternoon' }), clock)
			if (!result.ok) throw new Error(result.problem.message)
			if (confirm) await confirmBooking(db, result.booking.reference, { now: NOW })
			return result.booking
		}
		const before = (await tyresHeldForBookings(db, [tyre.id], '2026-11-24')).get(tyre.id) ?? 0
		await place(2)
		await place(1, false)
		const cancelled = await place(3)
		await cancelBooking(db, cancelled.id, NOW)
		const done = await place(1)
		await db.updateTable('bookings').set({ status: 'delivered' }).where('id', '=', done.id).execute()
		expect((await tyresHeldForBookings(db, [tyre.id], '2026-11-24')).get(tyre.id)).toBe(before + 2)
		expect((await tyresHeldForBookings(db, [tyre.id], '2026-11-27')).get(tyre.id) ?? 0).toBe(0)

		const sheet = await loadDaySheet(db, OPEN_DATE, clock)
		const row = (await loadPickList(db, sheet)).find((r) => r.tyreId === tyre.id)!
		const { stock } = await db.selectFrom('tyres').select('stock').where('id', '=', tyre.id).executeTakeFirstOrThrow()
		expect(row).toMatchObject({ inStock: stock, onShelf: stock + before + 2, shortBy: 0 })
		expect(row.needed).toBeGreaterThanOrEqual(2)
	})
})
