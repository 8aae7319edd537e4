import { formatSize, sameSize, type TyreSize } from './size'

// When a searched size has nothing in stock, the shop offers the nearest sizes it has. A
// fitter's rule of thumb decides what "near" means: the same rim (a tyre must fit the wheel),
// then the closest overall diameter; within 3% of the original the speedometer and the
// clearances stay right (a close fit). The customer still confirms with the shop before
// fitting another size, which the page says.

/** The fitter's rule: the largest change of overall diameter that still fits like the original. */
export const MAX_DIAMETER_CHANGE = 0.03
export const NEAREST_SIZES_LIMIT = 4

const MM_PER_INCH = 25.4

/** A tyre's overall diameter in millimetres: the rim plus two sidewalls. */
export function overallDiameter({ width, profile, rim }: TyreSize) {
	return rim * MM_PER_INCH + (2 * width * profile) / 100
}

export interface NearSize extends TyreSize {
	label: string
	/** how many listed tyres of this size are in stock */
	tyreCount: number
	/** the change of overall diameter against the searched size, as a fraction (0.012 = 1.2% larger) */
	diameterChange: number
	/** within 3% of the searched size's diameter */
	closeFit: boolean
}

/**
 * The sizes in stock nearest to `wanted`: same rim, closest overall diameter first (the close
 * fits, within 3%, come first by that), then the closest width; never the searched size itself.
 */
export function nearestSizes(
	wanted: TyreSize,
	inStock: ReadonlyArray<TyreSize & { tyreCount: number }>,
	limit = NEAREST_SIZES_LIMIT,
): NearSize[] {
	const target = overallDiameter(wanted)
	return inStock
		.filter((size) => size.rim === wanted.rim && size.tyreCount > 0 && !sameSize(size, wanted))
		.map((size) => {
			const diameterChange = (overallDiameter(size) - target) / target
			return {
				width: size.width,
				profile: size.profile,
				rim: size.rim,
				label: formatSize(size),
				tyreCount: size.tyreCount,
				diameterChange,
				closeFit: Math.abs(diameterChange) <= MAX_DIAMETER_CHANGE + 1e-9,
			}
		})
		.sort(
			(a, b) =>
				Math.abs(a.diameterChange) - Math.abs(b.diameterChange) ||
				Math.abs(a.width - wanted.width) - Math.abs(b.width - wanted.width) ||
				a.width - b.width ||
				a.profile - b.profile,
		)
		.slice(0, Math.max(0, limit))
}
