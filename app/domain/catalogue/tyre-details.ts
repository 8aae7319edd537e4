import type { Tyre } from '#db/schema'

// A tyre's optional details for the product page's 'Features & warranty' block (migration 0011):
// selling points kept one a line, the tread-life warranty in kilometres and the fitment guarantee.

export interface TyreDetails {
	features: string[]
	warrantyKm: number | null
	fitmentGuarantee: string | null
}

export function featuresToColumn(features: string[]): string | null {
	return features.length ? features.join('\n') : null
}

export function tyreDetailsOf(row: Pick<Tyre, 'features' | 'warranty_km' | 'fitment_guarantee'>): TyreDetails {
	return {
		features: (row.features ?? '')
			.split('\n')
			.map((line) => line.trim())
			.filter(Boolean),
		warrantyKm: row.warranty_km,
		fitmentGuarantee: row.fitment_guarantee?.trim() || null,
	}
}

/** True when the product page has anything to show in 'Features & warranty'. */
export function hasTyreDetails(details: TyreDetails): boolean {
	return details.features.length > 0 || details.warrantyKm !== null || details.fitmentGuarantee !== null
}

/** '80,000 km tread-life warranty' */
export function warrantyText(km: number): string {
	return `${km.toLocaleString('en-AU')} km tread-life warranty`
}
