import { describe, expect, test } from 'vitest'
import { maxServiceQuantity, priceService, serviceQuantityProblem } from './pricing'

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
