import { useLayoutEffect, useState } from 'react'
import { type RenderToStaticMarkup, useStaticMarkup } from '#app/lib/static-markup'
import { useDelegatedLinks } from './delegated-links'
import type { RootData } from './root-data'
import { Logo } from './logo'
import { ACCOUNT_LINK, MAIN_LINKS, SERVICE_LINKS } from './nav-links'
import { phoneHref } from './phone'

// The footer is the same on every page, and nothing in it changes once it is shown: the server
// sends it as a served island (like the result cards, app/ui/search/served-cards.tsx), its markup
// made once per shop by React's string renderer, and the browser hydrates one element instead of
// a component per link. Its links are plain anchors that one click handler moves within the app,
// as the router's links would. A footer mounted later (an error page, back from the admin) is
// rendered by React as usual, with the same markup.

type FooterProps = { shop: RootData['shop']; suburbs: string[] }

const SERVED_ATTRIBUTE = 'data-served-footer'

/** React must not touch the served markup: the same string on every render, so never set. */
const SERVED_HTML = { __html: '' }

let claimed = false

export function SiteFooter({ shop, suburbs }: FooterProps) {
	const render = useStaticMarkup()
	const followLink = useDelegatedLinks()
	// hydrating the document's own footer: its markup stays the server's
	const [served] = useState(() => typeof document !== 'undefined' && !claimed && document.querySelector(`footer[${SERVED_ATTRIBUTE}]`) !== null)
	useLayoutEffect(() => {
		if (served) claimed = true
	}, [served])
	if (render) return <footer className="site-footer" {...{ [SERVED_ATTRIBUTE]: '' }} dangerouslySetInnerHTML={{ __html: servedFooterHtml(render, shop, suburbs) }} />
	if (served) return <footer className="site-footer" {...{ [SERVED_ATTRIBUTE]: '' }} onClick={followLink} dangerouslySetInnerHTML={SERVED_HTML} />
	return (
		<footer className="site-footer" onClick={followLink}>
			<FooterContent shop={shop} suburbs={suburbs} />
		</footer>
	)
}

const servedHtml = new Map<string, string>()

/** The footer's inner markup for these settings, made once and kept (a few shops' worth at most). */
export function servedFooterHtml(render: RenderToStaticMarkup, shop: FooterProps['shop'], suburbs: readonly string[]) {
	const key = JSON.stringify([shop.businessName, shop.phone, shop.email, shop.openingHours, shop.year, suburbs])
	let html = servedHtml.get(key)
	if (html === undefined) {
		html = render(<FooterContent shop={shop} suburbs={suburbs} />)
		// settings change rarely: the oldest entry goes, so an edited shop never grows the map
		if (servedHtml.size >= 4) servedHtml.delete(servedHtml.keys().next().value!)
		servedHtml.set(key, html)
	}
	return html
}

/** What the footer holds: no hooks, so the string renderer can make it apart from the page. */
export function FooterContent({ shop, suburbs }: { shop: FooterProps['shop']; suburbs: readonly string[] }) {
	const year = shop.year
	return (
		<>
			<div className="container footer-grid">
				<section className="footer-about" aria-labelledby="footer-about-heading">
					<h2 id="footer-about-heading" className="visually-hidden">
						About {shop.businessName}
					</h2>
					<Logo name={shop.businessName} />
					<p>
						Mobile tyre sales and fitting across south-east Melbourne. We come to your home, workplace or the
						roadside, 7 days a week. Prices include GST and mobile fitting.
					</p>
					<p>
						<a href={phoneHref(shop.phone)} className="footer-phone">
							{shop.phone}
						</a>
						<br />
						<a href={`mailto:${shop.email}`}>{shop.email}</a>
					</p>
					<p className="footer-hours">{shop.openingHours}</p>
				</section>

				<nav className="footer-links" aria-labelledby="footer-links-heading">
					<h2 id="footer-links-heading">Quick links</h2>
					<ul>
						<li>
							<a href="/">Home</a>
						</li>
						{[...MAIN_LINKS, ACCOUNT_LINK].map((link) => (
							<li key={link.to}>
								<a href={link.to}>{link.label}</a>
							</li>
						))}
						<li>
							<a href="/#contact">Contact us</a>
						</li>
						<li>
							<a href="/terms">Terms and Conditions</a>
						</li>
						<li>
							<a href="/privacy">Privacy Policy</a>
						</li>
					</ul>
				</nav>

				<nav className="footer-links" aria-labelledby="footer-services-heading">
					<h2 id="footer-services-heading">Services</h2>
					<ul>
						{SERVICE_LINKS.map((link) => (
							<li key={link.to}>
								<a href={link.to}>{link.label}</a>
							</li>
						))}
					</ul>
				</nav>

				<section className="footer-suburbs" aria-labelledby="footer-suburbs-heading">
					<h2 id="footer-suburbs-heading">Suburbs we serve</h2>
					<ul className="suburb-list" data-testid="footer-suburbs">
						{suburbs.map((suburb) => (
							<li key={suburb}>{suburb}</li>
						))}
					</ul>
				</section>
			</div>
			<div className="footer-bottom">
				<div className="container footer-bottom-inner">
					<p>
						© {year} {shop.businessName}. All prices in AUD and include GST.
					</p>
					<p>
						<a href="/privacy">Privacy Policy</a> · <a href="/terms">Terms and Conditions</a>
					</p>
				</div>
			</div>
		</>
	)
}
