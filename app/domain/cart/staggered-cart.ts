import { z } from 'zod'
import { homeSearchHref } from '#app/domain/catalogue/search-url'
import { formatSize, parseSize, sameSize, type TyreSize } from '#app/domain/catalogue/size'

// A car with a staggered fit needs two sizes: one on the front axle, another on the rear. A cart
// filled from a staggered search remembers both, so it can say when it holds one of them only.

export interface StaggeredSizes {
	front: string
	rear: string
}

export type Axle = 'front' | 'rear'

export interface MissingAxle {
	axle: Axle
	size: string
}

const SIZE_MESSAGE = 'A staggered size is written like 225/40R18.'
const sizeText = z
	.string()
	.trim()
	.max(20, SIZE_MESSAGE)
	.transform((value, ctx) => {
		const size = parseSize(value)
		if (size) return formatSize(size)
		ctx.addIssue({ code: 'custom', message: SIZE_MESSAGE })
		return z.NEVER
	})

/** The optional form fields an add to the cart from a staggered search carries (both or neither). */
export const StaggeredFields = {
	staggeredFront: sizeText.optional(),
	staggeredRear: sizeText.optional(),
}

/** Both fields, or null when the add did not come from a staggered search (or they are the same size). */
export function staggeredFromFields(fields: { staggeredFront?: string; staggeredRear?: string }): StaggeredSizes | null {
	const { staggeredFront: front, staggeredRear: rear } = fields
	if (!front || !rear || front === rear) return null
	return { front, rear }
}

/**
 * The axle the cart has no tyres for: the cart holds tyres in one of the staggered search's sizes
 * and none in the other. Null when it holds both, neither, or was not filled from such a search.
 */
export function missingAxle(staggered: StaggeredSizes | null, lines: readonly TyreSize[]): MissingAxle | null {
	if (!staggered) return null
	const front = parseSize(staggered.front)
	const rear = parseSize(staggered.rear)
	if (!front || !rear || sameSize(front, rear)) return null
	const hasFront = lines.some((line) => sameSize(line, front))
	const hasRear = lines.some((line) => sameSize(line, rear))
	if (hasFront === hasRear) return null
	return hasFront ? { axle: 'rear', size: formatSize(rear) } : { axle: 'front', size: formatSize(front) }
}

/** The warning the drawer and /shipping show. */
export function missingAxleMessage(missing: MissingAxle) {
	return `Your car also needs ${missing.size} at the ${missing.axle}.`
}

/** The staggered search again, on the missing axle's tyres. */
export function missingAxleHref(staggered: StaggeredSizes, missing: MissingAxle) {
	const front = parseSize(staggered.front)
	const rear = parseSize(staggered.rear)
	if (!front || !rear) return homeSearchHref({})
	return homeSearchHref({
		front_width: front.width,
		front_profile: front.profile,
		front_rim: front.rim,
		rear_width: rear.width,
		rear_profile: rear.profile,
		rear_rim: rear.rim,
		side: missing.axle,
	})
}
