import { useEffect, useState } from 'react'
import { ChevronDownIcon } from './icons'

export const SCROLL_TO_TOP_AFTER_PX = 400 // spec §9: scroll-to-top after 400 px

/** A button back to the top, shown once the page has scrolled 400 px (JavaScript only). */
export function ScrollToTop() {
	const [visible, setVisible] = useState(false)
	useEffect(() => {
		const update = () => setVisible(window.scrollY > SCROLL_TO_TOP_AFTER_PX)
		update()
		window.addEventListener('scroll', update, { passive: true })
		return () => window.removeEventListener('scroll', update)
	}, [])
	if (!visible) return null
	return (
		<button
			type="button"
			className="scroll-to-top"
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
