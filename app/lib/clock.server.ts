import { AsyncLocalStorage } from 'node:async_hooks'

// The server's one clock. Production reads the system time; a test pins it (and hands the same
// source to the fakes it starts), so the code under test, the fakes and the test agree on "now"
// whatever the date the suite runs on. A browser journey pins it for its own requests only
// (atTime, from server/app.ts), so journeys running side by side keep their own "now".

let source: () => number = Date.now
const pinnedForRequest = new AsyncLocalStorage<number>()

/** The current time, from the pinned source when a test has set one. */
export function currentTime(): Date {
	return new Date(currentTimeMs())
}

/** Milliseconds since the epoch, from the same source as `currentTime()`. */
export function currentTimeMs(): number {
	return pinnedForRequest.getStore() ?? source()
}

/** Pins the clock (tests); `null` goes back to the system time. */
export function setClock(next: (() => number) | null) {
	source = next ?? Date.now
}

/** Runs `work` (and everything it starts) with the clock showing `ms`. */
export function atTime<T>(ms: number, work: () => T): T {
	return pinnedForRequest.run(ms, work)
}
