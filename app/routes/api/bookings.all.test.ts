import { describe, expect, test } from 'vitest'
import { callApi } from '#tests/admin-fixtures'
import { morningBooking as placed } from '#tests/fixtures/booking'
import * as all from './bookings.all'
import * as one from './bookings.$id'
import * as status from './bookings.$id.status'
import * as backendList from './booking-backend.status.$status'

describe('/api/bookings (admin)', () => {
	test('all, status and delete, with the spec admin view', async () => {
		const booking = await placed(0)
		const listed = await callApi(all, { path: '/api/bookings/all' })
		expect(listed.status).toBe(200)
		const mine = listed.body.bookings.find((b: { _id: number }) => b._id === booking.id)
		expect(mine).toMatchObject({ orderId: booking.reference, status: 'pending', customer: { firstName: 'Ada' }, cart: [expect.objectContaining({ quantity: 2 })] })
		expect(typeof mine.finalAmount).toBe('number')

		const patched = await callApi(status, { method: 'PATCH', path: `/api/bookings/${booking.id}/status`, params: { id: String(booking.id) }, json: { status: 'delivered' } })
		expect(patched).toMatchObject({ status: 200, body: { success: true, booking: { _id: booking.id, status: 'delivered' } } })

		const removed = await callApi(one, { method: 'DELETE', path: `/api/bookings/${booking.id}`, params: { id: String(booking.id) } })
		expect(removed).toEqual({ status: 200, body: { success: true, message: 'Booking deleted.' } })
		expect((await callApi(one, { method: 'DELETE', path: `/api/bookings/${booking.id}`, params: { id: String(booking.id) } })).status).toBe(404)
	})

	test('bad input is a 4xx with a message', async () => {
		const booking = await placed(1)
		const id = String(booking.id)
		const cases = [
			await callApi(status, { method: 'PATCH', path: `/api/bookings/${id}/status`, params: { id }, json: { status: 'shipped' } }),
			await callApi(status, { method: 'PATCH', path: `/api/bookings/${id}/status`, params: { id }, json: '{broken' }),
			await callApi(status, { method: 'PATCH', path: '/api/bookings/abc/status', params: { id: 'abc' }, json: { status: 'delivered' } }),
			await callApi(status, { method: 'PUT', path: `/api/bookings/${id}/status`, params: { id }, json: { status: 'delivered' } }),
			await callApi(one, { method: 'DELETE', path: '/api/bookings/0', params: { id: '0' } }),
			await callApi(all, { path: '/api/bookings/all?page=0' }),
			await callApi(all, { path: '/api/bookings/all?limit=9999' }),
			await callApi(backendList, { path: '/api/booking-backend/status/lost', params: { status: 'lost' } }),
		]
		for (const answer of cases) {
			expect(answer.status).toBeGreaterThanOrEqual(400)
			expect(answer.status).toBeLessThan(500)
			expect(typeof answer.body.error).toBe('string')
		}
		const after = await callApi(all, { path: `/api/bookings/all?q=${booking.reference}` })
		expect(after.body.bookings[0]).toMatchObject({ _id: booking.id, status: 'pending' })
	})

})
