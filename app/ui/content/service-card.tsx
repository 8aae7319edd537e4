import type { ReactNode } from 'react'
import { href } from 'react-router'
import type { ServiceSlug } from '#app/domain/content/services'
import type { IconName } from '#app/domain/content/visuals'
import { ContentIcon } from '#app/ui/content/content-icon'
import { RevealBlock } from '#app/ui/reveal'

/**
 * One service in a grid of services (the home page, /services, a suburb page): its icon, its
 * name linking to its page and a line about it; `children` add to the card (Learn more). It uses
 * no hooks: the grids are served islands (ServedContent), which follow its plain links within the
 * app and reveal it as it scrolls into view.
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
	return (
		<RevealBlock as="li" className="service-card">
			<span className="service-card-icon">
				<ContentIcon name={icon} size={28} />
			</span>
			<Heading className="service-card-title">
				<a href={href('/services/:service', { service: slug })}>{name}</a>
			</Heading>
			<p>{text}</p>
			{children}
		</RevealBlock>
	)
}
