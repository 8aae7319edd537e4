import { afterEach, beforeEach, describe, expect, test } from 'vitest'
import { PHONE_BOOKING_MESSAGES } from '#app/domain/booking/phone-booking'
import { setClock } from '#app/lib/clock.server'
import { getDb } from '#app/lib/db.server'
import { adminLoad, adminPost } from '#tests/admin-fixtures'
import { NOW, setSlotCapacity, stockedTyre, uniqueCustomer, uniqueKey } from '#tests/fixtures/booking'
import * as route from './phone-booking'

// The owner's phone booking page as plain HTML: the GET form finds tyres and windows, the POST places it.

beforeEach(() => setClock(() => NOW.getTime()))
afterEach(() => setClock(null))

const TODAY = '2026-11-24'

async function load(search: string) {
	return adminLoad(route, `/admin/bookings/new${search}`)
}

async function post(fields: Record<string, string>, { signedIn = true } = {}) {
	return adminPost(route, '/admin/bookings/new', fields, { signedIn })
}

describe('new phone booking', () => {
	test('is for the admin only', async () => {
		const refused = await post({ tyreId: '1' }, { signedIn: false })
		expect(refused.status).toBe(302)
		expect(refused.location).toMatch(/^\/login\/admin/)
	})

	test('finds the tyres of a size and the windows of a day; a bad size or day is a 400 with a message', async () => {
		const tyre = await stockedTyre(getDb(), { minStock: 2, offset: 15 })
		const size = `${tyre.width}/${tyre.profile}R${tyre.rim}`
		const found = await load(`?size=${encodeURIComponent(size)}&date=${TODAY}`)
		expect(found.status).toBe(200)
		expect(found.data.tyres.map((t: { id: number }) => t.id)).toContain(tyre.id)
		expect(found.data.windows.map((w: { slot: string }) => w.slot)).toEqual(['morning', 'lunch', 'afternoon', 'flexible'])
		const bad = await load(`?size=banana&date=2026-11-01`)
		expect(bad.status).toBe(400)
		expect(bad.data.problems).toEqual({ size: 'Enter a size like 205/55R16.', date: 'Choose a day from today on.' })
		expect(bad.data.tyres).toEqual([])
	})

	test('bad input re-shows the form with field errors and what was typed; a good one lands on that day with a toast', async () => {
		const db = getDb()
		const tyre = await stockedTyre(db, { minStock: 4, offset: 16 })
		// room for two tyres' minutes: this booking of two fills it
		await setSlotCapacity(db, TODAY, 'flexible', 0, { minutes: 30 })
		const customer = uniqueCustomer()
		const fields = { idempotencyKey: uniqueKey('pb'), tyreId: String(tyre.id), quantity: '2', date: TODAY, slot: 'flexible', ...customer, address: '3 Ring St', suburb: 'Clayton', postcode: '3168', make: 'Kia', model: 'Rio' }
		const missing = await post({ ...fields, postcode: '31', make: '' })
		expect(missing.status).toBe(400)
		expect(missing.data.fieldErrors).toMatchObject({ postcode: [PHONE_BOOKING_MESSAGES.postcode], make: [PHONE_BOOKING_MESSAGES.make] })
		expect(missing.data.values.firstName).toBe(customer.firstName)

		const placed = await post(fields)
		expect(placed.status).toBe(303)
		expect(placed.location).toBe(`/admin/day?date=${TODAY}`)
		expect(placed.toast).toMatchObject({ type: 'success', title: PHONE_BOOKING_MESSAGES.placed })

		const full = await post({ ...fields, idempotencyKey: uniqueKey('pb') })
		expect(full.status).toBe(400)
		expect(full.data.fieldErrors).toEqual({ slot: [PHONE_BOOKING_MESSAGES.full] })
		const over = await post({ ...fields, idempotencyKey: uniqueKey('pb'), overbook: 'yes' })
		expect(over.toast).toMatchObject({ type: 'error', title: PHONE_BOOKING_MESSAGES.overbooked })
	})
})
