import type { FaqItem } from '#app/domain/content/home'
import { ChevronDownIcon } from '#app/ui/icons'

/**
 * An accordion of questions (spec §2: one open at a time, the first open). Built on
 * <details name>, which browsers keep exclusive on their own, with or without JavaScript;
 * the toggle handler does the same where a browser does not support the name attribute.
 */
export function FaqAccordion({ items, group, headingLevel = 3 }: { items: FaqItem[]; group: string; headingLevel?: 3 | 4 }) {
	const Heading = `h${headingLevel}` as const
	return (
		<div className="faq-list" data-testid={`faq-${group}`}>
			{items.map((item, index) => (
				<details
					key={item.question}
					className="faq-item"
					name={group}
					open={index === 0}
					onToggle={(event) => {
						const opened = event.currentTarget
						if (!opened.open) return
						opened.parentElement?.querySelectorAll<HTMLDetailsElement>('details[open]').forEach((other) => {
							if (other !== opened) other.open = false
						})
					}}
				>
					<summary className="faq-question">
						<Heading className="faq-question-text">{item.question}</Heading>
						<ChevronDownIcon className="faq-chevron" size={20} />
					</summary>
					<div className="faq-answer">
						<p>{item.answer}</p>
					</div>
				</details>
			))}
		</div>
	)
}
