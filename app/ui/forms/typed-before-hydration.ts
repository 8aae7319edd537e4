import { useLayoutEffect, useRef, type RefObject } from 'react'

/**
 * For a controlled input in a part that hydrates late (its code comes after the page's: seconds on
 * a slow phone or a weak signal). Hydrating, React leaves what the customer typed in the input but
 * would put the state's value back on the component's next render; so once mounted, a value that
 * differs from the one rendered is handed to `keep` (the state's setter) first. On a client-side
 * render the input shows the rendered value and nothing happens.
 */
export function useTypedBeforeHydration(input: RefObject<HTMLInputElement | null>, rendered: string, keep: (typed: string) => void) {
	const first = useRef({ rendered, keep })
	useLayoutEffect(() => {
		const typed = input.current?.value
		if (typed !== undefined && typed !== first.current.rendered) first.current.keep(typed)
	}, [input])
}
