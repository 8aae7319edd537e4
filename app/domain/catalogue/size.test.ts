import { describe, expect, test } from 'vitest'
import { compareSizes, decodeSizeList, encodeSizeList, formatSize, parseSize, sizeChoices, sizesOfList, type SizeTriple } from './size'

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

describe('the size list sent to the browser', () => {
	const sizes: SizeTriple[] = [
		[155, 65, 13],
		[155, 65, 14],
		[205, 55, 15],
		[205, 55, 16],
		[205, 55, 17],
		[205, 60, 15],
		[215, 45, 17],
	]

	test('groups each width’s profiles and each profile’s rims, and reads back the same sizes in order', () => {
		const text = encodeSizeList(sizes)
		expect(text).toBe('155/65R13.14;205/55R15.16.17,60R15;215/45R17')
		expect(decodeSizeList(text)).toEqual(sizes)
	})

	test('one size, and none', () => {
		expect(encodeSizeList([[205, 55, 16]])).toBe('205/55R16')
		expect(decodeSizeList('205/55R16')).toEqual([[205, 55, 16]])
		expect(encodeSizeList([])).toBe('')
		expect(decodeSizeList('')).toEqual([])
	})

	test('a rim repeated under a new width or profile starts its own group', () => {
		const repeats: SizeTriple[] = [
			[205, 55, 16],
			[205, 60, 16],
			[215, 60, 16],
		]
		expect(encodeSizeList(repeats)).toBe('205/55R16,60R16;215/60R16')
		expect(decodeSizeList(encodeSizeList(repeats))).toEqual(repeats)
	})

	test('parts that are not numbers are skipped, not read as sizes', () => {
		expect(decodeSizeList('205/55R16.x;abc/55R16;215/R17,45R;225/45R17')).toEqual([
			[205, 55, 16],
			[225, 45, 17],
		])
	})

	test('the same text is decoded once and gives the same list', () => {
		const text = encodeSizeList(sizes)
		expect(sizesOfList(text)).toBe(sizesOfList(`${text}`))
		expect(sizesOfList(text)).toEqual(sizes)
		expect(sizesOfList('205/55R16')).toEqual([[205, 55, 16]])
	})
})
