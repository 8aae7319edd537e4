import { data, Form, NavLink, Outlet } from 'react-router'
import type { Route } from './+types/layout'
import { requireAdmin } from '#app/lib/auth.server'
import { brandFromMatches } from '#app/lib/meta'
import { ProcessingOverlay } from '#app/ui/admin/processing'
import { ADMIN_TABS } from '#app/ui/admin/tabs'
import adminCss from '#app/styles/admin.css?url'

export const links: Route.LinksFunction = () => [{ rel: 'stylesheet', href: adminCss }]

export const meta: Route.MetaFunction = ({ matches }) => [
	{ title: `Admin dashboard | ${brandFromMatches(matches)}` },
	{ name: 'robots', content: 'noindex, nofollow' },
]

// STYLE habit 12: admin pages are never cached.
export const headers: Route.HeadersFunction = () => ({ 'Cache-Control': 'private, no-store' })

export async function loader({ request }: Route.LoaderArgs) {
	const admin = await requireAdmin(request)
	return data({ username: admin.username }, { headers: { 'Cache-Control': 'private, no-store' } })
}

export default function AdminLayout({ loaderData }: Route.ComponentProps) {
	return (
		<div className="admin">
			<div className="admin-head">
				<div className="container admin-head-bar">
					<h1 className="admin-title">Admin dashboard</h1>
					<div className="admin-user">
						<span className="admin-username">{loaderData.username}</span>
						<Form method="post" action="/admin/logout">
							<button type="submit" className="button button-secondary button-small">
								Logout
							</button>
						</Form>
					</div>
				</div>
				<nav className="admin-tabs" aria-label="Admin sections">
					<ul className="container admin-tab-list">
						{ADMIN_TABS.map((tab) => (
							<li key={tab.to}>
								<NavLink to={tab.to} className="admin-tab" prefetch="intent">
									{tab.label}
								</NavLink>
							</li>
						))}
					</ul>
				</nav>
			</div>
			<div className="container admin-body">
				<Outlet />
			</div>
			<ProcessingOverlay />
		</div>
	)
}
