import type { CatalogueSnapshot } from '#app/domain/catalogue/catalogue.server'
import { homeSearchHref } from '#app/domain/catalogue/search-url'
import { VEHICLE_NAME_MAX } from '#app/domain/catalogue/search-query'
import { parseSize } from '#app/domain/catalogue/size'
import type { Db } from '#app/lib/db.server'
import { retryIn, type RateLimitResult } from '#app/lib/rate-limits/limiter.server'
import { describeVehicle, type RegoProvider, type VehicleFitment } from './rego'
import { RegoSearchInput } from './rego-input'
import { searchByRego } from './rego-search.server'
import { type RememberedVehicle, vehicleToRemember } from './remembered-vehicle'
import { findMake, vehicleFitments, vehicleMakes, vehicleModels, vehicleYears } from './vehicles.server'

/** One vehicle the customer may own, with where its tyres are in the shop. */
export interface VehicleMatch {
	description: string
	frontSize: string | null
	rearSize: string | null
	staggered: boolean
	/** the home search for its size (or staggered pair); null when its size is unknown */
	searchHref: string | null
	/** listed tyres in its size (front size for a staggered fit) */
	tyreCount: number
}

export type RegoOutcome =
	| { status: 'idle' }
	| { status: 'invalid'; errors: { rego?: string; state?: string } }
	| { status: 'found'; matches: VehicleMatch[] }
	| { status: 'not-found' }
	| { status: 'unavailable'; message: string }

export interface VehiclePageData {
	values: { rego: string; state: string; make: string; model: string; year: string }
	rego: RegoOutcome
	makes: string[]
	models: string[]
	years: number[]
	/** the chosen make, model and year, as the table spells them; null until chosen */
	chosen: { make: string | null; model: string | null; year: number | null }
	variants: VehicleMatch[] | null
	/** the vehicle found, for the checkout to fill in; null when none (or not one model) was found */
	remember: RememberedVehicle | null
}

export function toVehicleMatch(catalogue: CatalogueSnapshot, fitment: VehicleFitment): VehicleMatch {
	const front = parseSize(fitment.frontSize)
	const rear = parseSize(fitment.rearSize)
	const staggered = Boolean(front && rear && fitment.rearSize !== fitment.frontSize)
	let searchHref: string | null = null
	// the results name the car: year, make and model (the variant makes the heading long)
	const vehicle = describeVehicle({ ...fitment, variant: '' }).slice(0, VEHICLE_NAME_MAX)
	if (front && rear && staggered) {
		searchHref = homeSearchHref({
			front_width: front.width,
			front_profile: front.profile,
			front_rim: front.rim,
			rear_width: rear.width,
			rear_profile: rear.profile,
			rear_rim: rear.rim,
			side: 'front',
			vehicle,
		})
	} else if (front) {
		searchHref = homeSearchHref({ ...front, vehicle })
	}
	return {
		description: describeVehicle(fitment),
		frontSize: fitment.frontSize,
		rearSize: staggered ? fitment.rearSize : null,
		staggered,
		searchHref,
		tyreCount: front ? catalogue.sizeCount(front) : 0,
	}
}

/**
 * The vehicle search page from its URL: a plate lookup (rego + state) and the make → model →
 * year search of the fitment table. Values that are not in the table are dropped, not errors:
 * the customer just picks again.
 */
export async function vehiclePage(
	db: Db,
	catalogue: CatalogueSnapshot,
	params: URLSearchParams,
	{ provider, rateLimit }: { provider: RegoProvider; rateLimit: () => RateLimitResult | Promise<RateLimitResult> },
): Promise<VehiclePageData> {
	const text = (name: string) => (params.get(name) ?? '').slice(0, 40).trim()
	const values = { rego: text('rego'), state: text('state'), make: text('make'), model: text('model'), year: text('year') }

	let rego: RegoOutcome = { status: 'idle' }
	let remember: RememberedVehicle | null = null
	if (params.has('rego') || params.has('state')) {
		const parsed = RegoSearchInput.safeParse({ rego: values.rego, state: values.state })
		if (!parsed.success) {
			const errors: { rego?: string; state?: string } = {}
			for (const issue of parsed.error.issues) {
				const field = issue.path[0] === 'state' ? 'state' : 'rego'
				errors[field] ??= issue.message
			}
			rego = { status: 'invalid', errors }
		} else {
			const limit = await rateLimit()
			if (!limit.ok) {
				rego = { status: 'unavailable', message: `Too many registration searches. Try again ${retryIn(limit.retryAfterSeconds)}.` }
			} else {
				const result = await searchByRego(provider, catalogue, parsed.data.rego, parsed.data.state)
				if (result.status === 'found') {
					rego = { status: 'found', matches: result.variants.map((v) => toVehicleMatch(catalogue, v)) }
					remember = vehicleToRemember(result.variants, parsed.data)
				} else rego = result
			}
		}
	}

	const makes = await vehicleMakes(db)
	const make = values.make ? ((await findMake(db, values.make)) ?? null) : null
	const models = make ? await vehicleModels(db, make) : []
	const model = make && values.model ? (models.find((m) => m.toLowerCase() === values.model.toLowerCase()) ?? null) : null
	const years = make && model ? await vehicleYears(db, make, model) : []
	const year = model && /^\d{4}$/.test(values.year) && years.includes(Number(values.year)) ? Number(values.year) : null
	const fitments = make && model && year ? await vehicleFitments(db, { make, model, year }) : null
	const variants = fitments ? fitments.map((f) => toVehicleMatch(catalogue, f)) : null
	// a plate found in this same request wins: it says more (the registration itself)
	remember ??= fitments ? vehicleToRemember(fitments) : null

	return { values, rego, makes, models, years, chosen: { make, model, year }, variants, remember }
}
