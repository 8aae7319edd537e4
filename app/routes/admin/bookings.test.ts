import { describe, expect, test } from 'vitest'
import { adminLoad, adminPost } from '#tests/admin-fixtures'
import { morningBooking as placed } from '#tests/fixtures/booking'
import * as tab from './bookings'

describe('/admin/bookings (the tab, as plain forms)', () => {
	async function post(fields: Record<string, string>) {
		return adminPost(tab, '/admin/bookings', fields)
	}

	test('lists by sub-tab, marks delivered, and deletes after the confirm step', async () => {
		const booking = await placed(3)
		const page = async (query: string) => (await adminLoad(tab, `/admin/bookings${query}`)).data
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
