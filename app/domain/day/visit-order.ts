// The suggested visiting order within a slot: from where the van is, always the nearest job next
// (suburb centres, so jobs in one suburb stay together). Jobs whose suburb has no known centre
// follow in booking order. An order the owner set by hand wins over the suggestion.

export type LatLng = [latitude: number, longitude: number]

/** Distance in kilometres between two points (haversine; plenty for ordering stops in a city). */
export function distanceKm([lat1, lng1]: LatLng, [lat2, lng2]: LatLng): number {
	const rad = Math.PI / 180
	const dLat = (lat2 - lat1) * rad
	const dLng = (lng2 - lng1) * rad
	const a = Math.sin(dLat / 2) ** 2 + Math.cos(lat1 * rad) * Math.cos(lat2 * rad) * Math.sin(dLng / 2) ** 2
	return 2 * 6371 * Math.asin(Math.sqrt(a))
}

/** Nearest next stop, from `start` (or, with none, from the first located job in booking order). */
export function suggestVisitOrder<T extends { id: number; coords: LatLng | null }>(jobs: readonly T[], start: LatLng | null): T[] {
	const located = [...jobs].filter((j) => j.coords !== null).sort((a, b) => a.id - b.id)
	const unlocated = [...jobs].filter((j) => j.coords === null).sort((a, b) => a.id - b.id)
	const order: T[] = []
	let here = start
	while (located.length) {
		let best = 0
		if (here) {
			for (let i = 1; i < located.length; i++) {
				if (distanceKm(here, located[i]!.coords!) < distanceKm(here, located[best]!.coords!)) best = i
			}
		}
		const [next] = located.splice(best, 1)
		order.push(next!)
		here = next!.coords
	}
	return [...order, ...unlocated]
}

/**
 * The slot's order: the owner's, when any job of the slot has one (jobs without one follow, in
 * the suggested order), else the suggestion.
 */
export function visitOrder<T extends { id: number; coords: LatLng | null; visitOrder: number | null }>(jobs: readonly T[], start: LatLng | null): { jobs: T[]; byHand: boolean } {
	const suggested = suggestVisitOrder(jobs, start)
	if (!jobs.some((j) => j.visitOrder !== null)) return { jobs: suggested, byHand: false }
	const rank = new Map(suggested.map((j, i) => [j.id, i]))
	const sorted = [...jobs].sort((a, b) => (a.visitOrder ?? Infinity) - (b.visitOrder ?? Infinity) || rank.get(a.id)! - rank.get(b.id)!)
	return { jobs: sorted, byHand: true }
}

/** The slot's order after moving one job a place up or down (ids in the new order), or null when it cannot move. */
export function moveInOrder(ids: readonly number[], id: number, direction: 'up' | 'down'): number[] | null {
	const at = ids.indexOf(id)
	const to = direction === 'up' ? at - 1 : at + 1
	if (at < 0 || to < 0 || to >= ids.length) return null
	const next = [...ids]
	next[at] = ids[to]!
	next[to] = id
	return next
}
