import { data, Form, isRouteErrorResponse, Link, Outlet, useRouteLoaderData } from 'react-router'
import type { Route } from './+types/layout'
import { requireAdmin } from '#app/lib/auth.server'
import { brandFromMatches } from '#app/lib/meta'
import { AdminNav } from '#app/ui/admin/admin-nav'
import { ProcessingOverlay } from '#app/ui/admin/processing'
import { ADMIN_HOME } from '#app/ui/admin/tabs'
import adminCss from '#app/styles/admin.css?url'

export const links: Route.LinksFunction = () => [{ rel: 'stylesheet', href: adminCss }]

export const meta: Route.MetaFunction = ({ matches }) => [
	{ title: `Admin dashboard | ${brandFromMatches(matches)}` },
	{ name: 'robots', content: 'noindex, nofollow' },
]

/** The root leaves out the shop's header, footer and cart under a route with this handle. */
export const handle = { ownChrome: true }

// STYLE habit 12: admin pages are never cached.
export const headers: Route.HeadersFunction = () => ({ 'Cache-Control': 'private, no-store' })

export async function loader({ request }: Route.LoaderArgs) {
	const admin = await requireAdmin(request)
	return data({ username: admin.username }, { headers: { 'Cache-Control': 'private, no-store' } })
}

function AdminShell({ username, children }: { username?: string; children: React.ReactNode }) {
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
							<Form method="post" action="/admin/logout">
								<button type="submit" className="button button-secondary button-small">
									Logout
								</button>
							</Form>
						</div>
					) : null}
				</div>
			</header>
			<AdminNav />
			<main id="main" className="container admin-body">
				{children}
			</main>
			<ProcessingOverlay />
		</div>
	)
}

export default function AdminLayout({ loaderData }: Route.ComponentProps) {
	return (
		<AdminShell username={loaderData.username}>
			<Outlet />
		</AdminShell>
	)
}

// An error in an admin screen (a bad date, a missing booking) keeps the admin's own layout.
export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
	const layout = useRouteLoaderData<typeof loader>('routes/admin/layout')
	const [status, message] = isRouteErrorResponse(error)
		? [error.status, typeof error.data === 'string' ? error.data : error.statusText]
		: [500, 'Something went wrong. Please try again in a moment.']
	return (
		<AdminShell username={layout?.username}>
			<section className="admin-error" aria-labelledby="admin-error-heading">
				<h2 id="admin-error-heading">{status === 404 ? 'Not found' : status === 400 ? 'That request was not understood' : 'Something went wrong'}</h2>
				<p>{message}</p>
				<p>
					<Link className="button button-small" to={ADMIN_HOME}>
						Back to the dashboard
					</Link>
				</p>
				<span hidden data-status={status} />
			</section>
		</AdminShell>
	)
}
