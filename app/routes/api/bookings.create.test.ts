import { describe, expect, test } from 'vitest'
import { callRoute } from '#tests/helpers/routes'
import { customerBookings } from '#app/domain/accounts/customer-bookings.server'
import { getDb } from '#app/lib/db.server'
import { NOW, setSlotCapacity, stockedTyre, upcomingWednesday } from '#tests/fixtures/booking'
import * as create from '#app/routes/api/bookings.create'
import { customer, json, run } from '#tests/fixtures/customer-bookings'

// Customer bookings: the account's list, the booking endpoints, finding a
// booking by reference and e-mail, and moving or cancelling it from its signed link.

describe('POST /api/bookings/create', () => {
	function post(body: unknown, cookie?: string) {
		return new Request('http://localhost:3000/api/bookings/create', {
			method: 'POST',
			headers: { 'Content-Type': 'application/json', ...(cookie ? { Cookie: cookie } : {}) },
			body: typeof body === 'string' ? body : JSON.stringify(body),
		})
	}

	test('books for the logged-in customer at the server’s price, and refuses what it must', async () => {
		const db = getDb()
		const me = await customer('Jo Citizen')
		const other = await customer()
		const tyre = await stockedTyre(db, { minStock: 6, offset: 4 })
		const date = upcomingWednesday(new Date(), 2)
		const body = {
			user: me.id,
			phone: me.local,
			tyre: tyre.id,
			quantity: 2,
			address: { address: '3 Elm St', suburb: 'Clayton', postcode: '3168' },
			email: 'jo@example.com',
			selectedDate: date,
			selectedTime: 'lunch',
			selectedTyres: ['front-left', 'front-right'],
		}
		expect(await json(await run(create.action as never, post(body)))).toEqual({ status: 401, body: { message: 'Please login first' } })
		expect((await json(await run(create.action as never, post({ ...body, user: other.id }, me.cookie)))).status).toBe(403)
		expect((await json(await run(create.action as never, post({ ...body, phone: other.local }, me.cookie)))).status).toBe(403)
		for (const bad of [{ ...body, quantity: 9 }, { ...body, selectedDate: 'soon' }, { ...body, address: { address: '3 Elm St', suburb: 'Clayton', postcode: '31' } }, { ...body, paymentMethod: 'Card' }, '{oops']) {
			expect((await json(await run(create.action as never, post(bad, me.cookie)))).status).toBe(400)
		}
		const made = await json(await run(create.action as never, post(body, me.cookie)))
		expect(made.status).toBe(201)
		const row = await db.selectFrom('bookings').selectAll().where('reference', '=', made.body.booking.reference).executeTakeFirstOrThrow()
		expect(row).toMatchObject({ user_id: me.id, first_name: 'Jo', last_name: 'Citizen', phone: me.phone, selected_date: date, selected_slot: 'lunch', payment_method: 'pay_on_the_day' })
		expect(row.subtotal).toBe(tyre.price_2! * 2)
		expect((await customerBookings(db, me)).map((b) => b.reference)).toContain(row.reference)
	})

	test('counts against the booking limit of the client’s address like the checkout: the 41st in ten minutes is a 429', async () => {
		const db = getDb()
		const me = await customer('Rae Limit')
		const tyre = await stockedTyre(db, { minStock: 2, offset: 5 })
		const date = upcomingWednesday(NOW, 3)
		await setSlotCapacity(db, date, 'morning', 0) // each attempt is refused after it is counted; nothing is booked
		const body = { phone: me.local, tyre: tyre.id, quantity: 1, address: { address: '3 Elm St', suburb: 'Clayton', postcode: '3168' }, email: 'rae@example.com', selectedDate: date, selectedTime: 'morning', selectedTyres: ['front-left'] }
		const fromOneAddress = async () => await callRoute(create.action, post(body, me.cookie), { clientIp: '203.0.113.90' })
		for (let i = 0; i < 40; i++) expect((await fromOneAddress()).status).toBe(409)
		const refused = await fromOneAddress()
		expect(refused.status).toBe(429)
		expect(Number(refused.headers.get('Retry-After'))).toBeGreaterThan(9 * 60)
		expect(await refused.json()).toEqual({ message: 'Too many bookings from here. Please try again in 10 minutes, or call us.' })
	})
})
