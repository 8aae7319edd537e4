import { describe, expect, test } from 'vitest'
import { customerBookings } from '#app/domain/accounts/customer-bookings.server'
import { cancelBookingByCustomer, CHANGE_MESSAGES, rescheduleBooking, rescheduleChoices } from '#app/domain/booking/booking-changes.server'
import { LOOKUP_MESSAGES } from '#app/domain/booking/booking-lookup.server'
import { confirmBooking } from '#app/domain/booking/booking-notices.server'
import { orderLinkPath } from '#app/domain/booking/order-link.server'
import { placeBooking } from '#app/domain/booking/place-booking.server'
import { slotAvailability } from '#app/domain/slots/availability.server'
import { addDays } from '#app/domain/slots/shop-time'
import { customerLoginCookie } from '#app/lib/customer-session.server'
import { getDb } from '#app/lib/db.server'
import { takeToast } from '#app/lib/toast.server'
import { bookingRequest, NOW, OPEN_DATE, setSlotCapacity, stockedTyre, TZ, upcomingWednesday } from '#tests/fixtures/booking'
import * as accountBookings from './bookings'
import * as couponsAll from '../api/coupons.all'
import * as create from '../api/bookings.create'
import * as userBookings from '../api/bookings.user'
import * as find from '../booking/find'
import * as order from '../booking/order'
import { e164 } from '#tests/fixtures/phone'

// Customer bookings: the account's list, the booking endpoints, finding a
// booking by reference and e-mail, and moving or cancelling it from its signed link.

const clock = { now: NOW, timeZone: TZ }
let phones = 0

async function customer(name = 'Sam Driver') {
	const db = getDb()
	phones += 1
	const local = `04${String(10000000 + phones * 7919 + Math.floor(Math.random() * 1000)).slice(0, 8)}`
	const phone = e164(`+61${local.slice(1)}`)
	const { id } = await db.insertInto('users').values({ name, phone, password_hash: `hash-${local}`, is_verified: 1 }).returning('id').executeTakeFirstOrThrow()
	const cookie = (await customerLoginCookie(id, db)).split(';')[0]!
	return { id, phone, local, cookie }
}

async function placed(overrides: Parameters<typeof bookingRequest>[0], { when = clock, confirm = true } = {}) {
	const db = getDb()
	const result = await placeBooking(db, bookingRequest(overrides), when)
	if (!result.ok) throw new Error(result.problem.message)
	if (confirm) await confirmBooking(db, result.booking.reference, { now: when.now })
	return result.booking
}

function get(path: string, cookie?: string) {
	return new Request(`http://localhost:3000${path}`, { headers: cookie ? { Cookie: cookie } : {} })
}

async function run(fn: (args: never) => unknown, request: Request, params: Record<string, string> = {}) {
	try {
		const result = await fn({ request, params, context: { clientIp: '198.51.100.1' } } as never)
		return result
	} catch (thrown) {
		return thrown
	}
}

async function json(result: unknown) {
	const response = result as Response
	return { status: response.status, body: (await response.json()) as Record<string, any> }
}

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

	test('GET /api/coupons/all: a customer gets the coupons still valid; nobody logged in gets 401', async () => {
		const me = await customer()
		const db = getDb()
		await db.insertInto('coupons').values({ code: 'OLDONE', discount_type: 'flat', discount_value: 500, minimum_amount: 0, expiry_date: '2020-01-01' }).execute()
		const answer = await json(await run(couponsAll.loader as never, get('/api/coupons/all', me.cookie)))
		expect(answer.status).toBe(200)
		const codes = answer.body.coupons.map((c: { code: string }) => c.code)
		expect(codes).toContain('WELCOME10')
		expect(codes).not.toContain('OLDONE')
		expect(await json(await run(couponsAll.loader as never, get('/api/coupons/all')))).toEqual({ status: 401, body: { error: 'Please login first' } })
	})
})

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
		const fromOneAddress = async () => (await create.action({ request: post(body, me.cookie), params: {}, context: { clientIp: '203.0.113.90' } } as never)) as Response
		for (let i = 0; i < 40; i++) expect((await fromOneAddress()).status).toBe(409)
		const refused = await fromOneAddress()
		expect(refused.status).toBe(429)
		expect(Number(refused.headers.get('Retry-After'))).toBeGreaterThan(9 * 60)
		expect(await refused.json()).toEqual({ message: 'Too many bookings from here. Please try again in 10 minutes, or call us.' })
	})
})

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

	test('reschedule takes the new spot and gives the old one back; a full slot, the same slot and a past booking are refused', async () => {
		const db = getDb()
		const tyre = await stockedTyre(db, { minStock: 4, offset: 8 })
		const later = addDays(OPEN_DATE, 6) // the Wednesday after
		await setSlotCapacity(db, OPEN_DATE, 'afternoon', 2)
		await setSlotCapacity(db, later, 'morning', 1)
		await setSlotCapacity(db, later, 'lunch', 0)
		const booking = await placed({ tyreId: tyre.id, quantity: 1, selectedSlot: 'afternoon' })
		const spots = async (date: string) => (await slotAvailability(db, date, clock)).slots

		expect((await spots(OPEN_DATE)).afternoon).toBe(1)
		expect(await rescheduleBooking(db, booking.reference, { date: OPEN_DATE, slot: 'afternoon' }, clock)).toEqual({ ok: false, message: CHANGE_MESSAGES.sameSlot })
		expect(await rescheduleBooking(db, booking.reference, { date: later, slot: 'lunch' }, clock)).toEqual({ ok: false, message: CHANGE_MESSAGES.unavailable })
		expect(await rescheduleBooking(db, booking.reference, { date: later, slot: 'morning' }, clock)).toEqual({ ok: true })
		expect((await spots(OPEN_DATE)).afternoon).toBe(2)
		expect((await spots(later)).morning).toBe(0)
		const row = await db.selectFrom('bookings').select(['selected_date', 'selected_slot']).where('id', '=', booking.id).executeTakeFirstOrThrow()
		expect(row).toEqual({ selected_date: later, selected_slot: 'morning' })
		const mails = await db.selectFrom('outbox').select(['recipient', 'subject']).where('subject', 'like', `%${booking.reference}%moved%`).execute()
		expect(mails.map((m) => m.recipient)).toContain(booking.email)
		expect(mails).toHaveLength(2) // the customer and the owner

		const choices = await rescheduleChoices(db, clock, { date: later, slot: 'morning' })
		expect(choices.some((c) => c.value === `${later}|morning`)).toBe(false)
		expect(choices.some((c) => c.value === `${later}|lunch`)).toBe(false)

		const dayOf = { now: new Date(`${later}T01:00:00Z`), timeZone: TZ }
		expect(await rescheduleBooking(db, booking.reference, { date: addDays(later, 1), slot: 'morning' }, dayOf)).toEqual({ ok: false, message: CHANGE_MESSAGES.tooLate })
	})

	test('cancel gives the spot and stock back, tells the owner about the fee, and cannot be repeated', async () => {
		const db = getDb()
		const tyre = await stockedTyre(db, { minStock: 4, offset: 9 })
		await setSlotCapacity(db, OPEN_DATE, 'morning', 10)
		const booking = await placed({ tyreId: tyre.id, quantity: 2, selectedSlot: 'morning' })
		const stock = async () => (await db.selectFrom('tyres').select('stock').where('id', '=', tyre.id).executeTakeFirstOrThrow()).stock
		const before = await stock()
		expect(await cancelBookingByCustomer(db, booking.reference, clock)).toEqual({ ok: true })
		expect(await stock()).toBe(before + 2)
		expect((await db.selectFrom('bookings').select('status').where('id', '=', booking.id).executeTakeFirstOrThrow()).status).toBe('cancelled')
		const owner = await db.selectFrom('outbox').select(['body_text']).where('subject', '=', `Booking ${booking.reference} cancelled by the customer`).executeTakeFirstOrThrow()
		expect(owner.body_text).toContain('$60.00 cancellation fee')
		expect(await cancelBookingByCustomer(db, booking.reference, clock)).toEqual({ ok: false, message: CHANGE_MESSAGES.notChangeable })
	})

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
