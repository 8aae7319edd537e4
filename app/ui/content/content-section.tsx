import type { ReactNode } from 'react'

/**
 * A band of a content page under its own h2 (the section is labelled by it): `soft` on the tinted
 * background, `narrow` in the reading-width column, `centred` with the centred section heading.
 */
export function ContentSection({
	id,
	heading,
	soft = false,
	narrow = false,
	centred = true,
	className,
	children,
}: {
	/** the heading's id */
	id: string
	heading: ReactNode
	soft?: boolean
	narrow?: boolean
	centred?: boolean
	/** a class of the section besides its band's */
	className?: string
	children: ReactNode
}) {
	const sectionClass = ['section', soft ? 'section-soft' : null, className].filter(Boolean).join(' ')
	return (
		<section className={sectionClass} aria-labelledby={id}>
			<div className={narrow ? 'container narrow' : 'container'}>
				<h2 id={id} className={centred ? 'section-heading' : undefined}>
					{heading}
				</h2>
				{children}
			</div>
		</section>
	)
}
