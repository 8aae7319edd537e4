import { useEffect } from 'react'
import { isRouteErrorResponse, Link, useLocation, useRevalidator } from 'react-router'
import { ADMIN_HOME } from './tabs'

// The owner's error page, inside the admin's own layout: a failed post in the van (no signal) or
// a bad address must never drop the owner onto the shop's page, whose only way out is the public
// home page.

export const ADMIN_ERROR_TEXT = {
	back: 'Back to Today',
	retry: 'Try again',
	offline: 'No signal: the change was not sent. Try again once you have a signal.',
} as const

export function adminErrorHeading(status: number) {
	if (status === 404) return 'Not found'
	if (status === 400) return 'That request was not understood'
	return 'Something went wrong'
}

/** What the page says for a thrown error: a response's own message; never an exception's details. */
export function adminErrorOf(error: unknown): { status: number; message: string } {
	if (isRouteErrorResponse(error)) return { status: error.status, message: typeof error.data === 'string' ? error.data : error.statusText }
	// a request that never reached the server: fetch rejects with a TypeError in the browser
	if (error instanceof TypeError && typeof document !== 'undefined') return { status: 503, message: ADMIN_ERROR_TEXT.offline }
	return { status: 500, message: 'Something went wrong. Please try again in a moment.' }
}

export function AdminErrorPage({ status, message }: { status: number; message: string }) {
	const location = useLocation()
	const { revalidate } = useRevalidator()
	// When the signal comes back, the page tries again by itself (with JavaScript).
	useEffect(() => {
		const retry = () => void revalidate()
		window.addEventListener('online', retry)
		return () => window.removeEventListener('online', retry)
	}, [revalidate])
	const here = `${location.pathname}${location.search}`
	return (
		<section className="admin-error" aria-labelledby="admin-error-heading" data-testid="admin-error">
			<h2 id="admin-error-heading">{adminErrorHeading(status)}</h2>
			<p>{message}</p>
			<p className="admin-error-actions">
				<Link className="button button-small" to={ADMIN_HOME}>
					{ADMIN_ERROR_TEXT.back}
				</Link>
				{/* a link, so it works as plain HTML too: the same page, loaded again */}
				<Link className="button button-secondary button-small" to={here} replace>
					{ADMIN_ERROR_TEXT.retry}
				</Link>
			</p>
			<span hidden data-status={status} />
		</section>
	)
}
