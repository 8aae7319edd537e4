import { describe, expect, test } from 'vitest'
import { compareSizes, formatSize, parseSize, sizeChoices } from './size'

describe('tyre sizes', () => {
	test('parses the ways customers write a size, refuses the rest', () => {
		expect(parseSize('205/55R16')).toEqual({ width: 205, profile: 55, rim: 16 })
		expect(parseSize(' 245/40 zr18 ')).toEqual({ width: 245, profile: 40, rim: 18 })
		expect(parseSize('205/55/16')).toBeNull()
		expect(parseSize('999/55R16')).toBeNull()
		expect(parseSize('')).toBeNull()
		expect(parseSize('2'.repeat(5000))).toBeNull()
		expect(formatSize({ width: 225, profile: 45, rim: 17 })).toBe('225/45R17')
	})

	test('sizes sort by width, then profile, then rim', () => {
		const sizes = [
			{ width: 225, profile: 45, rim: 17 },
			{ width: 205, profile: 60, rim: 15 },
			{ width: 205, profile: 55, rim: 17 },
			{ width: 205, profile: 55, rim: 16 },
		]
		expect(sizes.sort(compareSizes).map(formatSize)).toEqual(['205/55R16', '205/55R17', '205/60R15', '225/45R17'])
	})

	test('select choices narrow to the sizes that exist', () => {
		const sizes = [
			[205, 55, 16],
			[205, 55, 17],
			[205, 60, 15],
			[225, 45, 17],
		] as const
		expect(sizeChoices(sizes, {})).toEqual({ widths: [205, 225], profiles: [45, 55, 60], rims: [15, 16, 17] })
		expect(sizeChoices(sizes, { width: 205 })).toEqual({ widths: [205, 225], profiles: [55, 60], rims: [15, 16, 17] })
		expect(sizeChoices(sizes, { width: 205, profile: 55 })).toEqual({ widths: [205, 225], profiles: [55, 60], rims: [16, 17] })
	})
})
