// Demo 'Features & warranty' for a realistic part of the range (most real catalogues have these
// for their main ranges only): selling points as the maker states them, a tread-life warranty
// in kilometres where the range carries one, and the shop's fitment guarantee.

export interface SeedTyreDetails {
	features: string[]
	warrantyKm?: number
	fitmentGuarantee?: string
}

const FITTED_AT_HOME = 'Fitted, balanced and torqued at your home or work; free wheel-nut re-check within 30 days.'
const FITTED_4WD = 'Fitted and balanced on site with new valve stems; free re-torque and pressure check within 30 days.'

/** Keyed by 'Brand Model'. */
export const SEED_TYRE_DETAILS: Record<string, SeedTyreDetails> = {
	'Michelin Primacy 4': {
		features: ['Short braking distances in the wet, new and worn', 'Quiet, comfortable ride', 'Long-lasting tread compound'],
		warrantyKm: 80000,
		fitmentGuarantee: FITTED_AT_HOME,
	},
	'Michelin Pilot Sport 4': {
		features: ['Precise steering response', 'Strong grip on wet and dry roads', 'Hybrid aramid and nylon belt for stability at speed'],
		fitmentGuarantee: FITTED_AT_HOME,
	},
	'Michelin LTX Trail': {
		features: ['Tough casing for gravel and unsealed roads', 'Stays quiet on the highway', 'Even wear for long life'],
		warrantyKm: 70000,
		fitmentGuarantee: FITTED_4WD,
	},
	'Pirelli Cinturato P7': {
		features: ['Low rolling resistance saves fuel', 'Stable handling in the wet', 'Reduced road noise'],
		warrantyKm: 60000,
		fitmentGuarantee: FITTED_AT_HOME,
	},
	'Bridgestone Turanza T005': {
		features: ['Excellent wet braking', 'Long tread life', 'Comfortable on coarse-chip roads'],
		warrantyKm: 60000,
		fitmentGuarantee: FITTED_AT_HOME,
	},
	'Bridgestone Dueler H/T 684': {
		features: ['Made for Australian highway towing', 'Strong sidewalls', 'Quiet, stable ride'],
		warrantyKm: 60000,
		fitmentGuarantee: FITTED_4WD,
	},
	'Continental PremiumContact 7': {
		features: ['Short wet and dry braking distances', 'Adaptive compound for summer heat and winter rain', 'Low noise'],
		warrantyKm: 60000,
		fitmentGuarantee: FITTED_AT_HOME,
	},
	'Goodyear Assurance TripleMax 2': {
		features: ['Shorter stopping in the wet', 'Fuel-saving compound', 'Confident cornering'],
		warrantyKm: 65000,
		fitmentGuarantee: FITTED_AT_HOME,
	},
	'Yokohama Geolandar A/T G015': {
		features: ['All-terrain grip on and off road', 'Three-peak mountain snowflake rated', 'Stone-ejecting grooves'],
		warrantyKm: 80000,
		fitmentGuarantee: FITTED_4WD,
	},
	'Hankook Ventus Prime 4': {
		features: ['Quiet, comfortable touring', 'Good wet grip', 'Even wear across the tread'],
		warrantyKm: 70000,
		fitmentGuarantee: FITTED_AT_HOME,
	},
	'Kumho Solus TA31': {
		features: ['Long tread life', 'Smooth and quiet', 'Good value touring tyre'],
		warrantyKm: 80000,
		fitmentGuarantee: FITTED_AT_HOME,
	},
	'Zeta Azura': {
		features: ['Our house brand, chosen for Melbourne roads', 'Quiet touring tread', 'Great value for a set of four'],
		warrantyKm: 50000,
		fitmentGuarantee: FITTED_AT_HOME,
	},
	'Zeta Impero': {
		features: ['SUV touring comfort', 'Stable in crosswinds and when loaded', 'Great value for a set of four'],
		warrantyKm: 50000,
		fitmentGuarantee: FITTED_AT_HOME,
	},
}
