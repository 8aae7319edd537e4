import { describe, expect, test } from 'vitest'
import { LOOKUP_MESSAGES } from '#app/domain/booking/booking-lookup.server'
import { orderLinkPath } from '#app/domain/booking/order-link.server'
import { getDb } from '#app/lib/db.server'
import { OPEN_DATE, setSlotCapacity, stockedTyre } from '#tests/fixtures/booking'
import * as find from '#app/routes/booking/find'
import { placed, run } from '#tests/fixtures/customer-bookings'

// Customer bookings: the account's list, the booking endpoints, finding a
// booking by reference and e-mail, and moving or cancelling it from its signed link.

describe('finding, moving and cancelling a booking', () => {
	test('find by reference and e-mail: one answer for an unknown reference and a wrong e-mail', async () => {
		const db = getDb()
		const tyre = await stockedTyre(db, { minStock: 4, offset: 6 })
		await setSlotCapacity(db, OPEN_DATE, 'lunch', 10)
		const booking = await placed({ tyreId: tyre.id, quantity: 1, selectedSlot: 'lunch', customer: { firstName: 'Lee', lastName: 'K', phone: '0412 000 111', email: 'Lee@Example.com' } })
		const submit = async (fields: Record<string, string>) => {
			const result = await run(find.action as never, new Request('http://localhost:3000/booking/find', { method: 'POST', body: new URLSearchParams(fields) }))
			if (result instanceof Response) return { status: result.status, location: result.headers.get('Location'), error: null }
			const value = result as { data: { result: { error: Record<string, string[]> } }; init: { status: number } }
			return { status: value.init.status, location: null, error: value.data.result.error[''] ?? Object.values(value.data.result.error)[0] }
		}
		const found = await submit({ reference: booking.reference.toLowerCase(), email: ' lee@example.com ' })
		expect(found).toMatchObject({ status: 303, location: await orderLinkPath(db, booking.reference) })
		const wrongEmail = await submit({ reference: booking.reference, email: 'someone@example.com' })
		const unknown = await submit({ reference: 'BK-ZZZZZZ', email: 'lee@example.com' })
		expect(wrongEmail).toMatchObject({ status: 400, error: [LOOKUP_MESSAGES.notFound] })
		expect(unknown).toEqual(wrongEmail)
		expect((await submit({ reference: 'nope', email: 'x' })).status).toBe(400)
	})
})
