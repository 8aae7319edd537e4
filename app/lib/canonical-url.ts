// Canonical URLs (re-exported by seo.ts): kept apart so that the <link rel="canonical"> every page
// renders does not bring the rest of the search-engine helpers into the browser's first load.

/** An absolute URL for a path (or an already absolute URL, returned as is). */
export function absoluteUrl(publicUrl: string, path: string): string {
	if (/^https?:\/\//i.test(path)) return path
	return `${publicUrl.replace(/\/$/, '')}${path.startsWith('/') ? '' : '/'}${path}`
}

/** The canonical form of a path: no query or hash, no trailing slash except for the home page. */
export function canonicalPath(pathname: string): string {
	const path = pathname.split(/[?#]/)[0] || '/'
	let end = path.length
	while (end > 1 && path[end - 1] === '/') end--
	return path.slice(0, end)
}
