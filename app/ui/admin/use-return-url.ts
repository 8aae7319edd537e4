import { useLocation } from 'react-router'

/**
 * Where a form post on this page should land afterwards: the same page with its filters and
 * paging, minus the parameters that only open a confirm step.
 */
export function useReturnUrl(drop: string[] = ['delete', 'clear', 'cancel']) {
	const location = useLocation()
	const params = new URLSearchParams(location.search)
	for (const name of drop) params.delete(name)
	const search = params.toString()
	return location.pathname + (search ? `?${search}` : '')
}

/** The current page's URL with one parameter set (for no-JavaScript confirm steps). */
export function useUrlWith() {
	const location = useLocation()
	return (name: string, value: string, hash?: string) => {
		const params = new URLSearchParams(location.search)
		params.set(name, value)
		return `${location.pathname}?${params}${hash ? `#${hash}` : ''}`
	}
}
