import { Link, useLocation } from 'react-router'
import type { CatalogueTyre } from '#app/domain/catalogue/types'
import { USUAL_QUANTITY } from '#app/domain/pricing/pricing'
import { FirstCards } from './served-cards'

/**
 * spec §2 and §9 Recommended for You, with Refresh (the next round of picks, see rules.ts). The
 * cards the page came with are served, not hydrated, as the results are (served-cards.tsx).
 */
export function Recommended({ tyres, round }: { tyres: readonly CatalogueTyre[]; round: number }) {
	const location = useLocation()
	if (tyres.length === 0) return null
	const params = new URLSearchParams(location.search)
	params.set('rec', String(round + 1))
	params.delete('index')
	const refreshHref = `/?${params.toString()}#recommended`
	// the picks themselves name the island: a Refresh (or another search's picks) is a new grid
	const islandKey = `recommended-${tyres.map((tyre) => tyre.id).join('-')}`
	const cards = {
		tyres: [...tyres],
		pairs: null,
		redirectTo: `${location.pathname}${location.search}#recommended`,
		staggered: null,
		wanted: USUAL_QUANTITY,
		compare: false,
		idPrefix: 'recommended',
	}
	return (
		<section id="recommended" className="section section-soft recommended" aria-labelledby="recommended-heading">
			<div className="container">
				<div className="section-head">
					<h2 id="recommended-heading">Recommended for You</h2>
					<Link to={refreshHref} preventScrollReset replace className="button button-secondary" data-testid="recommended-refresh">
						Refresh
					</Link>
				</div>
				<div className="tyre-grid" data-testid="recommended-grid">
					<FirstCards key={islandKey} islandKey={islandKey} cards={cards} />
				</div>
			</div>
		</section>
	)
}
