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
	return watchReveals(Array.from(root.querySelectorAll<HTMLElement>('[data-reveal="static"]')))
}

/** Hides a block below the fold until it scrolls into view, then shows it, once. */
export function watchReveal(element: HTMLElement): () => void {
	return watchReveals([element])
}

/**
 * What a block's first report from its observer means: where it was when the page was shown.
 * `top` is the block's top and `foldLine` the line 100 px above the screen's bottom edge (the
 * observer's root, shrunk by REVEAL_OFFSET_PX). A block not yet at that line waits to be
 * revealed; one in view, or one already scrolled past (a restored scroll position), stays as served.
 */
export function firstReveal({ isIntersecting, top, foldLine }: { isIntersecting: boolean; top: number; foldLine: number }): 'waiting' | 'static' {
	return !isIntersecting && top >= foldLine ? 'waiting' : 'static'
}

function show(element: HTMLElement, state: RevealState) {
	element.dataset.reveal = state
	element.classList.toggle('reveal-waiting', state === 'waiting')
	element.classList.toggle('reveal-shown', state === 'shown')
}

/**
 * One observer for the blocks. Where each block is comes from its observer's first report, which
 * the browser makes with the layout of its next frame: asking each block for its position here
 * (getBoundingClientRect) would lay the whole page out again for every block, since hiding the
 * one before changed its style; on a phone that was one long task at hydration. Stopped, a block
 * still waiting is shown as it was served (nothing stays hidden).
 */
function watchReveals(elements: readonly HTMLElement[]): () => void {
	const nothing = () => {}
	const blocks = elements.filter((element) => element.dataset.reveal === 'static')
	if (blocks.length === 0 || typeof IntersectionObserver === 'undefined') return nothing
	if (window.matchMedia?.('(prefers-reduced-motion: reduce)').matches) return nothing
	const observer = new IntersectionObserver(
		(entries) => {
			for (const entry of entries) {
				const element = entry.target as HTMLElement
				// a block still as served has not been placed yet: this is its first report
				if (element.dataset.reveal === 'static') {
					const foldLine = entry.rootBounds?.bottom ?? window.innerHeight - REVEAL_OFFSET_PX
					if (firstReveal({ isIntersecting: entry.isIntersecting, top: entry.boundingClientRect.top, foldLine }) === 'static') {
						observer.unobserve(element)
						continue
					}
					show(element, 'waiting')
				} else if (entry.isIntersecting) {
					show(element, 'shown')
					observer.unobserve(element) // once only
				}
			}
		},
		{ rootMargin: `0px 0px -${REVEAL_OFFSET_PX}px 0px` },
	)
	for (const block of blocks) observer.observe(block)
	return () => {
		observer.disconnect()
		for (const block of blocks) if (block.dataset.reveal === 'waiting') show(block, 'static')
	}
}
