import { describe, expect, test } from 'vitest'
import { insidePolygon, MAP_CENTER, MAP_ZOOM, POLYGON_STYLE, SERVICE_AREA_POLYGON, type LatLng } from './service-area-map'

// Approximate centres of served suburbs at the edges of the region, and a few we do not serve.
const served: Record<string, LatLng> = {
	'Glen Waverley': [-37.878, 145.164],
	Clayton: [-37.915, 145.129],
	Frankston: [-38.145, 145.123],
	Pakenham: [-38.07, 145.48],
	Bayswater: [-37.842, 145.268],
	'Burwood East': [-37.853, 145.148],
	Carnegie: [-37.887, 145.056],
	Bentleigh: [-37.918, 145.035],
	Mordialloc: [-38.006, 145.087],
	'Clyde North': [-38.09, 145.35],
	Officer: [-38.06, 145.41],
	Langwarrin: [-38.16, 145.18],
}
const notServed: Record<string, LatLng> = {
	'Melbourne CBD': [-37.814, 144.963],
	Geelong: [-38.149, 144.361],
	Lilydale: [-37.757, 145.35],
	'Port Phillip Bay': [-38.05, 144.95],
}

describe('service area map', () => {
	test('spec constants: centre, zoom, seven corners, translucent red', () => {
		expect(MAP_CENTER).toEqual([-37.95, 145.15])
		expect(MAP_ZOOM).toBe(10)
		expect(SERVICE_AREA_POLYGON).toHaveLength(7)
		expect(POLYGON_STYLE.fillOpacity).toBe(0.2)
		expect(POLYGON_STYLE.color.toUpperCase()).toBe('#DA2627')
	})

	test('the polygon encloses the served suburbs at the edges and not places we do not serve', () => {
		for (const [name, point] of Object.entries(served)) expect(insidePolygon(point), name).toBe(true)
		for (const [name, point] of Object.entries(notServed)) expect(insidePolygon(point), name).toBe(false)
	})
})
