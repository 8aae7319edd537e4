import { useLocation, useRouteLoaderData } from 'react-router'
import { absoluteUrl, canonicalPath } from '#app/lib/canonical-url'

/**
 * <link rel="canonical"> for every page: the public URL of the path without query or hash, so
 * search-result and tracking variants of a page point at the page itself. Rendered in <head>.
 */
export function CanonicalLink() {
	const location = useLocation()
	const root = useRouteLoaderData('root') as { shop?: { publicUrl?: string } } | undefined
	const publicUrl = root?.shop?.publicUrl
	if (!publicUrl) return null
	return <link rel="canonical" href={absoluteUrl(publicUrl, canonicalPath(location.pathname))} />
}
