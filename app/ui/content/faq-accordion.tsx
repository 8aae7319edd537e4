import type { FaqItem } from '#app/domain/content/home'
import { ChevronDownIcon } from '#app/ui/icons'
import { ServedMarkup } from '#app/ui/served-markup'

/**
 * An accordion of questions (spec §2: one open at a time, the first open). Built on
 * <details name>, which browsers keep exclusive on their own, with or without JavaScript; one
 * toggle listener on the list does the same where a browser does not support the name attribute.
 * A served island: plain markup React need not hydrate element by element.
 */
export function FaqAccordion({ items, group, headingLevel = 3 }: { items: FaqItem[]; group: string; headingLevel?: 3 | 4 }) {
	return (
		<ServedMarkup
			as="div"
			className="faq-list"
			data-testid={`faq-${group}`}
			island={`faq-${group}`}
			contentKey={JSON.stringify([headingLevel, items])}
			renderContent={() => <FaqItems items={items} group={group} headingLevel={headingLevel} />}
			enhance={oneOpenAtATime}
		/>
	)
}

function FaqItems({ items, group, headingLevel }: { items: FaqItem[]; group: string; headingLevel: 3 | 4 }) {
	const Heading = `h${headingLevel}` as const
	return items.map((item, index) => (
		<details key={item.question} className="faq-item" name={group} open={index === 0}>
			<summary className="faq-question">
				<Heading className="faq-question-text">{item.question}</Heading>
				<ChevronDownIcon className="faq-chevron" size={20} />
			</summary>
			<div className="faq-answer">
				<p>{item.answer}</p>
			</div>
		</details>
	))
}

/** Closes the list's other questions when one opens ('toggle' does not bubble: caught on its way down). */
export function oneOpenAtATime(list: HTMLElement): () => void {
	const onToggle = (event: Event) => {
		const opened = event.target
		if (!(opened instanceof HTMLDetailsElement) || !opened.open || opened.parentElement !== list) return
		list.querySelectorAll<HTMLDetailsElement>(':scope > details[open]').forEach((other) => {
			if (other !== opened) other.open = false
		})
	}
	list.addEventListener('toggle', onToggle, true)
	return () => list.removeEventListener('toggle', onToggle, true)
}
