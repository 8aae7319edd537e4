import { useEffect, useState } from 'react'
import { useLocation } from 'react-router'
import type { RootData } from './root-data'
import { phoneHref } from '#app/ui/phone'
import { useDelegatedLinks } from './delegated-links'
import { CartIcon, ChevronDownIcon, CloseIcon, MenuIcon, PhoneIcon, UserIcon } from './icons'
import { Logo } from './logo'
import { ACCOUNT_LINK, isCurrentLink, MAIN_LINKS, SERVICE_LINKS } from './nav-links'
import { ServedMarkup } from './served-markup'
import { useHydrated } from './use-hydrated'

/**
 * Fixed top bar (spec §2). Without JavaScript the mobile menu opens through its #site-menu
 * anchor (:target); with JavaScript the toggle becomes a button with aria-expanded.
 *
 * Its links are plain anchors, marked current from the one location read here, and one click
 * handler on the header moves within the app as the router's links would (useDelegatedLinks):
 * every page renders and hydrates this header, and a router link is a component with its own
 * hooks and path resolving, 15 of them a page. The menu's list is a served island (ServedMarkup),
 * its markup the same for the same current links.
 */
export function SiteHeader({ shop, cartCount, onCartClick }: { shop: RootData['shop']; cartCount: number; onCartClick?: () => void }) {
	const hydrated = useHydrated()
	const { pathname } = useLocation()
	const followLink = useDelegatedLinks()
	const [menuOpen, setMenuOpen] = useState(false)
	const onCheckout = pathname === '/checkout'
	const currentLinks = linksCurrentAt(pathname)

	useEffect(() => setMenuOpen(false), [pathname])

	return (
		<header className="site-header" onClick={followLink}>
			<div className="container header-bar">
				<a href="/" className="header-logo" aria-label={`${shop.businessName}, home`}>
					<Logo name={shop.businessName} />
				</a>

				<nav id="site-menu" className={`site-nav${menuOpen ? ' is-open' : ''}`} aria-label="Main">
					{hydrated ? null : (
						<a href="#" className="menu-close" aria-label="Close menu">
							<CloseIcon />
						</a>
					)}
					<ServedMarkup
						as="ul"
						className="nav-list"
						island="site-nav"
						contentKey={currentLinks.join(' ')}
						renderContent={() => <NavItems current={currentLinks} />}
					/>
				</nav>

				<div className="header-actions">
					<a className="header-phone" href={phoneHref(shop.phone)}>
						<PhoneIcon />
						<span className="header-phone-number">{shop.phone}</span>
					</a>
					<a href={ACCOUNT_LINK.to} className="account-button" aria-label={ACCOUNT_LINK.label} title={ACCOUNT_LINK.label}>
						<UserIcon />
					</a>
					{onCheckout ? (
						<span className="cart-button is-disabled" aria-disabled="true" title="Cart is locked during checkout">
							<CartIcon />
							<CartBadge count={cartCount} />
						</span>
					) : onCartClick && hydrated ? (
						<button type="button" className="cart-button" onClick={onCartClick} aria-label={`Cart, ${cartCount} ${cartCount === 1 ? 'tyre' : 'tyres'}`}>
							<CartIcon />
							<CartBadge count={cartCount} />
						</button>
					) : (
						<a href="/shipping" className="cart-button" aria-label={`Cart, ${cartCount} ${cartCount === 1 ? 'tyre' : 'tyres'}`}>
							<CartIcon />
							<CartBadge count={cartCount} />
						</a>
					)}
					{hydrated ? (
						<button
							type="button"
							className="menu-toggle"
							aria-controls="site-menu"
							aria-expanded={menuOpen}
							aria-label={menuOpen ? 'Close menu' : 'Open menu'}
							onClick={() => setMenuOpen((open) => !open)}
						>
							{menuOpen ? <CloseIcon /> : <MenuIcon />}
						</button>
					) : (
						<a href="#site-menu" className="menu-toggle" aria-label="Open menu">
							<MenuIcon />
						</a>
					)}
				</div>
			</div>
		</header>
	)
}

/** The menu's links, the `current` ones marked as React Router's NavLink would; uses no hooks. */
function NavItems({ current: currentLinks }: { current: readonly string[] }) {
	/** a nav link's class and aria-current */
	const current = (className: string, to: string) =>
		currentLinks.includes(to) ? { className: `${className} active`, 'aria-current': 'page' as const } : { className }
	return (
		<>
			<li>
				<a href="/" {...current('nav-link', '/')}>
					Home
				</a>
			</li>
			<li className="nav-dropdown">
				<a href="/services" {...current('nav-link', '/services')} aria-haspopup="true">
					Services <ChevronDownIcon className="nav-chevron" />
				</a>
				<ul className="dropdown-menu" aria-label="Services">
					{SERVICE_LINKS.map((link) => (
						<li key={link.to}>
							<a href={link.to} {...current('dropdown-link', link.to)}>
								{link.label}
							</a>
						</li>
					))}
				</ul>
			</li>
			{MAIN_LINKS.map((link) => (
				<li key={link.to}>
					<a href={link.to} {...current('nav-link', link.to)}>
						{link.label}
					</a>
				</li>
			))}
			{/* on a narrow phone the account link moves from the header's icons into the menu */}
			<li className="nav-account">
				<a href={ACCOUNT_LINK.to} {...current('nav-link', ACCOUNT_LINK.to)}>
					{ACCOUNT_LINK.label}
				</a>
			</li>
		</>
	)
}

/** The menu's links that are the page at `pathname` (Home only when it is the page itself). */
function linksCurrentAt(pathname: string) {
	const links = [{ to: '/', end: true }, { to: '/services' }, ...SERVICE_LINKS, ...MAIN_LINKS, ACCOUNT_LINK]
	return links.filter((link) => isCurrentLink(pathname, link.to, 'end' in link && link.end)).map((link) => link.to)
}

function CartBadge({ count }: { count: number }) {
	return (
		<span className="cart-badge" data-testid="cart-badge" aria-hidden="true">
			{count}
		</span>
	)
}
