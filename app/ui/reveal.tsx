import { useEffect, useRef, useState } from 'react'

// spec §2: scroll-reveal animations run 800 ms, once only, offset 100. The content is always in
// the server HTML and visible: only with JavaScript, without reduced motion, and only for
// blocks still below the fold is it hidden until it scrolls 100 px into view.
export const REVEAL_OFFSET_PX = 100
export const REVEAL_DURATION_MS = 800

type RevealState = 'static' | 'waiting' | 'shown'

export function Reveal({
	children,
	className,
	as: Tag = 'div',
	...rest
}: { children: React.ReactNode; className?: string; as?: 'div' | 'section' | 'li' | 'article' } & Omit<React.HTMLAttributes<HTMLElement>, 'className'>) {
	const ref = useRef<HTMLElement>(null)
	const [state, setState] = useState<RevealState>('static')

	useEffect(() => {
		const element = ref.current
		if (!element || typeof IntersectionObserver === 'undefined') return
		if (window.matchMedia?.('(prefers-reduced-motion: reduce)').matches) return
		if (element.getBoundingClientRect().top < window.innerHeight - REVEAL_OFFSET_PX) return
		setState('waiting')
		const observer = new IntersectionObserver(
			(entries) => {
				if (!entries.some((entry) => entry.isIntersecting)) return
				setState('shown')
				observer.disconnect() // once only
			},
			{ rootMargin: `0px 0px -${REVEAL_OFFSET_PX}px 0px` },
		)
		observer.observe(element)
		return () => observer.disconnect()
	}, [])

	const classes = [className, 'reveal', state === 'waiting' ? 'reveal-waiting' : '', state === 'shown' ? 'reveal-shown' : ''].filter(Boolean).join(' ')
	return (
		<Tag ref={ref as React.Ref<never>} className={classes} data-reveal={state} {...rest}>
			{children}
		</Tag>
	)
}
