import { type HTMLAttributes, type ReactNode, type Ref, useEffect, useRef } from 'react'

// spec §2: scroll-reveal animations run 800 ms, once only, offset 100. The content is always in
// the server HTML and visible: only with JavaScript, without reduced motion, and only for
// blocks still below the fold is it hidden until it scrolls 100 px into view.
//
// A block's state is set on its element directly (data-reveal and a class), not through React:
// the same works for a block in a served island, whose markup React never holds
// (revealWithin). React never rewrites the attributes it rendered while their values stay the same.
export const REVEAL_OFFSET_PX = 100
export const REVEAL_DURATION_MS = 800

type RevealState = 'static' | 'waiting' | 'shown'

type RevealProps = { children: ReactNode; className?: string; as?: 'div' | 'section' | 'li' | 'article' } & Omit<HTMLAttributes<HTMLElement>, 'className'>

/** A block that reveals as it scrolls into view: its own element starts it. */
export function Reveal(props: RevealProps) {
	const ref = useRef<HTMLElement>(null)
	useEffect(() => (ref.current ? watchReveal(ref.current) : undefined), [])
	return <RevealBlock {...props} ref={ref} />
}

/**
 * Reveal's markup alone, using no hooks: for the content of a served island, whose blocks
 * revealWithin starts once the island is in the page.
 */
export function RevealBlock({ children, className, as: Tag = 'div', ref, ...rest }: RevealProps & { ref?: Ref<HTMLElement> }) {
	return (
		<Tag ref={ref as Ref<never>} className={className ? `${className} reveal` : 'reveal'} data-reveal={'static' satisfies RevealState} {...rest}>
			{children}
		</Tag>
	)
}

/** Starts the reveal of every block in `root` (a served island); returns what stops them. */
export function revealWithin(root: HTMLElement): () => void {
	const stops = Array.from(root.querySelectorAll<HTMLElement>('[data-reveal="static"]'), watchReveal)
	return () => stops.forEach((stop) => stop())
}

function show(element: HTMLElement, state: RevealState) {
	element.dataset.reveal = state
	element.classList.toggle('reveal-waiting', state === 'waiting')
	element.classList.toggle('reveal-shown', state === 'shown')
}

/**
 * Hides a block below the fold until it scrolls into view, then shows it, once. Stopped while
 * it waits, the block is shown as it was served (nothing stays hidden).
 */
export function watchReveal(element: HTMLElement): () => void {
	const nothing = () => {}
	if (element.dataset.reveal !== 'static' || typeof IntersectionObserver === 'undefined') return nothing
	if (window.matchMedia?.('(prefers-reduced-motion: reduce)').matches) return nothing
	if (element.getBoundingClientRect().top < window.innerHeight - REVEAL_OFFSET_PX) return nothing
	show(element, 'waiting')
	const observer = new IntersectionObserver(
		(entries) => {
			if (!entries.some((entry) => entry.isIntersecting)) return
			show(element, 'shown')
			observer.disconnect() // once only
		},
		{ rootMargin: `0px 0px -${REVEAL_OFFSET_PX}px 0px` },
	)
	observer.observe(element)
	return () => {
		observer.disconnect()
		if (element.dataset.reveal === 'waiting') show(element, 'static')
	}
}
