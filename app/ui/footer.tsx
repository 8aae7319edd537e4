import { useDelegatedLinks } from './delegated-links'
import type { RootData } from './root-data'
import { Logo } from './logo'
import { ACCOUNT_LINK, MAIN_LINKS, SERVICE_LINKS } from './nav-links'
import { phoneHref } from './phone'
import { ServedMarkup } from './served-markup'

// The footer is the same on every page, and nothing in it changes once it is shown: a served
// island (served-markup.tsx), its markup made once per shop's settings. Its links are plain
// anchors that one click handler moves within the app, as the router's links would.

type FooterProps = { shop: RootData['shop']; suburbs: string[] }

export function SiteFooter({ shop, suburbs }: FooterProps) {
	const followLink = useDelegatedLinks()
	return (
		<ServedMarkup
			as="footer"
			className="site-footer"
			onClick={followLink}
			island="footer"
			contentKey={JSON.stringify([shop.businessName, shop.phone, shop.email, shop.openingHours, shop.year, suburbs])}
			renderContent={() => <FooterContent shop={shop} suburbs={suburbs} />}
		/>
	)
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
