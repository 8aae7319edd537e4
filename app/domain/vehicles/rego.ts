// Vehicle lookup by registration plate (spec §7 search-by-rego) behind one interface, so a
// commercial registration service and the local fitment table are interchangeable.

export const AU_STATES = ['VIC', 'NSW', 'QLD', 'SA', 'WA', 'TAS', 'NT', 'ACT'] as const
export type AuState = (typeof AU_STATES)[number]

/** A vehicle with its factory tyre sizes (front and rear differ on a staggered fitment). */
export interface VehicleFitment {
	make: string
	model: string
	/** '' when the model has one variant */
	variant: string
	/** the plate's year when known, else null */
	year: number | null
	yearFrom: number
	yearTo: number
	/** null only when a registration service named a vehicle the fitment table does not know */
	frontSize: string | null
	/** null when the rear is the same size as the front */
	rearSize: string | null
}

export type RegoLookup =
	| { status: 'found'; vehicles: VehicleFitment[] }
	| { status: 'not-found' }
	| { status: 'unavailable'; message: string }

export interface RegoProvider {
	/** 'local' or 'http', for logs and the README */
	readonly name: string
	lookup(rego: string, state: AuState): Promise<RegoLookup>
}

/** Plates are letters and digits; customers type spaces, dots and dashes we ignore. */
export function normaliseRego(text: string) {
	return text.replace(/[\s.\-·]/g, '').toUpperCase()
}

export function isRego(text: string) {
	return /^[A-Z0-9]{2,9}$/.test(text)
}

export function describeVehicle(v: Pick<VehicleFitment, 'make' | 'model' | 'variant' | 'year' | 'yearFrom' | 'yearTo'>) {
	const years = v.year ?? (v.yearFrom === v.yearTo ? v.yearFrom : `${v.yearFrom}–${v.yearTo}`)
	return [years, v.make, v.model, v.variant].filter((part) => part !== '' && part !== null).join(' ')
}
