// A vehicle's tyre record as pages show it (built by vehicle-record.server.ts).

export interface VehicleVisit {
	reference: string
	/** the shop date the work was marked done, YYYY-MM-DD */
	date: string
	tyres: { size: string; brand: string; model: string; quantity: number }[]
	positions: string[]
	services: string[]
}

export interface VehicleRecord {
	rego: string
	state: string | null
	description: string
	visits: VehicleVisit[]
}
