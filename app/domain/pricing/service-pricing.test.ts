import { describe, expect, test } from 'vitest'
import { maxServiceQuantity, priceService, quoteOrder, serviceQuantityProblem } from './pricing'

const puncture = { price: 4500, perTyre: true, active: true }
const rotation = { price: 4900, perTyre: false, active: true }

describe('service prices', () => {
	test('a service line is its price times the quantity, in cents', () => {
		expect(priceService(puncture, 2)).toEqual({ quantity: 2, unitPrice: 4500, lineTotal: 9000 })
		expect(priceService(rotation, 1)).toEqual({ quantity: 1, unitPrice: 4900, lineTotal: 4900 })
	})

	test('a per-tyre service is booked for 1 to 5 tyres, any other once per car', () => {
		expect(maxServiceQuantity(puncture)).toBe(5)
		expect(maxServiceQuantity(rotation)).toBe(1)
		expect(serviceQuantityProblem(puncture, 5)).toBeNull()
		expect(serviceQuantityProblem(puncture, 6)).toBe('Choose from 1 to 5 tyres.')
		expect(serviceQuantityProblem(puncture, 0)).toBe('Choose from 1 to 5 tyres.')
		expect(serviceQuantityProblem(rotation, 1)).toBeNull()
		expect(serviceQuantityProblem(rotation, 2)).toBe('This service is booked once per car.')
	})

	test('a service the owner switched off cannot be booked', () => {
		expect(serviceQuantityProblem({ ...rotation, active: false }, 1)).toBe('This service can no longer be booked online.')
	})
})

describe('an order with services', () => {
	test('services alone: priced on the server, the $10 fee under $150, the flexible discount', () => {
		const quote = quoteOrder({ lines: [], services: [priceService(puncture, 1)], flexible: true, today: '2026-11-24' })
		expect(quote).toMatchObject({ quantity: 0, subtotal: 4500, shipping: 1000, flexibleDiscount: 1000, total: 4500, finalAmount: 4500 })
	})

	test('tyres and balancing: one subtotal, free shipping from $150, GST included', () => {
		const tyres = { quantity: 4, unitPrice: 19000, lineTotal: 76000 }
		const quote = quoteOrder({ lines: [tyres], services: [priceService({ price: 7900 }, 1)], today: '2026-11-24' })
		expect(quote).toMatchObject({ quantity: 4, subtotal: 83900, shipping: 0, total: 83900, finalAmount: 83900, gst: 7627 })
		expect(quote.services).toEqual([{ quantity: 1, unitPrice: 7900, lineTotal: 7900 }])
	})

	test('a coupon is checked against the whole order, services included', () => {
		const coupon = { code: 'SAVE', discount_type: 'flat' as const, discount_value: 1000, minimum_amount: 5000, expiry_date: '2026-12-31' }
		const alone = quoteOrder({ lines: [], services: [priceService(puncture, 1)], coupon, couponCode: 'SAVE', today: '2026-11-24' })
		expect(alone.finalAmount).toBe(5500 - 1000)
	})
})
