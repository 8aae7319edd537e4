// Tyre sizes as the shop writes them: width/profileRrim, e.g. 205/55R16 (spec §3 SIZE).

export interface TyreSize {
	/** section width in millimetres */
	width: number
	/** aspect ratio: sidewall height as a percentage of the width */
	profile: number
	/** rim diameter in inches */
	rim: number
}

// Bounds that cover every passenger, SUV and light-truck size sold in Australia; anything
// outside them is a typo or an attack, never a real tyre.
export const SIZE_BOUNDS = {
	width: { min: 105, max: 395 },
	profile: { min: 20, max: 95 },
	rim: { min: 10, max: 26 },
} as const

const SIZE_PATTERN = /^\s*(\d{3})\s*\/\s*(\d{2})\s*Z?R\s*(\d{2})\s*$/i

/** '205/55R16' (also '205/55 R16', '205/55ZR16') → { width, profile, rim }, or null. */
export function parseSize(text: string | null | undefined): TyreSize | null {
	if (!text || text.length > 20) return null
	const match = SIZE_PATTERN.exec(text)
	if (!match) return null
	const size = { width: Number(match[1]), profile: Number(match[2]), rim: Number(match[3]) }
	return isPlausibleSize(size) ? size : null
}

export function formatSize({ width, profile, rim }: TyreSize) {
	return `${width}/${profile}R${rim}`
}

export function isPlausibleSize({ width, profile, rim }: TyreSize) {
	return (
		Number.isInteger(width) &&
		Number.isInteger(profile) &&
		Number.isInteger(rim) &&
		width >= SIZE_BOUNDS.width.min &&
		width <= SIZE_BOUNDS.width.max &&
		profile >= SIZE_BOUNDS.profile.min &&
		profile <= SIZE_BOUNDS.profile.max &&
		rim >= SIZE_BOUNDS.rim.min &&
		rim <= SIZE_BOUNDS.rim.max
	)
}

export function sameSize(a: TyreSize, b: TyreSize) {
	return a.width === b.width && a.profile === b.profile && a.rim === b.rim
}

/** spec §7 getall: ascending by width, then profile, then rim. */
export function compareSizes(a: TyreSize, b: TyreSize) {
	return a.width - b.width || a.profile - b.profile || a.rim - b.rim
}

/** A list of sizes as [width, profile, rim] triples: compact enough to send to the browser. */
export type SizeTriple = readonly [number, number, number]

/**
 * The select options for a size form: every width; the profiles that exist for the chosen
 * width (all profiles when none is chosen); the rims that exist for width + profile.
 */
export function sizeChoices(sizes: readonly SizeTriple[], chosen: { width?: number | null; profile?: number | null }) {
	const widths = new Set<number>()
	const profiles = new Set<number>()
	const rims = new Set<number>()
	for (const [w, p, r] of sizes) {
		widths.add(w)
		if (chosen.width == null || chosen.width === w) profiles.add(p)
		if ((chosen.width == null || chosen.width === w) && (chosen.profile == null || chosen.profile === p)) rims.add(r)
	}
	const ascending = (a: number, b: number) => a - b
	return { widths: [...widths].sort(ascending), profiles: [...profiles].sort(ascending), rims: [...rims].sort(ascending) }
}
