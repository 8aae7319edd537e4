import { Link, useLocation } from 'react-router'
import type { CatalogueTyre } from '#app/domain/catalogue/types'
import { TyreCard } from '#app/ui/tyre-card'

/** spec §2 and §9 Recommended for You, with Refresh (the next round of picks, see rules.ts). */
export function Recommended({ tyres, round }: { tyres: readonly CatalogueTyre[]; round: number }) {
	const location = useLocation()
	if (tyres.length === 0) return null
	const params = new URLSearchParams(location.search)
	params.set('rec', String(round + 1))
	params.delete('index')
	const refreshHref = `/?${params.toString()}#recommended`
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
					{tyres.map((tyre) => (
						<TyreCard key={tyre.id} tyre={tyre} redirectTo={`${location.pathname}${location.search}#recommended`} />
					))}
				</div>
			</div>
		</section>
	)
}
