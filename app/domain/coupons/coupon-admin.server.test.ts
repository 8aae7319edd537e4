import { describe, expect, test } from 'vitest'
import { getDb } from '#app/lib/db.server'
import { addCoupon, couponOffer, deleteCoupon, listCoupons, toApiCoupon } from './coupon-admin.server'

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

describe('couponOffer', () => {
	test('says what the coupon takes off and from which order, money through lib/money', () => {
		expect(couponOffer({ discount_type: 'percentage', discount_value: 15, minimum_amount: 10000 })).toBe('15% off orders of $100.00 or more')
		expect(couponOffer({ discount_type: 'flat', discount_value: 1250, minimum_amount: 0 })).toBe('$12.50 off any order')
		expect(couponOffer({ discount_type: 'flat', discount_value: 5000, minimum_amount: 150000 })).toBe('$50.00 off orders of $1,500.00 or more')
	})
})
