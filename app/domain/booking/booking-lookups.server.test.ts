import { expect, test } from 'vitest'
import { getDb } from '#app/lib/db.server'
import { dialectOf } from '#app/lib/db/dialect.server'
import { countedToday } from './booking-caps.server'
import { unpaidOfCart } from './place-booking.server'
import { queryPlan } from '#tests/helpers/query-plan'

// Every booking runs these lookups inside its write transaction: they must read the rows of one
// customer's day or one cart, never the whole table of bookings the shop has taken.

test("the daily caps find the day's bookings of the phone, the e-mail and the address each by an index with the day in it", async () => {
	const db = getDb()
	const text = await queryPlan(db, countedToday(db, { email: 'a@example.com', phone: '+61412345678', clientKey: 'client' }, '2026-11-29T13:00:00.000Z'))
	if (dialectOf(db) === 'sqlite') {
		for (const column of ['email_key', 'phone_e164', 'client_key']) expect(text).toContain(`(${column}=? AND created_at>?)`)
		expect(text).not.toMatch(/SCAN bookings/)
	} else {
		// PostgreSQL plans from its statistics: the day's index or the three keys', bounded by the day either way
		expect(text).not.toMatch(/Seq Scan/)
		expect(text).toMatch(/Index Cond: .*created_at >=/)
	}
})

test("a booking finds its cart's unpaid card bookings by the cart", async () => {
	const db = getDb()
	const text = await queryPlan(db, unpaidOfCart(db, 'a-cart'))
	expect(text).toContain('bookings_cart_idx')
	expect(text).not.toMatch(/SCAN bookings|Seq Scan/)
})
