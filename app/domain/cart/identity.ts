// spec §3: two cart lines are the same tyre when brand, model, size, rating, marking, type and
// runflat all match. The key lets pages tell 'Already in Cart' without a database round trip.

export interface TyreIdentity {
	brand: string
	model: string
	size: string
	loadSpeedRating: string | null
	marking: string | null
	type: string | null
	runflat: boolean
}

export function tyreIdentityKey(t: TyreIdentity) {
	return JSON.stringify([t.brand, t.model, t.size, t.loadSpeedRating ?? '', normaliseMarking(t.marking) ?? '', t.type ?? '', t.runflat ? 1 : 0])
}

/** spec §3: a Marking of 'NaN' means none. */
export function normaliseMarking(marking: string | null | undefined) {
	const value = marking?.trim()
	return value && value.toLowerCase() !== 'nan' ? value : null
}
