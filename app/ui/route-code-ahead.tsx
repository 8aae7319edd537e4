import { useRef, useState } from 'react'
import { PrefetchPageLinks } from 'react-router'
import { useNonce } from '#app/lib/nonce'

/**
 * The code of the routes at `paths`, fetched ahead while there is a signal. A fetcher's first post
 * to a route fetches that route's code, which with no signal fails (and React Router then reloads
 * the page) before the route's clientAction can say "nothing was sent": fetched ahead, a post made
 * offline gets that far, and the form says so in place with Try again. The box is marked
 * `data-ready` once all of it has arrived. Render it only once hydrated (it is JavaScript's own).
 */
export function RouteCodeAhead({ paths, testId }: { paths: readonly string[]; testId: string }) {
	const nonce = useNonce()
	const box = useRef<HTMLDivElement>(null)
	const loaded = useRef(new Set<string>())
	const [ready, setReady] = useState(false)
	// PrefetchPageLinks spreads its other props onto each <link> it renders (its type leaves event
	// handlers out). With onLoad React renders the links here, not in <head>: each path's box holds
	// its route's module and the modules that imports.
	const onLoad = (event: React.SyntheticEvent<HTMLLinkElement>) => {
		loaded.current.add(event.currentTarget.href)
		const parts = [...(box.current?.children ?? [])]
		setReady(parts.every((part) => part.querySelector('link[rel="modulepreload"]') && [...part.querySelectorAll('link')].every((link) => loaded.current.has(link.href))))
	}
	return (
		<div ref={box} hidden data-testid={testId} data-ready={ready || undefined}>
			{paths.map((page) => (
				<div key={page}>
					<PrefetchPageLinks page={page} nonce={nonce} {...{ onLoad }} />
				</div>
			))}
		</div>
	)
}
