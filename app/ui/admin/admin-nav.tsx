import { NavLink, useLocation } from 'react-router'
import { ADMIN_TABS } from './tabs'

const primary = ADMIN_TABS.filter((t) => t.primary)
const secondary = ADMIN_TABS.filter((t) => !t.primary)

/**
 * The admin's sections. On a phone: a bottom tab bar (the primary tabs and More, a <details>
 * menu that opens without JavaScript); from 768 px: every tab in one top bar. The secondary
 * links exist twice (inline for wide screens, in More for phones); CSS shows one of the two, so
 * assistive technology and the browser tests see each name once.
 */
export function AdminNav() {
	const { pathname } = useLocation()
	const inMore = secondary.some((t) => pathname.startsWith(t.to))
	return (
		<nav className="admin-nav" aria-label="Admin sections">
			<ul className="admin-tab-list">
				{primary.map((tab) => (
					<li key={tab.to} className="admin-tab-item">
						<NavLink to={tab.to} className="admin-tab" prefetch="intent">
							{tab.label}
						</NavLink>
					</li>
				))}
				{secondary.map((tab) => (
					<li key={tab.to} className="admin-tab-item admin-tab-wide">
						<NavLink to={tab.to} className="admin-tab" prefetch="intent">
							{tab.label}
						</NavLink>
					</li>
				))}
				<li className="admin-tab-item admin-tab-more">
					{/* keyed by the path so a client-side navigation closes it */}
					<details key={pathname} className="admin-more">
						<summary className={`admin-tab${inMore ? ' active' : ''}`}>More</summary>
						<ul className="admin-more-list">
							{secondary.map((tab) => (
								<li key={tab.to}>
									<NavLink to={tab.to} className="admin-more-link">
										{tab.label}
									</NavLink>
								</li>
							))}
						</ul>
					</details>
				</li>
			</ul>
		</nav>
	)
}
