import { useEffect, useState } from 'react'
import { Link, NavLink, useLocation } from 'react-router'
import type { RootData } from './root-data'
import { phoneHref } from '#app/ui/phone'
import { CartIcon, ChevronDownIcon, CloseIcon, MenuIcon, PhoneIcon, UserIcon } from './icons'
import { Logo } from './logo'
import { ACCOUNT_LINK, MAIN_LINKS, SERVICE_LINKS } from './nav-links'
import { useHydrated } from './use-hydrated'

/**
 * Fixed top bar (spec §2). Without JavaScript the mobile menu opens through its #site-menu
 * anchor (:target); with JavaScript the toggle becomes a button with aria-expanded.
 */
export function SiteHeader({ shop, cartCount, onCartClick }: { shop: RootData['shop']; cartCount: number; onCartClick?: () => void }) {
	const hydrated = useHydrated()
	const location = useLocation()
	const [menuOpen, setMenuOpen] = useState(false)
	const onCheckout = location.pathname === '/checkout'
	const servicesActive = location.pathname.startsWith('/services')

	useEffect(() => setMenuOpen(false), [location.pathname])

	return (
		<header className="site-header">
			<div className="container header-bar">
				<Link to="/" className="header-logo" aria-label={`${shop.businessName}, home`}>
					<Logo name={shop.businessName} />
				</Link>

				<nav id="site-menu" className={`site-nav${menuOpen ? ' is-open' : ''}`} aria-label="Main">
					{hydrated ? null : (
						<a href="#" className="menu-close" aria-label="Close menu">
							<CloseIcon />
						</a>
					)}
					<ul className="nav-list">
						<li>
							<NavLink to="/" end className="nav-link">
								Home
							</NavLink>
						</li>
						<li className="nav-dropdown">
							<NavLink to="/services" className={`nav-link${servicesActive ? ' active' : ''}`} aria-haspopup="true">
								Services <ChevronDownIcon className="nav-chevron" />
							</NavLink>
							<ul className="dropdown-menu" aria-label="Services">
								{SERVICE_LINKS.map((link) => (
									<li key={link.to}>
										<NavLink to={link.to} className="dropdown-link">
											{link.label}
										</NavLink>
									</li>
								))}
							</ul>
						</li>
						{MAIN_LINKS.map((link) => (
							<li key={link.to}>
								<NavLink to={link.to} className="nav-link">
									{link.label}
								</NavLink>
							</li>
						))}
						{/* on a narrow phone the account link moves from the header's icons into the menu */}
						<li className="nav-account">
							<NavLink to={ACCOUNT_LINK.to} className="nav-link">
								{ACCOUNT_LINK.label}
							</NavLink>
						</li>
					</ul>
				</nav>

				<div className="header-actions">
					<a className="header-phone" href={phoneHref(shop.phone)}>
						<PhoneIcon />
						<span className="header-phone-number">{shop.phone}</span>
					</a>
					<Link to={ACCOUNT_LINK.to} className="account-button" aria-label={ACCOUNT_LINK.label} title={ACCOUNT_LINK.label}>
						<UserIcon />
					</Link>
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
						<Link to="/shipping" className="cart-button" aria-label={`Cart, ${cartCount} ${cartCount === 1 ? 'tyre' : 'tyres'}`}>
							<CartIcon />
							<CartBadge count={cartCount} />
						</Link>
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

function CartBadge({ count }: { count: number }) {
	return (
		<span className="cart-badge" data-testid="cart-badge" aria-hidden="true">
			{count}
		</span>
	)
}
