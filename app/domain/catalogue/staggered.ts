import { tyreIdentityKey } from '#app/domain/cart/identity'
import { priceLine, quantityProblem } from '#app/domain/pricing/pricing'
import { sameSize, type TyreSize } from './size'
import type { CatalogueTyre, PairOffer } from './types'

export const PAIR_QUANTITY = 2 // a car's axle: two fronts, two rears

/**
 * For each tyre shown on one side of a staggered search, the same brand and model in the other
 * side's size (the first in listing order that can be bought in pairs), priced as two lines.
 * `others` are the listed tyres of the other size. Keyed by the shown tyre's id.
 */
export function staggeredPairs(
	side: 'front' | 'rear',
	shown: readonly CatalogueTyre[],
	others: readonly CatalogueTyre[],
	sizes: { front: TyreSize; rear: TyreSize },
	quantity = PAIR_QUANTITY,
): Record<number, PairOffer> {
	const offers: Record<number, PairOffer> = {}
	if (sameSize(sizes.front, sizes.rear)) return offers
	const buyable = (t: CatalogueTyre) => quantityProblem(t, quantity) === null
	const byModel = new Map<string, CatalogueTyre>()
	for (const tyre of others) {
		const key = `${tyre.brand}\n${tyre.model}`.toLowerCase()
		if (!byModel.has(key) && buyable(tyre)) byModel.set(key, tyre)
	}
	for (const tyre of shown) {
		if (!buyable(tyre)) continue
		const match = byModel.get(`${tyre.brand}\n${tyre.model}`.toLowerCase())
		if (!match) continue
		const [front, rear] = side === 'front' ? [tyre, match] : [match, tyre]
		const frontLine = priceLine(front, quantity)
		const rearLine = priceLine(rear, quantity)
		if (!frontLine || !rearLine) continue
		offers[tyre.id] = {
			frontTyreId: front.id,
			rearTyreId: rear.id,
			frontSize: front.size,
			rearSize: rear.size,
			quantity,
			total: frontLine.lineTotal + rearLine.lineTotal,
			keys: [tyreIdentityKey(front), tyreIdentityKey(rear)],
		}
	}
	return offers
}
