import type { Db } from '#app/lib/db.server'
import type { AuState, RegoLookup, RegoProvider, VehicleFitment } from './rego'

/**
 * The local fitment table (vehicles + vehicle_registrations, seeded with common Australian
 * cars and demo plates): the provider used when no registration service is configured.
 */
export function localRegoProvider(db: Db): RegoProvider {
	return {
		name: 'local',
		async lookup(rego: string, state: AuState): Promise<RegoLookup> {
			const rows = await db
				.selectFrom('vehicle_registrations as r')
				.innerJoin('vehicles as v', 'v.id', 'r.vehicle_id')
				.select(['v.make', 'v.model', 'v.variant', 'v.year_from', 'v.year_to', 'v.front_size', 'v.rear_size', 'r.year'])
				.where('r.rego', '=', rego)
				.where('r.state', '=', state)
				.orderBy('v.make')
				.orderBy('v.model')
				.orderBy('v.variant')
				.execute()
			if (rows.length === 0) return { status: 'not-found' }
			return {
				status: 'found',
				vehicles: rows.map(
					(row): VehicleFitment => ({
						make: row.make,
						model: row.model,
						variant: row.variant,
						year: row.year,
						yearFrom: row.year_from,
						yearTo: row.year_to,
						frontSize: row.front_size,
						rearSize: row.rear_size,
					}),
				),
			}
		},
	}
}
