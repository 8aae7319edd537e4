import { useEffect, useRef } from 'react'
import { useLocation, useNavigate, useNavigation } from 'react-router'

/** With JavaScript: the grid grows when its end scrolls into view (pages 1..through). */
export function LoadMore({ tab, shown, total, lastPage, totalPages }: { tab: string; shown: number; total: number; lastPage: number; totalPages: number }) {
	const navigate = useNavigate()
	const navigation = useNavigation()
	const location = useLocation()
	const sentinel = useRef<HTMLDivElement>(null)
	const hasMore = lastPage < totalPages
	const idle = navigation.state === 'idle'
	const loadMore = () => {
		const params = new URLSearchParams(location.search)
		params.delete('page')
		params.set('through', String(lastPage + 1))
		navigate(`${tab}?${params}`, { replace: true, preventScrollReset: true })
	}
	const loadMoreRef = useRef(loadMore)
	loadMoreRef.current = loadMore
	useEffect(() => {
		const element = sentinel.current
		if (!hasMore || !idle || !element) return
		const observer = new IntersectionObserver((entries) => {
			if (entries.some((entry) => entry.isIntersecting)) loadMoreRef.current()
		}, { rootMargin: '600px 0px' })
		observer.observe(element)
		return () => observer.disconnect()
	}, [hasMore, idle, lastPage])
	if (!hasMore) return null
	return (
		<div ref={sentinel} className="admin-load-more">
			<span>
				Showing {shown} of {total}
			</span>
			<button type="button" className="button button-secondary button-small" onClick={loadMore} disabled={!idle}>
				{idle ? 'Load more' : 'Loading…'}
			</button>
		</div>
	)
}
