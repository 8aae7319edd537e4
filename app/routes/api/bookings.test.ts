import { describe, expect, test } from 'vitest'
import { confirmBooking } from '#app/domain/booking/booking-notices.server'
import { placeBooking } from '#app/domain/booking/place-booking.server'
import { getDb } from '#app/lib/db.server'
import { takeToast } from '#app/lib/toast.server'
import { adminAuthHeader, callApi, outcomeOf } from '#tests/admin-fixtures'
import { bookingRequest, NOW, OPEN_DATE, setSlotCapacity, stockedTyre, TZ } from '#tests/fixtures/booking'
import * as tab from '../admin/bookings'
import * as all from './bookings.all'
import * as one from './bookings.$id'
import * as status from './bookings.$id.status'
import * as backendList from './booking-backend.status.$status'
import * as backendOne from './booking-backend.$id'
import * as backendStatus from './booking-backend.$id.status'

async function placed(offset: number) {
	const db = getDb()
	const tyre = await stockedTyre(db, { minStock: 6, offset })
	await setSlotCapacity(db, OPEN_DATE, 'morning', 20)
	const result = await placeBooking(db, bookingRequest({ tyreId: tyre.id, quantity: 2, selectedSlot: 'morning' }), { now: NOW, timeZone: TZ })
	if (!result.ok) throw new Error(result.problem.message)
	await confirmBooking(db, result.booking.reference, { now: NOW })
	return result.booking
}

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

describe('/admin/bookings (the tab, as plain forms)', () => {
	async function post(fields: Record<string, string>) {
		const form = new FormData()
		for (const [k, v] of Object.entries(fields)) form.set(k, v)
		const request = new Request('http://localhost:3000/admin/bookings', { method: 'POST', headers: await adminAuthHeader(), body: form })
		const outcome = await outcomeOf(() => tab.action({ request, params: {}, context: {} } as never))
		const cookie = outcome.response?.headers.getSetCookie().map((c) => c.split(';')[0]).join('; ') ?? ''
		const toast = cookie ? (await takeToast(new Request('http://x', { headers: { Cookie: cookie } }))).toast : null
		return { ...outcome, location: outcome.response?.headers.get('Location') ?? null, toast }
	}

	test('lists by sub-tab, marks delivered, and deletes after the confirm step', async () => {
		const booking = await placed(3)
		const headers = await adminAuthHeader()
		const page = async (query: string) =>
			(await outcomeOf(() => tab.loader({ request: new Request(`http://localhost:3000/admin/bookings${query}`, { headers }), params: {}, context: {} } as never))).data
		const pending = await page(`?status=pending&q=${booking.reference}`)
		expect(pending.bookings.map((b: { id: number }) => b.id)).toEqual([booking.id])
		const confirming = await page(`?status=pending&q=${booking.reference}&delete=${booking.id}`)
		expect(confirming.confirming).toEqual({ id: booking.id, reference: booking.reference })

		const delivered = await post({ intent: 'deliver', id: String(booking.id), redirectTo: '/admin/bookings?status=pending' })
		expect(delivered).toMatchObject({ location: '/admin/bookings?status=pending', toast: { type: 'success', title: 'Booking marked as delivered.' } })
		const again = await post({ intent: 'deliver', id: String(booking.id) })
		expect(again.toast).toMatchObject({ type: 'error', title: 'Only a pending booking can be marked delivered.' })
		expect((await page(`?status=delivered&q=${booking.reference}`)).bookings.map((b: { id: number }) => b.id)).toEqual([booking.id])

		const deleted = await post({ intent: 'delete', id: String(booking.id), redirectTo: 'https://evil.example/' })
		expect(deleted.location).toBe('/admin/bookings')
		expect(deleted.toast).toMatchObject({ type: 'success', title: 'Booking deleted.' })
		expect((await post({ intent: 'delete', id: 'x' })).toast).toMatchObject({ type: 'error' })
		expect((await page('?status=nonsense&page=-4')).status).toBe('pending')
	})
})
