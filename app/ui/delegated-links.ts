import { type MouseEvent, useLayoutEffect, useRef } from 'react'
import { useNavigate } from 'react-router'

// Plain links in markup React does not own (a served island) still move within the app, as the
// router's <Link> would: one click handler on the island's element follows them.

/** What of a click decides whether the app may follow it (as React Router's own links decide). */
export interface LinkClick {
	button: number
	metaKey: boolean
	altKey: boolean
	ctrlKey: boolean
	shiftKey: boolean
	defaultPrevented: boolean
}

/** What of the clicked link decides it: its resolved address, its target and download attributes. */
export interface ClickedLink {
	href: string
	target: string | null
	download: boolean
}

/**
 * The path, search and hash the app should navigate to for a click on `link`, or null when the
 * browser should follow it itself: another button or a modifier key (a new tab or window), a link
 * with a target or download, or one to another origin (mailto: and tel: included).
 */
export function inAppDestination(click: LinkClick, link: ClickedLink | null, origin: string): string | null {
	if (!link || click.defaultPrevented || click.button !== 0) return null
	if (click.metaKey || click.altKey || click.ctrlKey || click.shiftKey) return null
	if ((link.target && link.target !== '_self') || link.download) return null
	let url: URL
	try {
		url = new URL(link.href)
	} catch {
		return null
	}
	if (url.origin !== origin) return null
	return `${url.pathname}${url.search}${url.hash}`
}

/**
 * Whether the component has committed. React hands an event to an element it has hydrated but not
 * yet committed, and React Router's navigate and submit ignore a call before their component's
 * commit: a handler leaves such an event to the browser.
 */
export function useCommitted() {
	const committed = useRef(false)
	useLayoutEffect(() => {
		committed.current = true
	}, [])
	return committed
}

/** A click handler for an element whose plain links should move within the app. */
export function useDelegatedLinks() {
	const navigate = useNavigate()
	const committed = useCommitted()
	return (event: MouseEvent<HTMLElement>) => {
		if (!committed.current) return
		const target = event.target instanceof Element ? event.target.closest('a[href]') : null
		const anchor = target instanceof HTMLAnchorElement && event.currentTarget.contains(target) ? target : null
		const link = anchor ? { href: anchor.href, target: anchor.getAttribute('target'), download: anchor.hasAttribute('download') } : null
		const to = inAppDestination(event, link, window.location.origin)
		if (to === null) return
		event.preventDefault()
		const here = `${window.location.pathname}${window.location.search}${window.location.hash}`
		// as a <Link> does: the page already shown is replaced in the history, not added again
		void navigate(to, { replace: to === here })
	}
}
