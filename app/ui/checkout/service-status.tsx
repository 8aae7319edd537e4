import { useEffect, useState } from 'react'
import { phoneHref } from '#app/ui/phone'

// The checkout's service-area check (spec §4): with JavaScript the area is checked as the
// customer types; the server checks again when the booking is placed, so this only informs.

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

export function ServiceStatus({ state, suburb, phone, notified }: { state: ServiceState; suburb: string; phone: string; notified: { email: string; suburb: string } | null }) {
	if (state === 'checking') {
		return (
			<div className="service-status service-checking" role="status">
				<p>Checking your area…</p>
			</div>
		)
	}
	if (state === 'served') {
		return (
			<div className="service-status service-ok" role="status" data-testid="service-ok">
				<p>Good news: we come to {suburb.trim()}.</p>
			</div>
		)
	}
	if (state !== 'not-served') return null
	return (
		<div className="service-status service-outside" role="alert" data-testid="service-outside">
			<p>
				Sorry, this area is currently outside our service range. Please call <a href={phoneHref(phone)}>{phone}</a> or contact us for assistance.
			</p>
			{notified ? (
				<p data-testid="area-notified">
					Thanks. We will e-mail {notified.email} when we start covering {notified.suburb}.
				</p>
			) : (
				<p>
					<button type="submit" name="intent" value="notify-area" formNoValidate className="button button-secondary button-small">
						E-mail me when you cover {suburb.trim() || 'my suburb'}
					</button>
				</p>
			)}
		</div>
	)
}
