import { href } from 'react-router'
import { suburbSlug } from '#app/domain/service-areas/suburb-slug'
import { useDelegatedLinks } from '#app/ui/delegated-links'

/**
 * Served suburbs, each linking to its own page. Plain links (about 50, each a component with its
 * own hooks as a router link) that one click handler follows within the app; a link that opens a
 * new tab is left to the browser.
 */
export function SuburbLinks({ suburbs, newTab = false, className = 'suburb-links' }: { suburbs: string[]; newTab?: boolean; className?: string }) {
	const followLink = useDelegatedLinks()
	return (
		<ul className={className} onClick={followLink}>
			{suburbs.map((suburb) => (
				<li key={suburb}>
					<a href={href('/area-we-serve/:suburb', { suburb: suburbSlug(suburb) })} {...(newTab ? { target: '_blank', rel: 'noopener' } : {})}>
						{suburb}
						{newTab ? <span className="visually-hidden"> (opens in a new tab)</span> : null}
					</a>
				</li>
			))}
		</ul>
	)
}
