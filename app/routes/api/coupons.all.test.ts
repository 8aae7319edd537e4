import { describe, expect, test } from 'vitest'
import { getDb } from '#app/lib/db.server'
import * as couponsAll from '#app/routes/api/coupons.all'
import { customer, get, json, run } from '#tests/fixtures/customer-bookings'

// Customer bookings: the account's list, the booking endpoints, finding a
// booking by reference and e-mail, and moving or cancelling it from its signed link.

describe('a customer sees their own bookings', () => {
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
