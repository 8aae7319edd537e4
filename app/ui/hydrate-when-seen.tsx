import { Suspense, use, useSyncExternalStore, type ReactNode } from 'react'
import { stopWaitingFor, waitFor, whenPartsHydrated } from './lazy-part'

// Server-rendered parts of a long page (the result cards below the screen) that hydrate when
// they are needed rather than all while the page loads, where a phone's main thread would be
// busy with cards nobody is looking at yet.
//
// A part hydrates once any of its elements comes near the screen, once the customer first
// touches, clicks, presses a key or turns the mouse wheel anywhere on the page (React then
// hydrates the part that was touched at once, before the event reaches it), and in any case
// one part at a time when the browser is idle after the page has loaded. Until then the
// server's HTML is on screen and works as it does without JavaScript. Rendered in the browser
// (a new search), the parts are there at once: only hydration waits.
//
// React cannot tell which contexts a part that has not hydrated reads, so any context change
// above it (the root's `useHydrated` flip, the router's state) makes React hydrate it first, and
// a transition then waits until the part may. So the page counts as hydrated (lazy-part's
// `whenPartsHydrated`, which flips `useHydrated`) only once every part is released: the flip
// never waits on a part, and a part is released within a few idle periods at the latest.

interface Gate {
	released: boolean
	promise: Promise<void>
	release: () => void
}

const gates = new Map<string, Gate>()
/** in the browser, until the first page has hydrated */
let firstPage = !import.meta.env.SSR
if (firstPage) whenPartsHydrated(() => (firstPage = false))
let touched = false
let idleQueue: Gate[] = []

/**
 * `selector` finds the part's own server-rendered elements (it is also the part's name: it must
 * differ between the parts of a page); `children` render exactly as they would unwrapped.
 */
export function HydrateWhenSeen({ selector, children }: { selector: string; children: ReactNode }) {
	// The gate is made here, in the pass that hydrates the part's parent, so the page waits for it
	// before that parent's own part stops waiting. Not with a hook: an update of this component
	// would reach the waiting part and make React render it in the browser instead.
	if (firstPage) gateFor(selector)
	return (
		<Suspense fallback={null}>
			<WaitUntilNeeded selector={selector} />
			{children}
		</Suspense>
	)
}

const noSubscription = () => () => {}

/** true only while React hydrates the server's HTML (it reads a store's server snapshot then) */
function useHydrating() {
	const hydrating = useSyncExternalStore(noSubscription, () => false, () => true)
	return !import.meta.env.SSR && hydrating
}

function WaitUntilNeeded({ selector }: { selector: string }) {
	if (!useHydrating()) return null
	const gate = gateFor(selector)
	if (!gate.released) use(gate.promise)
	return null
}

function gateFor(selector: string): Gate {
	const known = gates.get(selector)
	if (known) return known
	let resolve = () => {}
	const gate: Gate = {
		released: false,
		promise: new Promise<void>((r) => (resolve = r)),
		release: () => {
			if (gate.released) return
			gate.released = true
			resolve()
			stopWaitingFor(name)
		},
	}
	const name = `hydrate-when-seen:${selector}`
	waitFor(name)
	gates.set(selector, gate)
	const elements = document.querySelectorAll(selector)
	if (touched || elements.length === 0 || typeof IntersectionObserver === 'undefined') {
		gate.release()
		return gate
	}
	const observer = new IntersectionObserver(
		(entries) => {
			if (!entries.some((entry) => entry.isIntersecting)) return
			observer.disconnect()
			gate.release()
		},
		// a screen ahead: a part scrolled to is ready before it is reached
		{ rootMargin: '100% 0px' },
	)
	for (const element of elements) observer.observe(element)
	const stop = gate.release
	gate.release = () => {
		observer.disconnect()
		stop()
	}
	listenForFirstInput()
	idleQueue.push(gate)
	scheduleIdleRelease()
	return gate
}

const INPUTS = ['pointerdown', 'touchstart', 'keydown', 'wheel'] as const
let listening = false

function listenForFirstInput() {
	if (listening) return
	listening = true
	const onInput = () => {
		touched = true
		for (const type of INPUTS) window.removeEventListener(type, onInput, true)
		for (const gate of gates.values()) gate.release()
		idleQueue = []
	}
	// capture on the window: before React's own listeners on the root, so the part an event
	// lands in is released when React hydrates it to deliver the event
	for (const type of INPUTS) window.addEventListener(type, onInput, { capture: true, passive: true })
}

let idleScheduled = false

/** After the page has loaded, one waiting part per idle period, so that none waits for ever. */
function scheduleIdleRelease() {
	if (idleScheduled) return
	idleScheduled = true
	const idle = (callback: () => void) =>
		typeof window.requestIdleCallback === 'function' ? window.requestIdleCallback(callback, { timeout: 2000 }) : window.setTimeout(callback, 200)
	const next = () => {
		const gate = idleQueue.shift()
		if (!gate) {
			idleScheduled = false
			return
		}
		gate.release()
		idle(next)
	}
	const start = () => idle(next)
	if (document.readyState === 'complete') start()
	else window.addEventListener('load', start, { once: true })
}
