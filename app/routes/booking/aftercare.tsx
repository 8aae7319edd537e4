import { data, Form, redirect } from 'react-router'
import type { Route } from './+types/aftercare'
import { checkAftercareLink } from '#app/domain/follow-ups/aftercare-link.server'
import { aftercareOffer, startAftercareBooking } from '#app/domain/follow-ups/aftercare.server'
import { cartCookieHeader, readCartId } from '#app/lib/http/cart-id.server'
import { currentTime } from '#app/lib/clock.server'
import { getVehicleCookie } from '#app/lib/cookies.server'
import { getDb } from '#app/lib/db.server'
import { getEnv } from '#app/lib/env.server'
import { pageMeta } from '#app/lib/meta'
import { formatMoney } from '#app/lib/money'
import accountCss from '#app/styles/account.css?url'
import { AccountCard } from '#app/ui/account-card'
import { FormAlert } from '#app/ui/forms/field'
import { keepFormOnFailedPost, RouteNotSentNotice, serverAnswer, skipRevalidationWhenNotSent } from '#app/ui/forms/weak-signal'

// The aftercare reminder's link: the rotation and balance for the vehicle of an earlier fitting.
// Opening it changes nothing; its button puts the service in the cart, remembers the vehicle for
// the checkout's fields, and goes on to choose a time.

const NO_STORE = { 'Cache-Control': 'private, no-store' }
const LINK_MESSAGES = {
	invalid: 'This link does not work. It may have been copied only in part: use the link in the message itself, or call us.',
	expired: 'This link has expired. You can still book a rotation and balance from our services page, or call us.',
} as const

export const links: Route.LinksFunction = () => [{ rel: 'stylesheet', href: accountCss }]
export const meta: Route.MetaFunction = () => [...pageMeta({ title: 'Book a rotation and balance', description: 'Rotation and balance at your place.' }), { name: 'robots', content: 'noindex' }]
export const headers: Route.HeadersFunction = () => NO_STORE

function readLink(request: Request) {
	const params = new URL(request.url).searchParams
	return checkAftercareLink({ ref: params.get('ref'), exp: params.get('exp'), sig: params.get('sig') }, { now: currentTime(), timeZone: getEnv().SHOP_TIMEZONE })
}

export async function loader({ request }: Route.LoaderArgs) {
	const link = readLink(request)
	if (!link.ok) return data({ problem: LINK_MESSAGES[link.reason], offer: null }, { status: link.reason === 'expired' ? 410 : 400, headers: NO_STORE })
	const offer = await aftercareOffer(getDb(), link.reference)
	if (!offer) return data({ problem: LINK_MESSAGES.invalid, offer: null }, { status: 404, headers: NO_STORE })
	return data({ problem: null, offer }, { headers: NO_STORE })
}

export async function action({ request }: Route.ActionArgs) {
	const link = readLink(request)
	if (!link.ok) return data({ problem: LINK_MESSAGES[link.reason] }, { status: link.reason === 'expired' ? 410 : 400, headers: NO_STORE })
	const started = await startAftercareBooking(getDb(), await readCartId(request), link.reference)
	if (!started.ok) return data({ problem: started.message }, { status: 409, headers: NO_STORE })
	const headers = new Headers(NO_STORE)
	headers.append('Set-Cookie', await cartCookieHeader(started.cartId))
	if (started.remember) headers.append('Set-Cookie', await getVehicleCookie().serialize(started.remember))
	throw redirect('/shipping', { status: 303, headers })
}

// the link is opened from a text or an e-mail anywhere: a tap with no signal says so, Try again sends it
export const clientAction = (args: Route.ClientActionArgs) => keepFormOnFailedPost(args)
export const shouldRevalidate = skipRevalidationWhenNotSent

export default function Aftercare({ loaderData, actionData }: Route.ComponentProps) {
	const problem = serverAnswer(actionData)?.problem ?? loaderData.problem
	const offer = loaderData.offer
	if (!offer || (problem && !offer.service)) {
		return (
			<AccountCard>
				<h1>Book a rotation and balance</h1>
				<p className="account-lead">{problem}</p>
			</AccountCard>
		)
	}
	const car = [offer.vehicle.description, offer.vehicle.rego ? `(${offer.vehicle.rego})` : ''].filter(Boolean).join(' ') || 'your car'
	return (
		<AccountCard>
			<h1>Book a rotation and balance</h1>
			<FormAlert message={problem} />
			{offer.service ? (
				<>
					<p className="account-lead">
						Hi {offer.firstName}, we’ll come to you and rotate and balance the tyres on your <strong data-testid="aftercare-vehicle">{car}</strong>.
					</p>
					<p>
						{offer.service.name}: <strong>{formatMoney(offer.service.price)}</strong>
						{offer.service.description ? <> · {offer.service.description}</> : null}
					</p>
					<Form method="post">
						<button type="submit" className="button">
							Choose a time
						</button>
						<RouteNotSentNotice />
					</Form>
				</>
			) : (
				<p className="account-lead">The rotation and balance can’t be booked online at the moment. Please call us.</p>
			)}
		</AccountCard>
	)
}

