// The server's one clock. Production reads the system time; a test pins it (and hands the same
// source to the fakes it starts), so the code under test, the fakes and the test agree on "now"
// whatever the date the suite runs on.

let source: () => number = Date.now

/** The current time, from the pinned source when a test has set one. */
export function currentTime(): Date {
	return new Date(source())
}

/** Milliseconds since the epoch, from the same source as `currentTime()`. */
export function currentTimeMs(): number {
	return source()
}

/** Pins the clock (tests); `null` goes back to the system time. */
export function setClock(next: (() => number) | null) {
	source = next ?? Date.now
}
