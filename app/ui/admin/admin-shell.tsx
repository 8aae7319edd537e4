import { Link, useFetcher } from 'react-router'
import { NotSentNotice } from '#app/ui/forms/weak-signal'
import { RouteCodeAhead } from '#app/ui/route-code-ahead'
import { useHydrated } from '#app/ui/use-hydrated'
import { AdminNav } from './admin-nav'
import { ProcessingOverlay } from './processing'
import { ADMIN_HOME } from './tabs'

const LOGOUT_FORM = 'admin-logout'
const LOGOUT_ROUTE = ['/admin']

/** The admin's frame: its header (with Logout), its sections and the Processing overlay. */
export function AdminShell({ username, children }: { username?: string; children: React.ReactNode }) {
	// Logout posts to the layout's action (/admin without ?index), whose code every admin page has.
	// A fetcher, so that a post that found no signal leaves the owner on the page they were on,
	// and no page's data is fetched again after it: the answer either leaves the admin (a redirect
	// to the login) or did not come, and a fetch with no signal would take the page. React Router
	// also loads the code of the index route for a post to /admin, which no admin page has loaded:
	// it is fetched ahead (RouteCodeAhead).
	const logout = useFetcher()
	const hydrated = useHydrated()
	return (
		<div className="admin">
			<header className="admin-head">
				<div className="container admin-head-bar">
					<h1 className="admin-title">
						<Link to={ADMIN_HOME}>Admin dashboard</Link>
					</h1>
					{username ? (
						<div className="admin-user">
							<span className="admin-username">{username}</span>
							<logout.Form method="post" action="/admin" id={LOGOUT_FORM} defaultShouldRevalidate={false}>
								<button type="submit" className="button button-secondary button-small">
									Logout
								</button>
							</logout.Form>
							{hydrated ? <RouteCodeAhead paths={LOGOUT_ROUTE} testId="logout-code" /> : null}
						</div>
					) : null}
				</div>
				{/* under the bar, across the screen: the bar has no room for it on a phone */}
				{username ? (
					<div className="container admin-head-notice">
						<NotSentNotice answer={logout.data} pending={logout.state === 'submitting'} form={LOGOUT_FORM} />
					</div>
				) : null}
			</header>
			<AdminNav />
			<main id="main" className="container admin-body">
				{children}
			</main>
			<ProcessingOverlay />
		</div>
	)
}
