import { useEffect, useLayoutEffect, useRef } from 'react'
import { useLocation, useNavigation } from 'react-router'

// useLayoutEffect warns when rendered on the server; this only runs in the browser anyway
const useBrowserLayoutEffect = typeof document === 'undefined' ? useEffect : useLayoutEffect

/**
 * A form post that lands on another page opens that page the way a full page load would: at
 * its top, with focus on its main heading, so the answer ("Thank you, your booking is
 * confirmed") is what the customer and a screen reader meet first. Forms keep their scroll
 * position while they re-show errors or stay on their own page (preventScrollReset), which
 * React Router would otherwise carry over to the page the post redirects to.
 */
export function FocusAfterPost() {
	const navigation = useNavigation()
	const location = useLocation()
	const posted = useRef<{ from: string } | null>(null)
	const lastKey = useRef(location.key)

	if (navigation.state !== 'idle' && navigation.formMethod && navigation.formMethod !== 'GET' && !posted.current) {
		posted.current = { from: location.pathname }
	}

	useBrowserLayoutEffect(() => {
		if (navigation.state !== 'idle') return
		const post = posted.current
		posted.current = null
		if (lastKey.current === location.key) return
		lastKey.current = location.key
		if (!post || post.from === location.pathname) return
		window.scrollTo(0, 0)
		const heading = document.querySelector<HTMLElement>('main h1')
		if (!heading) return
		if (!heading.hasAttribute('tabindex')) heading.setAttribute('tabindex', '-1')
		heading.focus({ preventScroll: true })
	}, [navigation.state, location.key, location.pathname])

	return null
}
