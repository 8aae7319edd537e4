import { Form, href, Link } from 'react-router'
import type { Route } from './+types/overview'
import { formatAuMobile } from '#app/domain/accounts/phone'
import { requireCustomer } from '#app/lib/customer-session.server'
import { pageMeta } from '#app/lib/meta'
import { useRootData } from '#app/ui/root-data'
import { phoneHref } from '#app/ui/phone'
import accountCss from '#app/styles/account.css?url'
import { AccountCard } from '#app/ui/account-card'

// The customer's account page, with the way to their bookings and coupons.

export const links: Route.LinksFunction = () => [{ rel: 'stylesheet', href: accountCss }]
export const headers: Route.HeadersFunction = () => ({ 'Cache-Control': 'private, no-store' })
export const meta: Route.MetaFunction = () => [
	...pageMeta({ title: 'Your account', description: 'Your account with us.' }),
	{ name: 'robots', content: 'noindex' },
]

export async function loader({ request }: Route.LoaderArgs) {
	const customer = await requireCustomer(request)
	return { customer: { name: customer.name, phone: formatAuMobile(customer.phone) } }
}

export default function Account({ loaderData }: Route.ComponentProps) {
	const shop = useRootData()?.shop
	const { customer } = loaderData
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
			<Form method="post" action={href('/account/logout')} className="account-logout">
				<button type="submit" className="button button-secondary">
					Log out
				</button>
			</Form>
		</AccountCard>
	)
}
