import { sql } from 'kysely'
import { expect, test } from 'vitest'
import { getDb, type Db } from '#app/lib/db.server'
import { dialectOf } from '#app/lib/db/dialect.server'
import { countedToday } from './booking-caps.server'
import { unpaidOfCart } from './place-booking.server'

// Every booking runs these lookups inside its write transaction: they must read the rows of one
// customer's day or one cart, never the whole table of bookings the shop has taken.

async function plan(db: Db, query: { compile: () => { sql: string; parameters: readonly unknown[] } }) {
	const { sql: text, parameters } = query.compile()
	// EXPLAIN through sql.raw takes no parameters: they are written in
	let next = 0
	const literal = (value: unknown) => (value === null ? 'NULL' : typeof value === 'number' ? String(value) : `'${String(value).replaceAll("'", "''")}'`)
	const inlined = text.replace(/\?|\$\d+/g, () => literal(parameters[next++]))
	if (dialectOf(db) === 'sqlite') {
		const rows = (await sql.raw(`EXPLAIN QUERY PLAN ${inlined}`).execute(db)).rows as { detail: string }[]
		return rows.map((r) => r.detail).join('\n')
	}
	await sql`SET enable_seqscan = off`.execute(db)
	try {
		const rows = (await sql.raw(`EXPLAIN ${inlined}`).execute(db)).rows as Record<string, unknown>[]
		return rows.map((r) => String(r['QUERY PLAN'])).join('\n')
	} finally {
		await sql`SET enable_seqscan = on`.execute(db)
	}
}

test("the daily caps find the day's bookings of the phone, the e-mail and the address each by an index with the day in it", async () => {
	const db = getDb()
	const text = await plan(db, countedToday(db, { email: 'a@example.com', phone: '+61412345678', clientKey: 'client' }, '2026-11-29T13:00:00.000Z'))
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
	const text = await plan(db, unpaidOfCart(db, 'a-cart'))
	expect(text).toContain('bookings_cart_idx')
	expect(text).not.toMatch(/SCAN bookings|Seq Scan/)
})
