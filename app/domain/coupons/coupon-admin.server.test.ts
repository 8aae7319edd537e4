import { describe, expect, test } from 'vitest'
import { getDb } from '#app/lib/db.server'
import { addCoupon, deleteCoupon, listCoupons, toApiCoupon } from './coupon-admin.server'

describe('coupon admin', () => {
	test('adds, refuses a duplicate code, answers in dollars, deletes', async () => {
		const db = getDb()
		const input = { code: 'ADMIN5', discountType: 'flat' as const, discountValue: 500, minimumAmount: 15000, expiryDate: '2030-01-01' }
		const added = await addCoupon(db, input)
		expect(added.ok).toBe(true)
		expect(await addCoupon(db, { ...input, discountValue: 900 })).toEqual({ ok: false, status: 409, message: 'A coupon with the code ADMIN5 already exists.' })
		const listed = (await listCoupons(db)).find((c) => c.code === 'ADMIN5')!
		expect(toApiCoupon(listed)).toEqual({ _id: listed.id, code: 'ADMIN5', discountType: 'flat', discountValue: 5, minimumAmount: 150, expiryDate: '2030-01-01' })
		expect((await deleteCoupon(db, listed.id)).ok).toBe(true)
		expect(await deleteCoupon(db, listed.id)).toMatchObject({ ok: false, status: 404 })
	})
})
