import { data, Outlet, useRouteLoaderData } from 'react-router'
import type { Route } from './+types/layout'
import { logOutAdmin, requireAdmin } from '#app/lib/auth.server'
import { brandFromMatches } from '#app/lib/meta'
import { AdminErrorInShell } from '#app/ui/admin/admin-error-in-shell'
import { AdminShell } from '#app/ui/admin/admin-shell'
import { ChangeQueueProvider, useChangeQueueController } from '#app/ui/admin/offline/change-queue-context'
import { ADMIN_MANIFEST, useAdminServiceWorker } from '#app/ui/admin/offline/service-worker'
import { keepFormOnFailedPost } from '#app/ui/forms/weak-signal'
import adminCss from '#app/styles/admin.css?url'

export const links: Route.LinksFunction = () => [
	{ rel: 'stylesheet', href: adminCss },
	// the admin installs as an app of its own on the owner's phone (scope /admin/)
	{ rel: 'manifest', href: ADMIN_MANIFEST },
	{ rel: 'apple-touch-icon', href: '/admin/icons/icon-192.png' },
]

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

// The shell's one form is Logout, posted here (to /admin without ?index) rather than to a route of
// its own, whose code a phone with no signal could not fetch: React Router would reload the page
// instead. With no signal the page stays, says so and offers Try again (its fetcher asks that no
// page's data be fetched again after it).
export async function action({ request }: Route.ActionArgs) {
	await requireAdmin(request)
	return logOutAdmin(request)
}
export const clientAction = (args: Route.ClientActionArgs) => keepFormOnFailedPost(args)

export default function AdminLayout({ loaderData }: Route.ComponentProps) {
	const queue = useChangeQueueController()
	useAdminServiceWorker()
	return (
		<ChangeQueueProvider value={queue}>
			<AdminShell username={loaderData.username}>
				<Outlet />
			</AdminShell>
		</ChangeQueueProvider>
	)
}

// An error in an admin screen (a bad date, a missing booking, a post that found no signal) keeps
// the admin's own layout, with a way back to today and a way to try again.
export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
	const layout = useRouteLoaderData<typeof loader>('routes/admin/layout')
	return <AdminErrorInShell error={error} username={layout?.username} />
}
