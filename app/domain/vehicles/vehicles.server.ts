import type { Db } from '#app/lib/db.server'
import { getEnv } from '#app/lib/env.server'
import type { HttpRegoConfig } from '#app/lib/rego-http.server'
import { httpRegoLookup } from './http-rego.server'
import { localRegoProvider } from './local-rego.server'
import type { AuState, RegoLookup, RegoProvider, VehicleFitment } from './rego'

// Vehicles: the local fitment table (make, model, variant, years → factory tyre sizes), the
// registration lookup, and the make → model → year search the spec lacks but customers expect.

type VehicleRow = { make: string; model: string; variant: string; year_from: number; year_to: number; front_size: string; rear_size: string | null }

function toFitment(row: VehicleRow, year: number | null): VehicleFitment {
	return {
		make: row.make,
		model: row.model,
		variant: row.variant,
		year,
		yearFrom: row.year_from,
		yearTo: row.year_to,
		frontSize: row.front_size,
		rearSize: row.rear_size,
	}
}

const vehicleColumns = ['make', 'model', 'variant', 'year_from', 'year_to', 'front_size', 'rear_size'] as const

/** Makes in the fitment table, A to Z. */
export async function vehicleMakes(db: Db): Promise<string[]> {
	const rows = await db.selectFrom('vehicles').select('make').distinct().orderBy('make').execute()
	return rows.map((r) => r.make)
}

/** The make as the table spells it (any capitalisation), or undefined. */
export async function findMake(db: Db, make: string) {
	const makes = await vehicleMakes(db)
	return makes.find((m) => m.toLowerCase() === make.trim().toLowerCase())
}

export async function vehicleModels(db: Db, make: string): Promise<string[]> {
	const rows = await db.selectFrom('vehicles').select('model').distinct().where('make', '=', make).orderBy('model').execute()
	return rows.map((r) => r.model)
}

/** Years any variant of the model was sold in, newest first. */
export async function vehicleYears(db: Db, make: string, model: string): Promise<number[]> {
	const rows = await db.selectFrom('vehicles').select(['year_from', 'year_to']).where('make', '=', make).where('model', '=', model).execute()
	const years = new Set<number>()
	for (const row of rows) for (let y = row.year_from; y <= row.year_to; y++) years.add(y)
	return [...years].sort((a, b) => b - a)
}

/** The variants of a make and model sold in `year`, each with its factory sizes. */
export async function vehicleFitments(db: Db, { make, model, year, variant }: { make: string; model: string; year?: number | null; variant?: string | null }) {
	let query = db
		.selectFrom('vehicles')
		.select(vehicleColumns)
		.where((eb) => eb(eb.fn('lower', ['make']), '=', make.toLowerCase()))
		.where((eb) => eb(eb.fn('lower', ['model']), '=', model.toLowerCase()))
	if (year) query = query.where('year_from', '<=', year).where('year_to', '>=', year)
	const rows = await query.orderBy('variant').orderBy('year_from').execute()
	const fitments = rows.map((row) => toFitment(row, year ?? null))
	if (variant) {
		const exact = fitments.filter((f) => f.variant.toLowerCase() === variant.trim().toLowerCase())
		if (exact.length) return exact
	}
	return fitments
}

/** A provider backed by a registration service; sizes it does not give come from the fitment table. */
export function httpRegoProvider(db: Db, config: HttpRegoConfig): RegoProvider {
	const lookup = httpRegoLookup(config)
	return {
		name: 'http',
		async lookup(rego: string, state: AuState): Promise<RegoLookup> {
			const answer = await lookup(rego, state)
			if (answer.status !== 'found') return answer
			const vehicles: VehicleFitment[] = []
			for (const v of answer.vehicles) {
				if (v.frontSize) {
					vehicles.push({ ...v, frontSize: v.frontSize, yearFrom: v.year ?? 0, yearTo: v.year ?? 0 })
					continue
				}
				const known = await vehicleFitments(db, { make: v.make, model: v.model, year: v.year, variant: v.variant })
				if (known.length) vehicles.push(...known.map((k) => ({ ...k, year: v.year })))
				else vehicles.push({ ...v, frontSize: null, rearSize: null, yearFrom: v.year ?? 0, yearTo: v.year ?? 0 })
			}
			return { status: 'found', vehicles }
		},
	}
}

/** The registration service when one is configured (REGO_API_URL), else the local fitment table. */
export function getRegoProvider(db: Db): RegoProvider {
	const env = getEnv()
	if (env.REGO_API_URL) {
		return httpRegoProvider(db, { url: env.REGO_API_URL, apiKey: env.REGO_API_KEY ?? null, timeoutMs: env.REGO_API_TIMEOUT_MS })
	}
	return localRegoProvider(db)
}
