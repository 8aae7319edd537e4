// URL slugs for what the owner adds (tyres, brands, blogs).

/** 'Café Crème: 205/55R16' → 'cafe-creme-205-55r16' (the seed's tyre slugs follow the same rule). */
export function slugify(text: string, maxLength = 120) {
	return text
		.normalize('NFKD')
		.replace(/[\u0300-\u036f]/g, '')
		.toLowerCase()
		.replace(/['’]/g, '')
		// runs of anything else are one hyphen, so at most one can lead or trail
		.replace(/[^a-z0-9]+/g, '-')
		.replace(/^-|-$/g, '')
		.slice(0, maxLength)
		.replace(/-$/, '')
}

/** root, or root-2, root-3 … whichever is not taken. */
export function freeSlug(root: string, taken: ReadonlySet<string>) {
	if (!taken.has(root)) return root
	for (let n = 2; ; n++) if (!taken.has(`${root}-${n}`)) return `${root}-${n}`
}
