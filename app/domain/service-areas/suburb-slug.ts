// spec §2: /area-we-serve/{suburb lowercased, spaces replaced by hyphens}
export function suburbSlug(suburb: string) {
	return suburb.trim().toLowerCase().replace(/\s+/g, '-')
}

// spec §2: suburb name = hyphens to spaces, each word capitalised
export function suburbNameFromSlug(slug: string) {
	return slug
		.split('-')
		.filter(Boolean)
		.map((word) => word.charAt(0).toUpperCase() + word.slice(1).toLowerCase())
		.join(' ')
}
