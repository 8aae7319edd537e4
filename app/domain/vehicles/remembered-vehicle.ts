import { z } from 'zod'
import { AU_STATES, isRego, type VehicleFitment } from './rego'

// The car a customer found on /vehicle, remembered (in a signed cookie) so the checkout's vehicle
// fields come filled in: registration, state, make and model (with the variant and year, which
// the checkout has no fields of their own for). What comes back from the browser is parsed again.

export const RememberedVehicleSchema = z.object({
	rego: z.string().refine(isRego).optional(),
	state: z.enum(AU_STATES).optional(),
	make: z.string().trim().min(1).max(40),
	model: z.string().trim().min(1).max(40),
	variant: z.string().trim().max(40).optional(),
	year: z.number().int().min(1950).max(2100).nullable(),
})
export type RememberedVehicle = z.output<typeof RememberedVehicleSchema>

/** A cookie's value as a remembered vehicle, or null for anything else. */
export function readRememberedVehicle(value: unknown): RememberedVehicle | null {
	const parsed = RememberedVehicleSchema.safeParse(value)
	return parsed.success ? parsed.data : null
}

/**
 * The vehicle to remember from what a lookup found: one vehicle (or several variants of one
 * make and model) is remembered; matches of different models are not (the customer has not
 * said which). `plate` is the looked-up registration, when the lookup was by plate.
 */
export function vehicleToRemember(fitments: VehicleFitment[], plate?: { rego: string; state: (typeof AU_STATES)[number] }): RememberedVehicle | null {
	const first = fitments[0]
	if (!first) return null
	if (fitments.some((f) => f.make !== first.make || f.model !== first.model)) return null
	const variants = new Set(fitments.map((f) => f.variant))
	const years = new Set(fitments.map((f) => f.year))
	return readRememberedVehicle({
		...(plate ?? {}),
		make: first.make,
		model: first.model,
		variant: variants.size === 1 && first.variant ? first.variant : undefined,
		year: years.size === 1 ? first.year : null,
	})
}

/** The checkout form's vehicle fields from a remembered vehicle (the model says variant and year). */
export function checkoutVehicleValues(vehicle: RememberedVehicle) {
	const withVariant = [vehicle.model, vehicle.variant].filter(Boolean).join(' ')
	const model = [withVariant, vehicle.year ? `(${vehicle.year})` : ''].filter(Boolean).join(' ')
	return {
		...(vehicle.rego ? { vehicleDetails: vehicle.rego } : {}),
		...(vehicle.state ? { state: vehicle.state } : {}),
		make: vehicle.make,
		// the checkout's model field holds 40 characters: drop what does not fit, least useful first
		model: model.length <= 40 ? model : withVariant.length <= 40 ? withVariant : vehicle.model,
	}
}
