import { Form, href, Link } from 'react-router'
import type { Route } from './+types/overview'
import { formatAuMobile } from '#app/domain/accounts/phone'
import { customerVehicleRecords } from '#app/domain/vehicles/vehicle-record.server'
import { getDb } from '#app/lib/db.server'
import { getEnv } from '#app/lib/env.server'
import { logOutCustomer, requireCustomer } from '#app/lib/customer-session.server'
import { pageMeta } from '#app/lib/meta'
import { useRootData } from '#app/ui/root-data'
import { phoneHref } from '#app/ui/phone'
import accountCss from '#app/styles/account.css?url'
import { AccountCard } from '#app/ui/account-card'
import { keepFormOnFailedPost, RouteNotSentNotice, skipRevalidationWhenNotSent } from '#app/ui/forms/weak-signal'
import { VehicleRecordCard } from '#app/ui/vehicle-record'

// The customer's account page, with the way to their bookings and coupons.

export const links: Route.LinksFunction = () => [{ rel: 'stylesheet', href: accountCss }]
export const headers: Route.HeadersFunction = () => ({ 'Cache-Control': 'private, no-store' })
export const meta: Route.MetaFunction = () => [
	...pageMeta({ title: 'Your account', description: 'Your account with us.' }),
	{ name: 'robots', content: 'noindex' },
]

export async function loader({ request }: Route.LoaderArgs) {
	const customer = await requireCustomer(request)
	const vehicles = await customerVehicleRecords(getDb(), customer, getEnv().SHOP_TIMEZONE)
	return { customer: { name: customer.name, phone: formatAuMobile(customer.phone) }, vehicles }
}

// The page's one form is Log out. It posts here rather than to another route, whose code a phone
// that has lost its signal could not fetch (React Router then reloads the page into the
// browser's offline page): with no signal the page stays, says so and offers Try again.
export async function action({ request }: Route.ActionArgs) {
	return logOutCustomer(request)
}
export const clientAction = (args: Route.ClientActionArgs) => keepFormOnFailedPost(args)
export const shouldRevalidate = skipRevalidationWhenNotSent

export default function Account({ loaderData }: Route.ComponentProps) {
	const shop = useRootData()?.shop
	const { customer, vehicles } = loaderData
	return (
		<AccountCard wide>
			<h1>Hi {customer.name}</h1>
			<p className="account-lead">
				You are logged in with <strong>{customer.phone}</strong>.
			</p>
			<p>
				<Link className="button" to={href('/account/bookings')}>
					Your bookings and coupons
				</Link>
			</p>
			{vehicles.length ? (
				<div className="account-panel" aria-labelledby="vehicles-heading">
					<h2 id="vehicles-heading">Your vehicles</h2>
					<p>The tyres we fitted and the work we did, latest first.</p>
					{vehicles.map((record) => (
						<VehicleRecordCard key={`${record.rego}|${record.state ?? ''}`} record={record} />
					))}
				</div>
			) : null}
			<div className="account-panel">
				<h2>Need a hand with a booking?</h2>
				<p>
					Call us on {shop ? <a href={phoneHref(shop.phone)}>{shop.phone}</a> : 'our phone number'} and we will sort it out.
				</p>
				<p>
					<Link className="button" to={href('/')}>
						Shop tyres
					</Link>
				</p>
			</div>
			<Form method="post" className="account-logout">
				<button type="submit" className="button button-secondary">
					Log out
				</button>
				<RouteNotSentNotice />
			</Form>
		</AccountCard>
	)
}
