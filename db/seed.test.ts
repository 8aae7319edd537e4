import { expect, test } from 'vitest'
import { seedCoupons } from './seed'

// A year (365 days) and 182 days after the day the shop is seeded, leap years included.
test.each([
	['2026-11-26', '2027-11-26', '2027-05-27'],
	['2027-12-31', '2028-12-30', '2028-06-30'],
	['2031-02-28', '2032-02-28', '2031-08-29'],
])('demo coupons seeded on %s run until %s and %s', (today, welcome, save) => {
	const byCode = Object.fromEntries(seedCoupons(today).map((coupon) => [coupon.code, coupon.expiry_date]))
	expect(byCode).toEqual({ WELCOME10: welcome, SAVE25: save })
})
