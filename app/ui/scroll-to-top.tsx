import { useEffect, useRef, useState } from 'react'
import { ChevronDownIcon } from './icons'

export const SCROLL_TO_TOP_AFTER_PX = 400 // spec §9: scroll-to-top after 400 px

// what the round button must never cover: anything the customer may tap
const TAPPABLE = 'a, button, input, select, textarea, label, summary, [role="button"], [tabindex]:not([tabindex="-1"])'

/**
 * A button back to the top, shown once the page has scrolled 400 px (JavaScript only). It floats
 * over the page's corner, so it steps aside (hidden) whenever a button, link or field lies under it.
 */
export function ScrollToTop() {
	const [visible, setVisible] = useState(false)
	const [covering, setCovering] = useState(false)
	const button = useRef<HTMLButtonElement>(null)
	useEffect(() => {
		let frame = 0
		const update = () => {
			frame = 0
			setVisible(window.scrollY > SCROLL_TO_TOP_AFTER_PX)
			const element = button.current
			if (element) setCovering(coversTappable(element))
		}
		const schedule = () => {
			frame ||= requestAnimationFrame(update)
		}
		update()
		window.addEventListener('scroll', schedule, { passive: true })
		window.addEventListener('resize', schedule, { passive: true })
		return () => {
			window.removeEventListener('scroll', schedule)
			window.removeEventListener('resize', schedule)
			cancelAnimationFrame(frame)
		}
	}, [])
	// after it first appears: it could not be measured while it was not there
	useEffect(() => {
		if (visible && button.current) setCovering(coversTappable(button.current))
	}, [visible])
	if (!visible) return null
	return (
		<button
			ref={button}
			type="button"
			className={`scroll-to-top${covering ? ' is-stepped-aside' : ''}`}
			aria-label="Back to top"
			data-testid="scroll-to-top"
			onClick={() => {
				const reduced = window.matchMedia?.('(prefers-reduced-motion: reduce)').matches
				window.scrollTo({ top: 0, behavior: reduced ? 'auto' : 'smooth' })
			}}
		>
			<ChevronDownIcon size={22} className="scroll-to-top-icon" />
		</button>
	)
}

/** Whether something tappable lies under the button: its corners, edges' middles and centre. */
function coversTappable(element: HTMLElement) {
	const box = element.getBoundingClientRect()
	const xs = [box.left + 1, box.left + box.width / 2, box.right - 1]
	const ys = [box.top + 1, box.top + box.height / 2, box.bottom - 1]
	for (const x of xs) {
		for (const y of ys) {
			for (const under of document.elementsFromPoint(x, y)) {
				if (under === element || element.contains(under)) continue
				if (under.closest(TAPPABLE)) return true
			}
		}
	}
	return false
}
