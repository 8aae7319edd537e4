import type { ReactNode } from 'react'
import { href } from 'react-router'
import type { ServiceSlug } from '#app/domain/content/services'
import type { IconName } from '#app/domain/content/visuals'
import { ContentIcon } from '#app/ui/content/content-icon'
import { useDelegatedLinks } from '#app/ui/delegated-links'
import { Reveal } from '#app/ui/reveal'

/**
 * One service in a grid of services (the home page, /services, a suburb page): its icon, its
 * name linking to its page and a line about it; `children` add to the card (Learn more). Its
 * links are plain anchors that one click handler on the card follows within the app.
 */
export function ServiceCard({
	slug,
	icon,
	name,
	text,
	headingLevel = 3,
	children,
}: {
	slug: ServiceSlug
	icon: IconName
	name: string
	text: string
	headingLevel?: 2 | 3
	children?: ReactNode
}) {
	const Heading = `h${headingLevel}` as const
	const followLink = useDelegatedLinks()
	return (
		<Reveal as="li" className="service-card" onClick={followLink}>
			<span className="service-card-icon">
				<ContentIcon name={icon} size={28} />
			</span>
			<Heading className="service-card-title">
				<a href={href('/services/:service', { service: slug })}>{name}</a>
			</Heading>
			<p>{text}</p>
			{children}
		</Reveal>
	)
}
