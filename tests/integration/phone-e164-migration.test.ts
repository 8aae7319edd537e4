import { describe, expect, test } from 'vitest'
import { placeBooking } from '#app/domain/booking/place-booking.server'
import { getDb } from '#app/lib/db.server'
import * as migration0009 from '#migrations/0009_phone_e164'
import { bookingRequest, NOW, OPEN_DATE, setSlotCapacity, stockedTyre, TZ } from '#tests/fixtures/booking'

describe('migration 0009', () => {
	test('writes every booking phone and account phone once in E.164', async () => {
		const db = getDb()
		const tyre = await stockedTyre(db)
		await setSlotCapacity(db, OPEN_DATE, 'lunch', 10)
		const ids: number[] = []
		for (const _ of [1, 2, 3]) {
			const placed = await placeBooking(db, bookingRequest({ tyreId: tyre.id, quantity: 1, selectedSlot: 'lunch' }), { now: NOW, timeZone: TZ })
			if (!placed.ok) throw new Error(placed.problem.message)
			ids.push(placed.booking.id)
		}
		const { id: userId } = await db.insertInto('users').values({ name: 'Old Row', phone: '0412 000 999', password_hash: 'x', is_verified: 1 }).returning('id').executeTakeFirstOrThrow()

		// the rows as they were before: phones as typed, no E.164 column
		await migration0009.down(db)
		const typed = ['+61 (0)412-345-001', '(03) 9555 1234', 'not a phone']
		for (const [i, id] of ids.entries()) await db.updateTable('bookings').set({ phone: typed[i]! } as never).where('id', '=', id).execute()
		await migration0009.up(db)

		const rows = await db.selectFrom('bookings').select(['id', 'phone', 'phone_e164']).where('id', 'in', ids).orderBy('id').execute()
		expect(rows.map((r) => [r.phone, r.phone_e164])).toEqual([
			['+61 (0)412-345-001', '+61412345001'],
			['(03) 9555 1234', '+61395551234'],
			['not a phone', null],
		])
		const user = await db.selectFrom('users').select('phone').where('id', '=', userId).executeTakeFirstOrThrow()
		expect(user.phone).toBe('+61412000999')
	})
})
