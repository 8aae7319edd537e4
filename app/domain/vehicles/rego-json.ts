import { toApiTyre, type ApiTyre } from '#app/domain/catalogue/api-shape'
import type { RegoSearchResult } from './rego-search.server'
import { describeVehicle, type VehicleFitment } from './rego'

// spec §7 search-by-rego answer: multipleMatches, variantCount, matchedTyres, vehicleMake,
// vehicle, fitment; several matches list the variants to choose from.

export interface ApiFitment {
	front: string | null
	rear: string | null
	staggered: boolean
}

export type ApiVehicle = Pick<VehicleFitment, 'make' | 'model' | 'variant' | 'year' | 'yearFrom' | 'yearTo'> & { description: string }

export interface RegoAnswer {
	multipleMatches: boolean
	variantCount: number
	vehicleMake: string | null
	vehicle: ApiVehicle | null
	fitment: ApiFitment | null
	matchedTyres: ApiTyre[]
	variants: { vehicle: ApiVehicle; fitment: ApiFitment }[]
}

export function toApiVehicle(v: VehicleFitment): ApiVehicle {
	return { make: v.make, model: v.model, variant: v.variant, year: v.year, yearFrom: v.yearFrom, yearTo: v.yearTo, description: describeVehicle(v) }
}

export function toApiFitment(v: VehicleFitment): ApiFitment {
	return { front: v.frontSize, rear: v.rearSize ?? v.frontSize, staggered: v.rearSize !== null && v.rearSize !== v.frontSize }
}

export function toRegoAnswer(result: Extract<RegoSearchResult, { status: 'found' }>): RegoAnswer {
	const variants = result.variants.map((v) => ({ vehicle: toApiVehicle(v), fitment: toApiFitment(v) }))
	const single = variants.length === 1 ? variants[0]! : null
	const makes = new Set(result.variants.map((v) => v.make))
	return {
		multipleMatches: variants.length > 1,
		variantCount: variants.length,
		vehicleMake: makes.size === 1 ? [...makes][0]! : null,
		vehicle: single?.vehicle ?? null,
		fitment: single?.fitment ?? null,
		matchedTyres: result.matched ? [...result.matched.front, ...result.matched.rear].map(toApiTyre) : [],
		variants,
	}
}
