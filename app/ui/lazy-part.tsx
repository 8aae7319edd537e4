import { lazy, Suspense, useEffect, useId, type ComponentType } from 'react'

/**
 * A part of a page whose JavaScript the browser fetches after the page's own, so that it is not
 * part of the page's first load (below-the-fold sections, the cart drawer).
 *
 * - The server renders it in place, as if it were imported directly: its module is loaded when
 *   the server starts (`lazyPartsReady`, awaited by entry.server before rendering), and React's `lazy`
 *   is handed an already-settled thenable, so it never suspends there. Without JavaScript the
 *   page is the same as before.
 * - In the browser the server's HTML stays as it is until the part's chunk has arrived; React then
 *   hydrates the part on its own (its own Suspense boundary), after the rest of the page is
 *   interactive. On a client-side navigation the part appears when its chunk has loaded
 *   (`preload` fetches it ahead of need).
 * - `whenPartsHydrated` tells when every part of the first page is hydrated too (the root marks
 *   the page interactive then).
 * - A part whose chunk does not arrive (the signal dropped while the page loaded) keeps the
 *   server's HTML and works as without JavaScript, never failing the page (`untilLoaded`).
 */
export function lazyPart<P extends object>(load: () => Promise<ComponentType<P>>): ComponentType<P> & { preload: () => void } {
	type Loaded = { default: ComponentType<P & { partId: string }> }
	let loaded: Loaded | undefined
	let loading: Promise<Loaded> | undefined
	const start = () =>
		(loading ??= (import.meta.env.SSR ? load() : untilLoaded(load)).then((component) => {
			loaded = { default: signalling(component) }
			return loaded
		}))
	if (import.meta.env.SSR) serverLoads.push(start())
	const Lazy = lazy(() => {
		const ready = loaded
		// a settled thenable: React reads it at once and renders without suspending
		if (ready) return { then: (resolve: (value: Loaded) => void) => resolve(ready) } as Promise<Loaded>
		return start()
	})
	function Part(props: P) {
		const partId = useId()
		// hydrating without its code yet: the page is not fully interactive until it has it
		if (!import.meta.env.SSR && !loaded) waiting.add(partId)
		return (
			<Suspense fallback={null}>
				<Lazy {...props} partId={partId} />
			</Suspense>
		)
	}
	Part.preload = () => void start()
	return Part
}

/**
 * `load`, tried again each time the browser has a signal back, until it succeeds: React never
 * hears of a failure, so the part's server HTML stays in place (its forms and links work as
 * without JavaScript) rather than the page turning into the error page. Chromium today keeps a
 * failed import() failed for the page's life, so there a try after a failure fails too; browsers
 * that follow the newer rule (failed module fetches are not kept) fetch it afresh.
 */
export function untilLoaded<T>(load: () => Promise<T>, events: Pick<Window, 'addEventListener'> = window): Promise<T> {
	return new Promise((resolve) => {
		const attempt = () => {
			load().then(resolve, () => events.addEventListener('online', attempt, { once: true }))
		}
		attempt()
	})
}

/** The component, telling once it is mounted (hydrated) that its part no longer waits. */
function signalling<P extends object>(Component: ComponentType<P>) {
	return function Hydrated({ partId, ...props }: P & { partId: string }) {
		useEffect(() => {
			if (!waiting.delete(partId) || waiting.size > 0) return
			for (const callback of onHydrated.splice(0)) callback()
		}, [partId])
		return <Component {...(props as P)} />
	}
}

const waiting = new Set<string>()
const onHydrated: Array<() => void> = []

/** Calls back once no lazy part of the page is waiting for its code (at once if none is). */
export function whenPartsHydrated(callback: () => void) {
	if (waiting.size === 0) callback()
	else onHydrated.push(callback)
}

const serverLoads: Promise<unknown>[] = []

/** Resolves once every lazy part's module is loaded on the server (entry.server awaits it before rendering). */
export async function lazyPartsReady() {
	await Promise.all(serverLoads)
}
