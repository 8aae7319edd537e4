import { describe, expect, test } from 'vitest'
import { nearestSizes, overallDiameter } from './nearest-sizes'

const stock = (width: number, profile: number, rim: number, tyreCount = 3) => ({ width, profile, rim, tyreCount })

describe('nearest sizes in stock', () => {
	test('overall diameter is the rim plus two sidewalls', () => {
		expect(overallDiameter({ width: 205, profile: 55, rim: 16 })).toBeCloseTo(631.9, 1)
	})

	test('same rim only, the closest diameter first; within 3% is a close fit', () => {
		// 195/45R16 is 581.9 mm
		const near = nearestSizes({ width: 195, profile: 45, rim: 16 }, [
			stock(205, 45, 16), // 590.9 mm, +1.5%
			stock(195, 50, 16), // 601.4 mm, +3.4%: too far
			stock(185, 50, 16), // 591.4 mm, +1.6%
			stock(215, 40, 16), // 578.4 mm, -0.6%
			stock(195, 45, 17), // another rim: never
			stock(225, 35, 16), // 563.9 mm, -3.1%: too far
		])
		expect(near.map((s) => s.label)).toEqual(['215/40R16', '205/45R16', '185/50R16', '225/35R16'])
		expect(near.map((s) => s.closeFit)).toEqual([true, true, true, false])
		expect(near[0]!.diameterChange).toBeCloseTo(-0.006, 3)
	})

	test('equal diameters: the closer width first; the searched size and empty sizes are left out', () => {
		const near = nearestSizes({ width: 200, profile: 50, rim: 16 }, [stock(200, 50, 16), stock(250, 40, 16), stock(100, 100, 16), stock(210, 48, 16, 0)])
		// 250/40 and 100/100 both have 200 mm of sidewall: the same diameter as 200/50
		expect(near.map((s) => s.label)).toEqual(['250/40R16', '100/100R16'])
	})

	test('at most the limit, and nothing without a size on the same rim', () => {
		const many = [stock(205, 45, 16), stock(185, 50, 16), stock(215, 40, 16), stock(195, 47, 16), stock(195, 44, 16), stock(196, 45, 16)]
		expect(nearestSizes({ width: 195, profile: 45, rim: 16 }, many)).toHaveLength(4)
		expect(nearestSizes({ width: 195, profile: 45, rim: 16 }, many, 2)).toHaveLength(2)
		expect(nearestSizes({ width: 315, profile: 30, rim: 22 }, many)).toEqual([])
		expect(nearestSizes({ width: 195, profile: 45, rim: 16 }, [stock(265, 70, 16)])).toMatchObject([{ label: '265/70R16', closeFit: false }])
	})
})
