import { describe, expect, test } from 'vitest'
import { orderLinkPath, signedOrderPath } from '#app/domain/booking/order-link.server'
import { CHANGE_MESSAGES } from '#app/domain/booking/booking-changes.server'
import { getDb } from '#app/lib/db.server'
import { takeToast } from '#app/lib/toast.server'
import { setSlotCapacity, stockedTyre, TZ, upcomingWednesday } from '#tests/fixtures/booking'
import { get, placed, run } from '#tests/fixtures/customer-bookings'
import { call, cartWith, request, validForm } from '#tests/fixtures/checkout-pages'
import { routeAnswer, runLoader } from '#tests/helpers/routes'
import * as checkoutRoute from './checkout'
import * as order from './order'

// A link whose fitting date + 30 days is long past (2020) is expired whatever today is.
test('/order with an expired link answers 410 with a clear message, and shows no booking', async () => {
	const answer = await runLoader(order.loader, signedOrderPath('BK-7K2M9Q', '2020-01-01'))
	expect(answer.status).toBe(410)
	expect(await answer.json()).toMatch(/^This booking link has expired\./)
})

test('/order with a forged link answers 404 with a clear message', async () => {
	const forged = signedOrderPath('BK-7K2M9Q', '2020-01-01').replace(/exp=[^&]+/, 'exp=2099-01-01')
	const outcome = await routeAnswer(order.loader, request(forged))
	expect(outcome.status).toBe(404)
	expect(outcome.body).toMatch(/^This booking link is not valid\./)
})

describe('/order', () => {
	test('only a signed reference opens a booking', async () => {
		expect(await call(order.loader as never, request('/order'))).toMatchObject({ status: 303, location: '/' })
		// a forged link says it is not valid (404) instead of quietly going home
		expect(await call(order.loader as never, request('/order?ref=BK-AAAAAAA&sig=forged'))).toMatchObject({ status: 404 })
		expect(await call(order.loader as never, request('/order', { cookie: 'order=BK-AAAAAAA' }))).toMatchObject({ status: 303, location: '/' })
		const { cookie } = await cartWith(4)
		const form = await validForm()
		await call(checkoutRoute.action as never, request('/checkout', { cookie, form }))
		const booking = await getDb().selectFrom('bookings').select('reference').where('idempotency_key', '=', form.idempotencyKey).executeTakeFirstOrThrow()
		const viaLink = await call(order.loader as never, request((await orderLinkPath(getDb(), booking.reference))!))
		expect((viaLink.body as { booking: { reference: string } }).booking.reference).toBe(booking.reference)
	})
})

describe('finding, moving and cancelling a booking', () => {
	test('the order page offers the change from a signed link and carries it out as plain forms', async () => {
		const db = getDb()
		const tyre = await stockedTyre(db, { minStock: 4, offset: 10 })
		const date = upcomingWednesday(new Date(), 1)
		await setSlotCapacity(db, date, 'morning', 5)
		await setSlotCapacity(db, date, 'afternoon', 5)
		const booking = await placed({ tyreId: tyre.id, quantity: 1, selectedDate: date, selectedSlot: 'morning' }, { when: { now: new Date(), timeZone: TZ } })
		const link = (await orderLinkPath(db, booking.reference))!
		type PickerPage = { data: { changeable: boolean; picker: { selectedDate: string | null; days: { date: string; slots: Record<string, number> | null }[] } } }
		const page = (await run(order.loader as never, get(`${link}&date=${date}`))) as PickerPage
		expect(page.data.changeable).toBe(true)
		// the booking's own day, with its own window not to be chosen again
		expect(page.data.picker.selectedDate).toBe(date)
		// counted in jobs of this booking's own work: one tyre, 15 minutes, so 20 fit in 5 hours
		expect(page.data.picker.days.find((d) => d.date === date)?.slots).toMatchObject({ morning: 0, afternoon: 20 })
		const opened = (await run(order.loader as never, get(link))) as PickerPage
		expect(opened.data.picker.selectedDate).not.toBeNull()

		const post = (fields: Record<string, string>, path = link) => run(order.action as never, new Request(`http://localhost:3000${path}`, { method: 'POST', body: new URLSearchParams(fields) }))
		const moved = (await post({ intent: 'reschedule', date, slot: 'afternoon' })) as Response
		expect(moved.status).toBe(303)
		expect(moved.headers.get('Location')).toBe(link)
		const toast = (await takeToast(new Request('http://x', { headers: { Cookie: moved.headers.getSetCookie().map((c) => c.split(';')[0]).join('; ') } }))).toast
		expect(toast).toMatchObject({ type: 'success', title: CHANGE_MESSAGES.rescheduled })
		const bad = (await post({ intent: 'reschedule', date: 'tomorrow', slot: 'morning' })) as Response
		expect(bad.headers.get('Location')).toBe(`${link}#change`)
		const forged = (await post({ intent: 'cancel' }, `/order?ref=${booking.reference}&sig=forged`)) as Response
		expect(forged.headers.get('Location')).toBe('/')
		expect((await db.selectFrom('bookings').select('status').where('id', '=', booking.id).executeTakeFirstOrThrow()).status).toBe('pending')
		const cancelled = (await post({ intent: 'cancel' })) as Response
		expect(cancelled.headers.get('Location')).toBe(link)
		expect((await db.selectFrom('bookings').select('status').where('id', '=', booking.id).executeTakeFirstOrThrow()).status).toBe('cancelled')
		const after = (await run(order.loader as never, get(link))) as { data: { changeable: boolean } }
		expect(after.data.changeable).toBe(false)
	})
})
