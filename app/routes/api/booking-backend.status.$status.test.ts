import { describe, expect, test } from 'vitest'
import { callApi } from '#tests/admin-fixtures'
import { morningBooking as placed } from '#tests/fixtures/booking'
import * as backendList from './booking-backend.status.$status'
import * as backendOne from './booking-backend.$id'
import * as backendStatus from './booking-backend.$id.status'

describe('/api/bookings (admin)', () => {
	test('the booking-backend family: list by status, PUT status, DELETE', async () => {
		const booking = await placed(2)
		const id = String(booking.id)
		const pending = await callApi(backendList, { path: '/api/booking-backend/status/pending', params: { status: 'pending' } })
		expect(pending.body.bookings.map((b: { _id: number }) => b._id)).toContain(booking.id)
		expect((await callApi(backendStatus, { method: 'PUT', path: `/api/booking-backend/${id}/status`, params: { id }, json: { status: 'delivered' } })).body.booking.status).toBe('delivered')
		const delivered = await callApi(backendList, { path: '/api/booking-backend/status/delivered', params: { status: 'delivered' } })
		expect(delivered.body.bookings.map((b: { _id: number }) => b._id)).toContain(booking.id)
		expect((await callApi(backendOne, { method: 'DELETE', path: `/api/booking-backend/${id}`, params: { id } })).status).toBe(200)
		expect((await callApi(backendOne, { method: 'DELETE', path: `/api/booking-backend/${id}`, params: { id } })).status).toBe(404)
	})
})
