import { z } from 'zod'
import { formatSize, parseSize } from '#app/domain/catalogue/size'
import { askRegoService, type HttpRegoConfig } from '#app/lib/rego-http.server'
import type { AuState, RegoLookup } from './rego'

// What a commercial registration-lookup service's answer means (the request itself is in
// app/lib/rego-http.server.ts): either one vehicle or { vehicles: [...] } (also accepted:
// results, data), each vehicle { make, model, variant?|series?|badge?, year?, frontTyreSize?,
// rearTyreSize? } (snake_case and tyreSize accepted too); an empty list when the plate is unknown.
// Services that return no tyre sizes are fine: the shop completes the fitment from its local
// fitment table by make, model and year (see vehicles.server.ts).

export interface HttpRegoVehicle {
	make: string
	model: string
	variant: string
	year: number | null
	frontSize: string | null
	rearSize: string | null
}

const text = z.preprocess((v) => (typeof v === 'number' ? String(v) : v), z.string().trim().max(80))
const size = z.preprocess((v) => (typeof v === 'string' ? v : undefined), z.string().max(30).optional())

const ProviderVehicle = z
	.object({
		make: text,
		model: text,
		variant: text.optional(),
		series: text.optional(),
		badge: text.optional(),
		year: z.coerce.number().int().min(1950).max(2100).optional().catch(undefined),
		frontTyreSize: size,
		front_tyre_size: size,
		tyreSize: size,
		tyre_size: size,
		rearTyreSize: size,
		rear_tyre_size: size,
	})
	.transform((v): HttpRegoVehicle => {
		const front = parseSize(v.frontTyreSize ?? v.front_tyre_size ?? v.tyreSize ?? v.tyre_size)
		const rear = parseSize(v.rearTyreSize ?? v.rear_tyre_size)
		return {
			make: v.make,
			model: v.model,
			variant: v.variant ?? v.series ?? v.badge ?? '',
			year: v.year ?? null,
			frontSize: front ? formatSize(front) : null,
			rearSize: rear && front && formatSize(rear) !== formatSize(front) ? formatSize(rear) : null,
		}
	})

const ProviderAnswer = z.union([
	z.object({ vehicles: z.array(ProviderVehicle).max(50) }).transform((a) => a.vehicles),
	z.object({ results: z.array(ProviderVehicle).max(50) }).transform((a) => a.results),
	z.object({ data: z.array(ProviderVehicle).max(50) }).transform((a) => a.data),
	ProviderVehicle.transform((v) => [v]),
])

export type HttpRegoLookup = { status: 'found'; vehicles: HttpRegoVehicle[] } | Exclude<RegoLookup, { status: 'found' }>

/** Looks a plate up with the configured service; never throws (an outage is 'unavailable'). */
export function httpRegoLookup(config: HttpRegoConfig) {
	return async (rego: string, state: AuState): Promise<HttpRegoLookup> => {
		const unavailable = { status: 'unavailable', message: 'The registration lookup is not answering right now.' } as const
		const answer = await askRegoService(config, rego, state)
		if (answer.status !== 'answered') return answer.status === 'not-found' ? { status: 'not-found' } : unavailable
		const parsed = ProviderAnswer.safeParse(answer.json)
		if (!parsed.success) return unavailable
		return parsed.data.length === 0 ? { status: 'not-found' } : { status: 'found', vehicles: parsed.data }
	}
}
