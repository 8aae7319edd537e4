import { type HTMLAttributes, type ReactNode, type Ref, useCallback, useEffect, useLayoutEffect, useRef, useState } from 'react'
import { type RenderToStaticMarkup, useStaticMarkup } from '#app/lib/static-markup'

// A part of a page that nothing changes once it is shown (plain links and text: the footer, Shop
// Tyres' sizes and brands), sent as a served island. The server makes its markup with React's
// string renderer, once for the same content, and the browser hydrates the one element around it
// instead of an element and a component for every link: React hydrates no children of an element
// whose content is `dangerouslySetInnerHTML`, and sets that HTML only when the string changes. A
// click in it still reaches React's handlers on the elements around it (a delegated link handler).
// The part mounted later (another page and back, an error page), or with other content than it
// was served with, is rendered by React as usual, with the same markup.
//
// `renderContent` is rendered apart from the page, so it may use no hooks and no context. What the
// markup does in the browser (a scroll reveal, a toggle) is `enhance`'s, run on the island's
// element once it is in the page, served or rendered.

const ATTRIBUTE = 'data-served'

/** React must not touch the served markup: the same string on every render, so never set. */
const SERVED_HTML = { __html: '' }

/** The islands taken since the document loaded: the markup in the page now is React's. */
const claimed = new Set<string>()

export type ServedMarkupProps = {
	as: 'div' | 'ul' | 'footer' | 'section' | 'datalist'
	/** which part of the page: one island of each name in a document */
	island: string
	/** names the content: the same key, the same markup */
	contentKey: string
	renderContent: () => ReactNode
	/** starts what the content does in the browser; returns what stops it (a stable function) */
	enhance?: (element: HTMLElement) => () => void
	ref?: Ref<HTMLElement>
	'data-testid'?: string
} & Omit<HTMLAttributes<HTMLElement>, 'children' | 'dangerouslySetInnerHTML'>

export function ServedMarkup({ as: Tag, island, contentKey, renderContent, enhance, ref, ...props }: ServedMarkupProps) {
	const render = useStaticMarkup()
	// hydrating the document's own island: its markup stays the server's while the content is the same
	const [servedKey, setServedKey] = useState(() =>
		typeof document !== 'undefined' && !claimed.has(island) && document.querySelector(`[${ATTRIBUTE}="${CSS.escape(island)}"]`) !== null ? contentKey : null,
	)
	// other content: rendered from now on (the served markup is gone once React replaces it)
	if (servedKey !== null && servedKey !== contentKey) setServedKey(null)
	useLayoutEffect(() => {
		if (servedKey !== null) claimed.add(island)
	}, [servedKey, island])
	const element = useRef<HTMLElement | null>(null)
	const setElement = useCallback(
		(node: HTMLElement | null) => {
			element.current = node
			if (typeof ref === 'function') ref(node)
			else if (ref) ref.current = node
		},
		[ref],
	)
	const mode = servedKey !== null && servedKey === contentKey ? 'served' : 'rendered'
	useEffect(() => (enhance && element.current ? enhance(element.current) : undefined), [enhance, contentKey, mode])
	const served = { [ATTRIBUTE]: island }
	if (render) return <Tag {...props} {...served} ref={ref as never} dangerouslySetInnerHTML={{ __html: servedMarkup(render, island, contentKey, renderContent) }} />
	if (mode === 'served') return <Tag key="served" {...props} {...served} ref={setElement as never} dangerouslySetInnerHTML={SERVED_HTML} />
	return (
		<Tag key="rendered" {...props} ref={setElement as never}>
			{renderContent()}
		</Tag>
	)
}

/** At most this many contents are kept an island (settings and the catalogue change rarely). */
const KEPT_PER_ISLAND = 4
const kept = new Map<string, Map<string, string>>()

/** The island's markup for this content, made once and kept. */
export function servedMarkup(render: RenderToStaticMarkup, island: string, contentKey: string, renderContent: () => ReactNode) {
	let byContent = kept.get(island)
	if (!byContent) kept.set(island, (byContent = new Map()))
	let html = byContent.get(contentKey)
	if (html === undefined) {
		html = render(renderContent())
		// the oldest goes, so an edited shop or a changed catalogue never grows the map
		if (byContent.size >= KEPT_PER_ISLAND) byContent.delete(byContent.keys().next().value!)
		byContent.set(contentKey, html)
	}
	return html
}
