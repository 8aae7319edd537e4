import { href, Link } from 'react-router'
import { suburbSlug } from '#app/domain/service-areas/suburb-slug'

/** Served suburbs, each linking to its own page. */
export function SuburbLinks({ suburbs, newTab = false, className = 'suburb-links' }: { suburbs: string[]; newTab?: boolean; className?: string }) {
	return (
		<ul className={className}>
			{suburbs.map((suburb) => (
				<li key={suburb}>
					<Link
						to={href('/area-we-serve/:suburb', { suburb: suburbSlug(suburb) })}
						{...(newTab ? { target: '_blank', rel: 'noopener' } : {})}
					>
						{suburb}
						{newTab ? <span className="visually-hidden"> (opens in a new tab)</span> : null}
					</Link>
				</li>
			))}
		</ul>
	)
}
