import { phoneHref } from '#app/ui/phone'
import type { ServiceState } from '#app/ui/service-check'

export { type ServiceState, useServiceCheck } from '#app/ui/service-check'

// The checkout's service-area check (spec §4): with JavaScript the area is checked as the
// customer types (app/ui/service-check.ts); the server checks again when the booking is
// placed, so this only informs.

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
