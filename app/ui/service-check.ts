import { useEffect, useState } from 'react'

// The service-area check as the customer types (spec §4), through the spec's endpoint
// POST /api/service/check: the checkout's address and the pages' "Do we come to you?" check.

const SERVICE_CHECK_DELAY_MS = 500 // spec §9

export type ServiceState = 'unknown' | 'checking' | 'served' | 'not-served'

/** spec §4: checks the area 500 ms after typing once the postcode has 4 digits and the suburb is filled. */
export function useServiceCheck(postcode: string, suburb: string, enabled: boolean): ServiceState {
	const [state, setState] = useState<{ key: string; value: ServiceState }>({ key: '', value: 'unknown' })
	const key = `${postcode}|${suburb.trim().toLowerCase()}`
	const ready = enabled && /^\d{4}$/.test(postcode) && suburb.trim() !== ''
	useEffect(() => {
		if (!ready) return
		const abort = new AbortController()
		const timer = setTimeout(async () => {
			setState({ key, value: 'checking' })
			try {
				const response = await fetch('/api/service/check', {
					method: 'POST',
					headers: { 'Content-Type': 'application/json', Accept: 'application/json' },
					body: JSON.stringify({ postcode, suburb: suburb.trim() }),
					signal: abort.signal,
				})
				if (!response.ok) throw new Error(`service check answered ${response.status}`)
				const body = (await response.json()) as { isServiceable?: boolean }
				setState({ key, value: body.isServiceable ? 'served' : 'not-served' })
			} catch {
				// The server checks again when the booking is placed.
				if (!abort.signal.aborted) setState({ key, value: 'unknown' })
			}
		}, SERVICE_CHECK_DELAY_MS)
		return () => {
			clearTimeout(timer)
			abort.abort()
		}
	}, [key, ready, postcode, suburb])
	return ready && state.key === key ? state.value : 'unknown'
}

