import { useDelegatedLinks } from '#app/ui/delegated-links'
import { revealWithin } from '#app/ui/reveal'
import { ServedMarkup, type ServedMarkupProps } from '#app/ui/served-markup'

/**
 * A block of content pages share (a grid of services, a home section) as a served island: plain
 * markup React need not hydrate element by element. Its links move within the app through one
 * click handler, and its RevealBlocks reveal as they scroll into view.
 */
export function ServedContent(props: Omit<ServedMarkupProps, 'enhance' | 'onClick'>) {
	const followLink = useDelegatedLinks()
	return <ServedMarkup {...props} onClick={followLink} enhance={revealWithin} />
}
