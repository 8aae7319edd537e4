import { Link, useLocation } from 'react-router'

/**
 * Previous / Page n of m / Next for an admin list, as plain links (works without JavaScript).
 * Keeps the page's other search parameters, minus `drop` (e.g. an open confirm step).
 */
export function AdminPager({ tab, page, totalPages, drop = ['delete'] }: { tab: string; page: number; totalPages: number; drop?: string[] }) {
	const location = useLocation()
	if (totalPages <= 1) return null
	const to = (n: number) => {
		const params = new URLSearchParams(location.search)
		for (const name of drop) params.delete(name)
		params.set('page', String(n))
		return `${tab}?${params}`
	}
	return (
		<nav className="admin-pager" aria-label="Pages">
			{page > 1 ? (
				<Link to={to(page - 1)} className="button button-secondary button-small" rel="prev">
					Previous
				</Link>
			) : null}
			<span>
				Page {page} of {totalPages}
			</span>
			{page < totalPages ? (
				<Link to={to(page + 1)} className="button button-secondary button-small" rel="next">
					Next
				</Link>
			) : null}
		</nav>
	)
}
