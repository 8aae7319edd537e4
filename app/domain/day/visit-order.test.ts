import { describe, expect, test } from 'vitest'
import { distanceKm, moveInOrder, suggestVisitOrder, visitOrder, type LatLng } from './visit-order'

const DANDENONG: LatLng = [-37.987, 145.215]
const CLAYTON: LatLng = [-37.9245, 145.12]
const FRANKSTON: LatLng = [-38.144, 145.126]
const SPRINGVALE: LatLng = [-37.9497, 145.153]
const PAKENHAM: LatLng = [-38.071, 145.487]

const job = (id: number, coords: LatLng | null, visitOrder: number | null = null) => ({ id, coords, visitOrder })

describe('the visiting order', () => {
	test('distance: Clayton to Dandenong is about 11 km', () => {
		expect(distanceKm(CLAYTON, DANDENONG)).toBeGreaterThan(10)
		expect(distanceKm(CLAYTON, DANDENONG)).toBeLessThan(12)
		expect(distanceKm(CLAYTON, CLAYTON)).toBe(0)
	})

	test('nearest next stop from where the van is', () => {
		const jobs = [job(1, FRANKSTON), job(2, CLAYTON), job(3, DANDENONG), job(4, SPRINGVALE)]
		// from Clayton: Clayton, then Springvale, Dandenong, Frankston
		expect(suggestVisitOrder(jobs, CLAYTON).map((j) => j.id)).toEqual([2, 4, 3, 1])
		// from Pakenham: Dandenong is nearest, then Springvale, Clayton, Frankston last
		expect(suggestVisitOrder(jobs, PAKENHAM).map((j) => j.id)).toEqual([3, 4, 2, 1])
		// no start: the first job booked, then nearest next
		expect(suggestVisitOrder(jobs, null).map((j) => j.id)).toEqual([1, 3, 4, 2])
	})

	test('jobs with no known suburb centre go last, in booking order', () => {
		expect(suggestVisitOrder([job(5, null), job(2, CLAYTON), job(3, null), job(4, SPRINGVALE)], SPRINGVALE).map((j) => j.id)).toEqual([4, 2, 3, 5])
	})

	test("the owner's order wins; jobs without one follow in the suggested order", () => {
		const jobs = [job(1, FRANKSTON), job(2, CLAYTON, 2), job(3, DANDENONG, 1), job(4, SPRINGVALE)]
		expect(visitOrder(jobs, CLAYTON)).toEqual({ jobs: [jobs[2], jobs[1], jobs[3], jobs[0]], byHand: true })
		expect(visitOrder([job(1, FRANKSTON), job(2, CLAYTON)], CLAYTON)).toMatchObject({ byHand: false })
	})

	test('moving a stop up or down swaps it with its neighbour; not past either end', () => {
		expect(moveInOrder([4, 2, 3], 2, 'up')).toEqual([2, 4, 3])
		expect(moveInOrder([4, 2, 3], 2, 'down')).toEqual([4, 3, 2])
		expect(moveInOrder([4, 2, 3], 4, 'up')).toBeNull()
		expect(moveInOrder([4, 2, 3], 3, 'down')).toBeNull()
		expect(moveInOrder([4, 2, 3], 9, 'up')).toBeNull()
	})
})
