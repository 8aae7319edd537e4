import { describe, expect, test } from 'vitest'
import { jobsThatFit, standardJobMinutes, workMinutes } from './work-minutes'

describe('minutes of work', () => {
	test('tyres take the minutes per tyre, services their own minutes each', () => {
		expect(workMinutes({ tyres: 4 }, 15)).toBe(60)
		expect(workMinutes({ tyres: 4, services: [{ minutes: 45, quantity: 1 }] }, 15)).toBe(105)
		expect(workMinutes({ tyres: 0, services: [{ minutes: 30, quantity: 2 }] }, 15)).toBe(60)
		expect(workMinutes({ tyres: 2 }, 20)).toBe(40)
	})

	test('a window that fits 3 standard tyre jobs fits 6 puncture repairs', () => {
		const window = 3 * standardJobMinutes(20)
		expect(jobsThatFit(window, standardJobMinutes(20))).toBe(3)
		expect(jobsThatFit(window, workMinutes({ tyres: 0, services: [{ minutes: 40, quantity: 1 }] }, 20))).toBe(6)
	})

	test('what is left over does not make a job, and nothing left fits nothing', () => {
		expect(jobsThatFit(119, 60)).toBe(1)
		expect(jobsThatFit(59, 60)).toBe(0)
		expect(jobsThatFit(0, 30)).toBe(0)
		expect(jobsThatFit(-30, 30)).toBe(0)
		expect(jobsThatFit(100, 0)).toBe(0)
	})
})
