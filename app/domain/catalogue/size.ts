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

/**
 * Every size in stock as one short text for the browser's size selects: widths apart by ';',
 * each width's profiles by ',', each profile's rims by '.', e.g. '205/55R15.16,60R15;215/45R17'
 * for 205/55R15, 205/55R16, 205/60R15 and 215/45R17. Hundreds of sizes sent as as many arrays
 * were most of the home page's loader data, flattened and decoded one by one on each request.
 * `sizes` must be ascending (compareSizes), as the catalogue keeps them.
 */
export function encodeSizeList(sizes: readonly SizeTriple[]): string {
	let text = ''
	let width: number | null = null
	let profile: number | null = null
	for (const [w, p, r] of sizes) {
		if (w !== width) {
			text += `${width === null ? '' : ';'}${w}/${p}R${r}`
		} else if (p !== profile) {
			text += `,${p}R${r}`
		} else {
			text += `.${r}`
		}
		width = w
		profile = p
	}
	return text
}

/** The sizes of an encodeSizeList text, in its order; a part that is not a number is skipped. */
export function decodeSizeList(text: string): SizeTriple[] {
	const sizes: SizeTriple[] = []
	if (!text) return sizes
	for (const group of text.split(';')) {
		const slash = group.indexOf('/')
		const width = Number(group.slice(0, slash))
		if (slash < 1 || !Number.isInteger(width)) continue
		for (const part of group.slice(slash + 1).split(',')) {
			const [profileText, rimsText] = part.split('R')
			const profile = Number(profileText)
			if (!profileText || rimsText === undefined || !Number.isInteger(profile)) continue
			for (const rimText of rimsText.split('.')) {
				const rim = Number(rimText)
				if (rimText && Number.isInteger(rim)) sizes.push([width, profile, rim])
			}
		}
	}
	return sizes
}

let lastList: { text: string; sizes: SizeTriple[] } | null = null

/**
 * decodeSizeList, decoded once for the text it was last given: the page's forms read the same
 * list on every render, and the server renders every page from its catalogue's one text.
 */
export function sizesOfList(text: string): readonly SizeTriple[] {
	if (lastList?.text !== text) lastList = { text, sizes: decodeSizeList(text) }
	return lastList.sizes
}
