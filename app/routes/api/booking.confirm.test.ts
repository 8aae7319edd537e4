import { describe, expect, test } from 'vitest'
import { CHECKOUT_MESSAGES } from '#app/domain/booking/checkout-schema'
import { getDb } from '#app/lib/db.server'
import { stockedTyre } from '#tests/fixtures/booking'
import { call, openDate, request } from '#tests/fixtures/checkout-pages'
import * as bookingConfirm from './booking.confirm'

// Called as React Router calls it: a real Request in, a Response out.

describe('JSON endpoints', () => {
	test('POST /api/booking/confirm books from the spec payload, ignores the client total, and refuses bad input', async () => {
		const db = getDb()
		const tyre = await stockedTyre(db, { minStock: 6, offset: 7 })
		const payload = {
			cart: [{ tyre: tyre.id, quantity: 2 }],
			form: { vehicleDetails: 'XYZ789', make: 'Mazda', model: '3' },
			formNew: { firstName: 'Sam', lastName: 'Lee', phone: '0400 111 222', email: 'sam@example.com' },
			formData: { address: '1 High St', suburb: 'Berwick', postcode: '3806' },
			selectedTyres: ['front-left', 'front-right'],
			selectedDate: await openDate(),
			selectedTime: 'afternoon',
			total: 1,
			finalAmount: 1,
			terms: true,
		}
		const answer = await call(bookingConfirm.action as never, request('/api/booking/confirm', { json: payload }))
		expect(answer.status, JSON.stringify(answer.body)).toBe(201)
		const body = answer.body as { reference: string; finalAmount: number }
		expect(body.finalAmount).toBe((tyre.price_2! * 2 + (tyre.price_2! * 2 < 15000 ? 1000 : 0)) / 100)
		const stored = await db.selectFrom('bookings').selectAll().where('reference', '=', body.reference).executeTakeFirstOrThrow()
		expect(stored.final_amount).toBe(body.finalAmount * 100)

		const bad = await call(bookingConfirm.action as never, request('/api/booking/confirm', { json: { ...payload, selectedDate: 'soon' } }))
		expect(bad.status).toBe(400)
		expect((bad.body as { error: string }).error).toBe(CHECKOUT_MESSAGES.slot)
		expect((await call(bookingConfirm.action as never, request('/api/booking/confirm', { json: '{"cart":' }))).status).toBe(400)
	})
})
