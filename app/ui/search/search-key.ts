import { useEffect, useRef } from 'react'
import { useLocation } from 'react-router'

/**
 * After a new search (not a new page of the same one), brings the results into view unless they
 * already are. The results may mount a moment after the navigation (their code loads on demand:
 * see lazy-part), so it waits a few frames for them.
 */
export function useScrollToNewResults(hasResults: boolean) {
	const location = useLocation()
	const key = searchKey(location.search)
	const previous = useRef(key)
	useEffect(() => {
		if (previous.current === key) return
		previous.current = key
		if (!hasResults) return
		let frame = 0
		let frames = 0
		const scroll = () => {
			const section = document.getElementById('results')
			if (!section) {
				// about two seconds at most
				if (++frames < 120) frame = requestAnimationFrame(scroll)
				return
			}
			const top = section.getBoundingClientRect().top
			if (top < 0 || top > window.innerHeight * 0.5) section.scrollIntoView({ block: 'start' })
		}
		scroll()
		return () => cancelAnimationFrame(frame)
	}, [key, hasResults])
}

/** The search state without paging: a new key means a new search (and page 1). */
export function searchKey(query: string) {
	const params = new URLSearchParams(query)
	// paging, the recommendation round and the area check (suburb, postcode) are not the search
	for (const name of ['page', 'rec', 'index', 'suburb', 'postcode']) params.delete(name)
	params.sort()
	return params.toString()
}
