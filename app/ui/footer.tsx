import { Link } from 'react-router'
import type { RootData } from './root-data'
import { Logo } from './logo'
import { ACCOUNT_LINK, MAIN_LINKS, SERVICE_LINKS } from './nav-links'
import { phoneHref } from './phone'

export function SiteFooter({ shop, suburbs }: { shop: RootData['shop']; suburbs: string[] }) {
	const year = shop.year
	return (
		<footer className="site-footer">
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
							<Link to="/">Home</Link>
						</li>
						{[...MAIN_LINKS, ACCOUNT_LINK].map((link) => (
							<li key={link.to}>
								<Link to={link.to}>{link.label}</Link>
							</li>
						))}
						<li>
							<Link to="/#contact">Contact us</Link>
						</li>
						<li>
							<Link to="/terms">Terms and Conditions</Link>
						</li>
						<li>
							<Link to="/privacy">Privacy Policy</Link>
						</li>
					</ul>
				</nav>

				<nav className="footer-links" aria-labelledby="footer-services-heading">
					<h2 id="footer-services-heading">Services</h2>
					<ul>
						{SERVICE_LINKS.map((link) => (
							<li key={link.to}>
								<Link to={link.to}>{link.label}</Link>
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
						<Link to="/privacy">Privacy Policy</Link> · <Link to="/terms">Terms and Conditions</Link>
					</p>
				</div>
			</div>
		</footer>
	)
}
