import { useEffect, useRef, useState } from 'react'
import type { NotSentReason } from '#app/ui/forms/weak-signal'

// The service-area check as the customer types (spec §4), through the spec's endpoint
// POST /api/service/check: the checkout's address and the pages' "Do we come to you?" check.

const SERVICE_CHECK_DELAY_MS = 500 // spec §9

export type ServiceState = 'unknown' | 'checking' | 'served' | 'not-served'

export interface ServiceCheck {
	state: ServiceState
	/** the check got no answer (no connection, or no answer from the shop): nothing is known yet */
	notAnswered: NotSentReason | null
	/** asks again at once (the customer's Try again) */
	retry: () => void
}

/** spec §4: checks the area 500 ms after typing once the postcode has 4 digits and the suburb is filled. */
export function useServiceCheck(postcode: string, suburb: string, enabled: boolean): ServiceState {
	return useServiceCheckAnswer(postcode, suburb, enabled).state
}

/** The same check, saying also when it got no answer, with a way to ask again. */
export function useServiceCheckAnswer(postcode: string, suburb: string, enabled: boolean): ServiceCheck {
	const [state, setState] = useState<{ key: string; value: ServiceState; notAnswered: NotSentReason | null }>({ key: '', value: 'unknown', notAnswered: null })
	const [attempt, setAttempt] = useState(0)
	const retried = useRef(false)
	const key = `${postcode}|${suburb.trim().toLowerCase()}`
	const ready = enabled && /^\d{4}$/.test(postcode) && suburb.trim() !== ''
	useEffect(() => {
		if (!ready) return
		const abort = new AbortController()
		// a Try again asks at once; typing waits for the customer to pause
		const delay = retried.current ? 0 : SERVICE_CHECK_DELAY_MS
		retried.current = false
		const timer = setTimeout(
			async () => {
				setState({ key, value: 'checking', notAnswered: null })
				try {
					const response = await fetch('/api/service/check', {
						method: 'POST',
						headers: { 'Content-Type': 'application/json', Accept: 'application/json' },
						body: JSON.stringify({ postcode, suburb: suburb.trim() }),
						signal: abort.signal,
					})
					if (response.status >= 500) {
						setState({ key, value: 'unknown', notAnswered: 'unreachable' })
						return
					}
					if (!response.ok) throw new Error(`service check answered ${response.status}`)
					const body = (await response.json()) as { isServiceable?: boolean }
					setState({ key, value: body.isServiceable ? 'served' : 'not-served', notAnswered: null })
				} catch (thrown) {
					// The server checks again when the booking is placed.
					if (abort.signal.aborted) return
					// fetch rejects with a TypeError when nothing came back at all
					const notAnswered = thrown instanceof TypeError ? (navigator.onLine === false ? 'offline' : 'unreachable') : null
					setState({ key, value: 'unknown', notAnswered })
				}
			},
			delay,
		)
		return () => {
			clearTimeout(timer)
			abort.abort()
		}
	}, [key, ready, postcode, suburb, attempt])
	const current = ready && state.key === key
	return {
		state: current ? state.value : 'unknown',
		notAnswered: current ? state.notAnswered : null,
		retry: () => {
			retried.current = true
			setAttempt((n) => n + 1)
		},
	}
}
