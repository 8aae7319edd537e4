// spec §2 Service areas: the map is centred at -37.95, 145.15, zoom 10, with a red translucent
// polygon (fill opacity 0.2) through 7 corner points around the served suburbs. The corners
// below enclose every seeded suburb, from Carnegie and Bayswater in the north to Frankston,
// Clyde North and Pakenham in the south and east.

export type LatLng = [latitude: number, longitude: number]

export const MAP_CENTER: LatLng = [-37.95, 145.15]
export const MAP_ZOOM = 10

export const SERVICE_AREA_POLYGON: LatLng[] = [
	[-37.86, 145.02], // Carnegie / Murrumbeena
	[-37.8, 145.3], // Bayswater / Boronia
	[-38.06, 145.54], // Pakenham
	[-38.15, 145.36], // Clyde North
	[-38.21, 145.2], // Langwarrin
	[-38.13, 145.08], // Seaford / Frankston on the bay
	[-37.96, 145.02], // Mentone / Cheltenham on the bay
]

export const POLYGON_STYLE = { color: '#DA2627', fillColor: '#DA2627', fillOpacity: 0.2, weight: 2 } as const

/** True when the point lies inside the polygon (ray casting); used to check our corners. */
export function insidePolygon([lat, lng]: LatLng, polygon: LatLng[] = SERVICE_AREA_POLYGON): boolean {
	let inside = false
	for (let i = 0, j = polygon.length - 1; i < polygon.length; j = i++) {
		const [latI, lngI] = polygon[i]!
		const [latJ, lngJ] = polygon[j]!
		if (lngI > lng !== lngJ > lng && lat < ((latJ - latI) * (lng - lngI)) / (lngJ - lngI) + latI) inside = !inside
	}
	return inside
}
