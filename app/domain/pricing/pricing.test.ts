import { describe, expect, test } from 'vitest'
import {
	applyCoupon,
	displayPrice,
	displayPriceTier,
	gstIncluded,
	hasAnyPrice,
	preselectedQuantity,
	shippingFee,
	shippingNotice,
	shippingRule,
	priceLine,
	quantityOptions,
	quantityProblem,
	quoteCouponOnTotal,
	quoteOrder,
	type CouponRule,
	type TierPrices,
	unitPrice,
} from './pricing'

const tyre: TierPrices & { stock: number } = { price_1: 20000, price_2: 19700, price_3: 19400, price_4: 19000, price_5: 18800, stock: 3 }

describe('unit price by quantity tier', () => {
	test.each([
		[1, 20000],
		[2, 19700],
		[4, 19000],
		[5, 18800],
		[0, null],
		[6, null],
		[2.5, null],
	])('quantity %s costs %s a tyre', (quantity, expected) => {
		expect(unitPrice(tyre, quantity)).toBe(expected)
	})

	test('the card shows Price for 4, else the nearest tier with a price', () => {
		expect(displayPrice(tyre)).toBe(19000)
		expect(displayPrice({ ...tyre, price_4: null })).toBe(18800)
		expect(displayPrice({ price_1: 100, price_2: null, price_3: null, price_4: null, price_5: null })).toBe(100)
		expect(displayPriceTier(tyre)).toEqual({ quantity: 4, unitPrice: 19000 })
		expect(displayPriceTier({ ...tyre, price_4: null })).toEqual({ quantity: 5, unitPrice: 18800 })
		expect(displayPriceTier({ price_1: null, price_2: null, price_3: null, price_4: null, price_5: null })).toBeNull()
		expect(hasAnyPrice({ price_1: null, price_2: null, price_3: null, price_4: null, price_5: null })).toBe(false)
		expect(hasAnyPrice({ price_1: 0, price_2: null, price_3: null, price_4: null, price_5: null })).toBe(false)
	})

	test('options above the stock are disabled; a missing tier is left out', () => {
		const options = quantityOptions({ ...tyre, price_5: null })
		expect(options.map((o) => [o.quantity, o.total, o.disabled])).toEqual([
			[1, 20000, false],
			[2, 39400, false],
			[3, 58200, false],
			[4, 76000, true],
		])
	})

	test('quantityProblem explains why a quantity cannot be bought', () => {
		expect(quantityProblem(tyre, 3)).toBeNull()
		expect(quantityProblem(tyre, 4)).toBe('Only 3 of this tyre are in stock.')
		expect(quantityProblem(tyre, 7)).toBe('Choose a quantity from 1 to 5.')
		expect(quantityProblem({ ...tyre, stock: 0 }, 1)).toBe('This tyre is currently out of stock.')
		expect(quantityProblem({ ...tyre, price_2: null }, 2)).toBe('This tyre is not sold in a quantity of 2.')
	})
})

const percent: CouponRule = { code: 'WELCOME10', discount_type: 'percentage', discount_value: 10, minimum_amount: 20000, expiry_date: '2026-12-31' }
const flat: CouponRule = { code: 'SAVE25', discount_type: 'flat', discount_value: 2500, minimum_amount: 0, expiry_date: '2026-12-31' }

describe('coupons', () => {
	test.each([
		['percentage off the total', percent, 76000, '2026-11-22', { ok: true, code: 'WELCOME10', discount: 7600 }],
		['percentage rounds to the cent', percent, 20005, '2026-11-22', { ok: true, code: 'WELCOME10', discount: 2001 }],
		['exactly the minimum qualifies', percent, 20000, '2026-11-22', { ok: true, code: 'WELCOME10', discount: 2000 }],
		['below the minimum', percent, 19999, '2026-11-22', { ok: false, message: 'This coupon needs an order of at least $200.' }],
		['valid through its expiry day', flat, 5000, '2026-12-31', { ok: true, code: 'SAVE25', discount: 2500 }],
		['expired the day after', flat, 5000, '2027-01-01', { ok: false, message: 'This coupon has expired.' }],
		['flat never exceeds the total', flat, 1500, '2026-11-22', { ok: true, code: 'SAVE25', discount: 1500 }],
		['unknown code', null, 5000, '2026-11-22', { ok: false, message: 'This coupon code is not valid.' }],
	] as const)('%s', (_name, coupon, total, today, expected) => {
		expect(applyCoupon(coupon, total, today)).toEqual(expected)
	})
})

describe('a coupon quoted on a total alone', () => {
	test('the discount comes off the named total, with the coupon rules of an order', () => {
		expect(quoteCouponOnTotal(percent, 76000, '2026-11-22')).toEqual({ ok: true, code: 'WELCOME10', discount: 7600, total: 76000, finalAmount: 68400 })
		expect(quoteCouponOnTotal(flat, 1500, '2026-11-22')).toEqual({ ok: true, code: 'SAVE25', discount: 1500, total: 1500, finalAmount: 0 })
		expect(quoteCouponOnTotal(percent, 19999, '2026-11-22')).toEqual({ ok: false, message: 'This coupon needs an order of at least $200.' })
		expect(quoteCouponOnTotal(flat, 5000, '2027-01-01')).toEqual({ ok: false, message: 'This coupon has expired.' })
	})
})

describe('quoteOrder', () => {
	const lines = (...items: [number, number][]) => items.map(([price, quantity]) => priceLine({ ...tyre, price_1: price, price_2: price, price_3: price, price_4: price, price_5: price }, quantity)!)
	const today = '2026-11-22'

	test.each([
		['shipping $10 under $150', lines([14999, 1]), false, { subtotal: 14999, shipping: 1000, flexibleDiscount: 0, total: 15999, finalAmount: 15999 }],
		['free shipping from $150', lines([15000, 1]), false, { subtotal: 15000, shipping: 0, flexibleDiscount: 0, total: 15000, finalAmount: 15000 }],
		['flexible slot takes $10 off', lines([19000, 4]), true, { subtotal: 76000, shipping: 0, flexibleDiscount: 1000, total: 75000, finalAmount: 75000 }],
		['flexible under $150 pays shipping and gets $10 off', lines([5000, 1]), true, { subtotal: 5000, shipping: 1000, flexibleDiscount: 1000, total: 5000, finalAmount: 5000 }],
		['an empty cart costs nothing', [], true, { subtotal: 0, shipping: 0, flexibleDiscount: 0, total: 0, finalAmount: 0 }],
	])('%s', (_name, orderLines, flexible, expected) => {
		expect(quoteOrder({ lines: orderLines, flexible, today })).toMatchObject(expected)
	})

	test('a valid coupon applies to the total after shipping and the flexible discount', () => {
		const quote = quoteOrder({ lines: lines([19000, 4]), flexible: true, coupon: percent, couponCode: 'welcome10', today })
		expect(quote).toMatchObject({ total: 75000, couponCode: 'WELCOME10', couponDiscount: 7500, finalAmount: 67500, couponMessage: null })
		expect(quote.gst).toBe(6136)
	})

	test('an invalid coupon is reported and not applied', () => {
		const quote = quoteOrder({ lines: lines([5000, 1]), coupon: percent, couponCode: 'WELCOME10', today })
		expect(quote).toMatchObject({ couponCode: null, couponDiscount: 0, finalAmount: 6000, couponMessage: 'This coupon needs an order of at least $200.' })
		expect(quoteOrder({ lines: lines([5000, 1]), coupon: null, couponCode: 'NOPE', today }).couponMessage).toBe('This coupon code is not valid.')
	})

	test('GST is one eleventh of the GST-inclusive amount', () => {
		expect(gstIncluded(11000)).toBe(1000)
		expect(gstIncluded(76000)).toBe(6909)
	})
})

describe('the preselected quantity of a card or product page', () => {
	const prices = { price_1: 12000, price_2: 11900, price_3: 11800, price_4: 11700, price_5: 11600 }
	test('a set of 4 unless the customer searched for another quantity', () => {
		expect(preselectedQuantity(quantityOptions({ ...prices, stock: 12 }))).toBe(4)
		expect(preselectedQuantity(quantityOptions({ ...prices, stock: 12 }), 2)).toBe(2)
		expect(preselectedQuantity(quantityOptions({ ...prices, stock: 12 }), 5)).toBe(5)
	})
	test('short stock or a missing tier falls back to the largest quantity below, else the smallest above', () => {
		expect(preselectedQuantity(quantityOptions({ ...prices, stock: 3 }))).toBe(3)
		expect(preselectedQuantity(quantityOptions({ ...prices, price_4: null, stock: 12 }))).toBe(3)
		expect(preselectedQuantity(quantityOptions({ ...prices, price_1: null, price_2: null, price_3: null, price_4: null, stock: 12 }), 2)).toBe(5)
	})
	test('nothing when nothing can be bought', () => {
		expect(preselectedQuantity(quantityOptions({ ...prices, stock: 0 }))).toBeNull()
		expect(preselectedQuantity([])).toBeNull()
	})
})

describe('the shipping fee up front (spec §9: $10 under $150)', () => {
	test('the fee on a subtotal', () => {
		expect(shippingFee(14999)).toBe(1000)
		expect(shippingFee(15000)).toBe(0)
		expect(shippingFee(0)).toBe(0)
	})
	test('said where it applies, with what is left to free shipping', () => {
		expect(shippingNotice(12300)).toBe('A $10 shipping fee applies to orders under $150: add $27 more and shipping is free.')
		expect(shippingNotice(12345)).toBe('A $10 shipping fee applies to orders under $150: add $26.55 more and shipping is free.')
		expect(shippingNotice(15000)).toBeNull()
		expect(shippingRule()).toBe('Orders under $150 add a $10 shipping fee; from $150 shipping is free.')
	})
})
