import { startTransition, useEffect, useState } from 'react'
import {
	data,
	isRouteErrorResponse,
	Links,
	Meta,
	Outlet,
	Scripts,
	ScrollRestoration,
	useLocation,
	useMatches,
	type ShouldRevalidateFunction,
} from 'react-router'
import type { Route } from './+types/root'
import { cartBadge } from '#app/domain/cart/cart-count.server'
import { readCartId } from '#app/lib/http/cart-id.server'
import { servedSuburbs } from '#app/domain/service-areas/service-areas.server'
import { getShopSettings, googleRatingText } from '#app/domain/settings/settings.server'
import { googleReviewsUrl } from '#app/domain/settings/google-reviews'
import { shopToday } from '#app/domain/slots/shop-time'
import { currentTime } from '#app/lib/clock.server'
import { getDb } from '#app/lib/db.server'
import { getEnv } from '#app/lib/env.server'
import { honeypotInputProps } from '#app/lib/honeypot.server'
import { useNonce } from '#app/lib/nonce'
import { takeToast } from '#app/lib/toast.server'
import { CartDrawerProvider, useCartDrawerController } from '#app/ui/cart-drawer-context'
import { HoneypotProvider } from '#app/ui/forms/honeypot'
import { SiteHeader } from '#app/ui/header'
import { Splash } from '#app/ui/splash'
import { phoneHref } from '#app/ui/phone'
import { FocusAfterPost } from '#app/ui/page-focus'
import { type RootData, useRootData } from '#app/ui/root-data'
import { ToastMessage } from '#app/ui/toast'
import adminCss from '#app/styles/admin.css?url'
import appCss from '#app/styles/app.css?url'
import cartDrawerCss from '#app/styles/cart-drawer.css?url'
import contentCss from '#app/styles/content.css?url'
import { CanonicalLink } from '#app/ui/content/canonical-link'
import { lazyPart, whenPartsHydrated } from '#app/ui/lazy-part'
import { HydratedProvider } from '#app/ui/use-hydrated'
import { skipRevalidationWhenNotSent } from '#app/ui/forms/weak-signal'

// Below the fold or opened on demand: their code loads after the page's (see lazy-part); the
// server renders them in place as before.
const SiteFooter = lazyPart(() => import('#app/ui/footer').then((m) => m.SiteFooter))
const LocalBusinessJsonLd = lazyPart(() => import('#app/ui/content/local-business-json-ld').then((m) => m.LocalBusinessJsonLd))
const CartDrawer = lazyPart(() => import('#app/ui/cart-drawer').then((m) => m.CartDrawer))
// shown only after 400 px of scrolling: its code need not be in any page's first load
const ScrollToTop = lazyPart(() => import('#app/ui/scroll-to-top').then((m) => m.ScrollToTop))
// The admin's frame is for the owner's pages: a customer's first load never needs it. The admin
// layout imports the same module, so in the admin (where an error here can come with no signal)
// its code is already in the browser.
const AdminErrorInShell = lazyPart(() => import('#app/ui/admin/admin-error-in-shell').then((m) => m.AdminErrorInShell))

export const links: Route.LinksFunction = () => [
	{ rel: 'stylesheet', href: appCss },
	{ rel: 'stylesheet', href: cartDrawerCss },
	{ rel: 'stylesheet', href: contentCss },
	{ rel: 'icon', href: '/favicon.svg', type: 'image/svg+xml' },
]

export async function loader({ request }: Route.LoaderArgs) {
	const db = getDb()
	const env = getEnv()
	const [settings, suburbs, cart, { toast, setCookie }, honeypot] = await Promise.all([
		getShopSettings(db, env),
		servedSuburbs(db),
		readCartId(request).then((id) => cartBadge(db, id)),
		takeToast(request),
		honeypotInputProps(),
	])
	return data<RootData>(
		{
			shop: {
				businessName: settings.businessName,
				phone: settings.phone,
				email: settings.email,
				openingHours: settings.openingHours,
				publicUrl: env.publicUrl,
				googleRating: googleRatingText(settings),
				googleReviewsUrl: googleReviewsUrl(settings.googleReviews),
				reviewQuotes: settings.googleReviewQuotes,
				year: Number(shopToday(env.SHOP_TIMEZONE, currentTime()).slice(0, 4)),
			},
			suburbs,
			cartCount: cart.quantity,
			cartKeys: cart.keys,
			toast,
			honeypot,
		},
		{ headers: setCookie ? { 'Set-Cookie': setCookie } : undefined },
	)
}

/**
 * A post that got no answer keeps the page as it is: a customer's form turns it into a value it
 * shows in place (app/ui/forms/weak-signal.tsx); elsewhere (the admin) it fails in the browser
 * with a TypeError and no status, and reloading this loader would fail too, putting the shop's
 * error page over the route's own.
 */
export const shouldRevalidate: ShouldRevalidateFunction = (args) => {
	if (args.actionStatus === undefined && args.actionResult instanceof TypeError) return false
	// Another week of the fitting-time picker, page 2 of results: a link within the same page
	// changes nothing shop-wide (settings, the cart badge, a toast come with posts, new pages and
	// the page asking for its data again, which all still reload this),
	// and a page that keeps itself when such a link gets no answer (keepPageOnFailedLoad) can
	// only do so if this loader is not asked again with it.
	if (!args.formMethod && args.currentUrl.pathname === args.nextUrl.pathname && args.currentUrl.search !== args.nextUrl.search) return false
	return skipRevalidationWhenNotSent(args)
}

export function Layout({ children }: { children: React.ReactNode }) {
	const nonce = useNonce()
	// Lazy parts (app/ui/lazy-part.tsx) hydrate after the rest: once they have, the components that
	// read useHydrated switch to their JavaScript versions, in one interruptible update.
	const [hydrated, setHydrated] = useState(false)
	useEffect(() => {
		whenPartsHydrated(() => startTransition(() => setHydrated(true)))
	}, [])
	// Marks the page as interactive once that has happened (the browser tests wait for it before
	// they click, so a click never lands on a server-rendered control with no handler yet).
	useEffect(() => {
		if (hydrated) document.documentElement.dataset.hydrated = 'true'
	}, [hydrated])
	return (
		<html lang="en-AU">
			<head>
				<meta charSet="utf-8" />
				<meta name="viewport" content="width=device-width, initial-scale=1" />
				<meta name="theme-color" content="#DA2627" />
				<Meta />
				<CanonicalLink />
				<Links />
			</head>
			<body>
				<HydratedProvider value={hydrated}>{children}</HydratedProvider>
				<ScrollRestoration nonce={nonce} />
				<Scripts nonce={nonce} />
			</body>
		</html>
	)
}

/** Whether a matched route (the admin) brings its own layout instead of the shop's header and footer. */
function useOwnChrome() {
	return useMatches().some((m) => (m.handle as { ownChrome?: boolean } | undefined)?.ownChrome === true)
}

export default function App({ loaderData }: Route.ComponentProps) {
	const cartDrawer = useCartDrawerController()
	const ownChrome = useOwnChrome()
	const toast = loaderData.toast ? <ToastMessage key={loaderData.toast.id ?? loaderData.toast.title} toast={loaderData.toast} /> : null
	if (ownChrome) {
		return (
			<HoneypotProvider {...loaderData.honeypot}>
				{/* first in the page: without JavaScript the toast cannot be dismissed, so it must not cover anything */}
				<div className="admin-toast">{toast}</div>
				<Outlet />
			</HoneypotProvider>
		)
	}
	return (
		<CartDrawerProvider value={cartDrawer}>
			<HoneypotProvider {...loaderData.honeypot}>
				<Splash />
				<SiteHeader shop={loaderData.shop} cartCount={loaderData.cartCount} onCartClick={cartDrawer.open} />
				<main id="main" className="site-main">
					<Outlet />
				</main>
				<SiteFooter shop={loaderData.shop} suburbs={loaderData.suburbs} />
				{toast}
				<ScrollToTop />
				<FocusAfterPost />
				<LocalBusinessJsonLd shop={loaderData.shop} suburbs={loaderData.suburbs} />
				<CartDrawer controller={cartDrawer} />
			</HoneypotProvider>
		</CartDrawerProvider>
	)
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
	const root = useRootData()
	const { pathname } = useLocation()
	const [status, title, message] = isRouteErrorResponse(error)
		? [error.status, error.status === 404 ? 'Page not found' : 'Something went wrong', typeof error.data === 'string' ? error.data : error.statusText]
		: [500, 'Something went wrong', 'Please try again in a moment, or give us a call.']
	const inAdmin = pathname === '/admin' || pathname.startsWith('/admin/')
	// no signal in the van is expected, not a fault to report
	useLogClientError(error, inAdmin && error instanceof TypeError)
	// Under /admin/ (say, a day the phone has not kept, opened with no signal) the owner stays in
	// the admin: its layout's stylesheet is not on the page when the error is this high up.
	if (inAdmin) {
		return (
			<>
				{adminCss ? <link rel="stylesheet" href={adminCss} precedence="default" /> : null}
				<AdminErrorInShell error={error} />
			</>
		)
	}
	const body = (
		<section className="container error-page">
			<h1>{title}</h1>
			<p>{message}</p>
			{root?.shop ? (
				<p>
					Need a hand? Call us on <a href={phoneHref(root.shop.phone)}>{root.shop.phone}</a>.
				</p>
			) : null}
			<p>
				<a className="button" href="/">
					Go to Home
				</a>
			</p>
			<span hidden data-status={status} />
		</section>
	)
	if (!root) return <main className="site-main">{body}</main>
	return (
		<>
			<SiteHeader shop={root.shop} cartCount={root.cartCount} />
			<main id="main" className="site-main">
				{body}
			</main>
			<SiteFooter shop={root.shop} suburbs={root.suburbs} />
		</>
	)
}

function useLogClientError(error: unknown, expected = false) {
	const [logged, setLogged] = useState(false)
	useEffect(() => {
		if (logged || expected || isRouteErrorResponse(error)) return
		setLogged(true)
		// Surfaced in the browser console only; the server already logged its side.
		console.error(error)
	}, [error, logged, expected])
}
