import { describe, expect, test } from 'vitest'
import { customerBookings } from '#app/domain/accounts/customer-bookings.server'
import { confirmBooking } from '#app/domain/booking/booking-notices.server'
import { placeBooking } from '#app/domain/booking/place-booking.server'
import { getDb } from '#app/lib/db.server'
import { bookingRequest, NOW, OPEN_DATE, setSlotCapacity, stockedTyre } from '#tests/fixtures/booking'
import * as accountBookings from '#app/routes/account/bookings'
import * as userBookings from '#app/routes/api/bookings.user'
import { clock, customer, get, json, placed, run } from '#tests/fixtures/customer-bookings'

// Customer bookings: the account's list, the booking endpoints, finding a
// booking by reference and e-mail, and moving or cancelling it from its signed link.

describe('a customer sees their own bookings', () => {
	test('matched by account or by the mobile number typed at checkout in any form; never another customer’s', async () => {
		const db = getDb()
		const tyre = await stockedTyre(db, { minStock: 10 })
		await setSlotCapacity(db, OPEN_DATE, 'morning', 10)
		const me = await customer()
		const other = await customer('Other Person')
		const typed = `${me.local.slice(0, 4)} ${me.local.slice(4, 7)} ${me.local.slice(7)}`
		const mine = await placed({ tyreId: tyre.id, quantity: 1, customer: { firstName: 'Sam', lastName: 'Driver', phone: typed, email: 'sam@example.com' } })
		const mineIntl = await placed({ tyreId: tyre.id, quantity: 1, customer: { firstName: 'Sam', lastName: 'Driver', phone: `+61 ${me.local.slice(1)}`, email: 'sam@example.com' } })
		const theirs = await placed({ tyreId: tyre.id, quantity: 1, customer: { firstName: 'O', lastName: 'P', phone: other.local, email: 'o@example.com' } })
		const unconfirmed = await placed({ tyreId: tyre.id, quantity: 1, customer: { firstName: 'Sam', lastName: 'Driver', phone: me.local, email: 'sam@example.com' } }, { confirm: false })

		const refs = (await customerBookings(db, me)).map((b) => b.reference)
		expect(refs).toEqual(expect.arrayContaining([mine.reference, mineIntl.reference]))
		expect(refs).not.toContain(theirs.reference)
		expect(refs).not.toContain(unconfirmed.reference)

		// the page
		const page = (await run(accountBookings.loader as never, get('/account/bookings', me.cookie))) as { bookings: { reference: string; link: string }[] }
		expect(page.bookings.map((b) => b.reference)).toEqual(expect.arrayContaining([mine.reference]))
		expect(page.bookings[0]!.link).toMatch(/^\/order\?ref=BK-.+&sig=/)
		const anonymous = (await run(accountBookings.loader as never, get('/account/bookings'))) as Response
		expect(anonymous.status).toBe(303)
		expect(anonymous.headers.get('Location')).toBe('/account/login?redirectTo=%2Faccount%2Fbookings')

		// GET /api/bookings/user
		const own = await json(await run(userBookings.loader as never, get(`/api/bookings/user?phone=${encodeURIComponent(typed)}`, me.cookie)))
		expect(own.status).toBe(200)
		expect(own.body.bookings.map((b: { reference: string }) => b.reference)).toContain(mine.reference)
		expect((await json(await run(userBookings.loader as never, get(`/api/bookings/user?phone=${other.local}`, me.cookie)))).status).toBe(403)
		expect((await json(await run(userBookings.loader as never, get('/api/bookings/user', me.cookie)))).status).toBe(400)
		expect(await json(await run(userBookings.loader as never, get(`/api/bookings/user?phone=${me.local}`)))).toEqual({ status: 401, body: { message: 'Please login first' } })
	})

	test('a booking of services alone shows its services (name, price) in the list and the API, with no tyres', async () => {
		const db = getDb()
		await setSlotCapacity(db, OPEN_DATE, 'lunch', 10)
		const me = await customer()
		const puncture = await db.selectFrom('services').select(['id']).where('slug', '=', 'puncture-repair').executeTakeFirstOrThrow()
		const request = bookingRequest({ tyreId: 0, quantity: 1, selectedSlot: 'lunch', customer: { firstName: 'Sam', lastName: 'Driver', phone: me.local, email: `services.${me.local}@example.com` } })
		const result = await placeBooking(db, { ...request, lines: [], positions: [], services: [{ serviceId: puncture.id, quantity: 2 }] }, clock)
		if (!result.ok) throw new Error(result.problem.message)
		await confirmBooking(db, result.booking.reference, { now: NOW })

		const listed = (await customerBookings(db, me)).find((b) => b.reference === result.booking.reference)
		expect(listed).toMatchObject({ tyres: [], services: [{ name: 'Puncture repair', quantity: 2, unitPrice: 4500, lineTotal: 9000 }] })

		const own = await json(await run(userBookings.loader as never, get(`/api/bookings/user?phone=${me.local}`, me.cookie)))
		const answered = own.body.bookings.find((b: { reference: string }) => b.reference === result.booking.reference)
		expect(answered).toMatchObject({ tyres: [], services: [{ name: 'Puncture repair', quantity: 2, unitPrice: 45, lineTotal: 90 }] })
	})
})
