import { data } from 'react-router'
import type { Route } from './+types/form-refused-admin'
import { getEnv } from '#app/lib/env.server'
import { FORM_REFUSED_TITLE, formRefusal } from '#app/lib/form-refusal'
import { RefusedFormAddress } from '#app/ui/refused-form-address'
import adminCss from '#app/styles/admin.css?url'

// The page an admin form post gets when the cross-site check refuses it (server/http-guards.ts),
// in the admin's look. It says nothing about the shop's data, so it needs no login: it sits
// outside the admin area's guarded routes, and a refused post is answered 403 whoever sent it.

export const links: Route.LinksFunction = () => [{ rel: 'stylesheet', href: adminCss }]

export const meta: Route.MetaFunction = () => [{ title: FORM_REFUSED_TITLE }, { name: 'robots', content: 'noindex, nofollow' }]

/** The root leaves out the shop's header, footer and cart (as under the admin's layout). */
export const handle = { ownChrome: true }

export const headers: Route.HeadersFunction = () => ({ 'Cache-Control': 'private, no-store' })

export function loader({ request }: Route.LoaderArgs) {
	return data(formRefusal(request, getEnv().PUBLIC_URL), { status: 403, headers: { 'Cache-Control': 'private, no-store' } })
}

export default function AdminFormRefused({ loaderData }: Route.ComponentProps) {
	const refusal = loaderData
	return (
		<div className="admin">
			<RefusedFormAddress />
			<header className="admin-head">
				<div className="container admin-head-bar">
					<p className="admin-title">
						<a href="/admin">Admin dashboard</a>
					</p>
				</div>
			</header>
			<main id="main" className="container admin-body" data-testid="form-refused">
				<h1>{refusal.title}</h1>
				<p>{refusal.message}</p>
				<p>{refusal.advice}</p>
				<p>
					<a className="button" href={refusal.retryUrl}>
						{refusal.retryLabel}
					</a>
				</p>
			</main>
		</div>
	)
}
