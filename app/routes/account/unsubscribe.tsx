import { data, Form, redirect } from 'react-router'
import type { Route } from './+types/unsubscribe'
import { unsubscribeByLink, unsubscribePage } from '#app/domain/consent/unsubscribe-link.server'
import { currentTime } from '#app/lib/clock.server'
import { getDb } from '#app/lib/db.server'
import { getEnv } from '#app/lib/env.server'
import { pageMeta } from '#app/lib/meta'
import accountCss from '#app/styles/account.css?url'
import { AccountCard } from '#app/ui/account-card'
import { keepFormOnFailedPost, RouteNotSentNotice, serverAnswer, skipRevalidationWhenNotSent } from '#app/ui/forms/weak-signal'

// The one-tap unsubscribe link of a marketing e-mail (review requests, aftercare reminders).
// Opening it changes nothing (mail scanners open links): the page has one button, whose POST
// unsubscribes; a mail client's one-click POST (RFC 8058, List-Unsubscribe-Post) does the same.

const NO_STORE = { 'Cache-Control': 'private, no-store' }
const STATUS = { invalid: 400, expired: 410, confirm: 200, done: 200 } as const

export const links: Route.LinksFunction = () => [{ rel: 'stylesheet', href: accountCss }]
export const meta: Route.MetaFunction = () => [...pageMeta({ title: 'Unsubscribe', description: 'Stop our review requests and reminders.' }), { name: 'robots', content: 'noindex' }]
export const headers: Route.HeadersFunction = () => NO_STORE

function clock() {
	return { now: currentTime(), timeZone: getEnv().SHOP_TIMEZONE }
}

export async function loader({ request }: Route.LoaderArgs) {
	const page = await unsubscribePage(getDb(), new URL(request.url).searchParams.get('t'), clock())
	return data(page, { status: STATUS[page.state], headers: NO_STORE })
}

export async function action({ request }: Route.ActionArgs) {
	const url = new URL(request.url)
	const page = await unsubscribeByLink(getDb(), url.searchParams.get('t'), clock())
	if (page.state !== 'done') return data(page, { status: STATUS[page.state], headers: NO_STORE })
	// post, redirect, get: the page then shows the address is off the list
	throw redirect(`${url.pathname}${url.search}`, { status: 303, headers: NO_STORE })
}

// the link is opened from a phone's mail anywhere: a tap with no signal says so, Try again sends it
export const clientAction = (args: Route.ClientActionArgs) => keepFormOnFailedPost(args)
export const shouldRevalidate = skipRevalidationWhenNotSent

export default function Unsubscribe({ loaderData, actionData }: Route.ComponentProps) {
	const page = serverAnswer(actionData) ?? loaderData
	return (
		<AccountCard>
			{page.state === 'invalid' ? (
				<>
					<h1>This link does not work</h1>
					<p className="account-lead">It may have been copied only in part. Use the Unsubscribe link in the e-mail itself, or reply to the e-mail and we will take you off the list.</p>
				</>
			) : page.state === 'expired' ? (
				<>
					<h1>This link has expired</h1>
					<p className="account-lead">Use the Unsubscribe link in a more recent e-mail from us, or reply to the e-mail and we will take you off the list.</p>
				</>
			) : page.state === 'done' ? (
				<>
					<h1 data-testid="unsubscribed">You’re unsubscribed</h1>
					<p className="account-lead">
						We won’t send review requests or service reminders to <strong>{page.email}</strong> any more. You’ll still get messages about bookings you make.
					</p>
				</>
			) : (
				<>
					<h1>Unsubscribe</h1>
					<p className="account-lead">
						Stop review requests and service reminders to <strong>{page.email}</strong>? You’ll still get messages about bookings you make.
					</p>
					<Form method="post">
						<button type="submit" className="button">
							Unsubscribe
						</button>
						<RouteNotSentNotice />
					</Form>
				</>
			)}
		</AccountCard>
	)
}
