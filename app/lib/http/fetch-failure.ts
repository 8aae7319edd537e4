/**
 * Why a provider call's fetch failed, in words for the outbox: its timeout as "no answer within
 * N s", anything else as its message. Read by name, not `instanceof`: fetch's errors (a
 * DOMException for the timeout) come from Node's own realm, which is not the realm of a module
 * evaluated in a VM context (the test runner's), where `instanceof Error` is false for them.
 */
export function fetchFailure(error: unknown, timeoutMs: number): string {
	const named = typeof error === 'object' && error !== null ? (error as { name?: unknown; message?: unknown }) : null
	if (named?.name === 'TimeoutError') return `no answer within ${timeoutMs / 1000} s`
	return typeof named?.message === 'string' ? named.message : String(error)
}
