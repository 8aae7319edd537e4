import type { Db } from '#app/lib/db.server'
import { findListedTyres, sameSizeNearestInPrice } from './catalogue.server'
import type { ComparedTyre } from './compare'
import { tyreDetailsOf } from './tyre-details'
import type { CatalogueTyre } from './types'

/** The tyres asked for that are in the range (listed), in the order asked, and the ids that are not. */
export async function loadComparison(db: Db, ids: readonly number[]): Promise<{ tyres: ComparedTyre[]; missing: number[] }> {
	if (ids.length === 0) return { tyres: [], missing: [] }
	const found = new Map((await findListedTyres(db, ids)).map((tyre) => [tyre.id, tyre]))
	const listed = ids.map((id) => found.get(id)).filter((tyre): tyre is CatalogueTyre => tyre !== undefined)
	// features and warranty are read for the few tyres shown, as on the product page
	const rows = listed.length
		? await db
				.selectFrom('tyres')
				.select(['id', 'features', 'warranty_km', 'fitment_guarantee'])
				.where(
					'id',
					'in',
					listed.map((t) => t.id),
				)
				.execute()
		: []
	const details = new Map(rows.map((row) => [row.id, tyreDetailsOf(row)]))
	const tyres = listed.map((tyre) => ({ tyre, details: details.get(tyre.id) ?? { features: [], warrantyKm: tyre.warrantyKm, fitmentGuarantee: null } }))
	return { tyres, missing: ids.filter((id) => !listed.some((t) => t.id === id)) }
}

/**
 * Tyres a customer on a product page may want to compare it with: the same size, in stock, the
 * nearest in price for a set of 4 first (a like-for-like choice rather than the cheapest).
 */
export function similarTyres(db: Db, tyre: CatalogueTyre, limit = 4): Promise<CatalogueTyre[]> {
	return sameSizeNearestInPrice(db, tyre, limit)
}
