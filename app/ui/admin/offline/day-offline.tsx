import { changeLabel, waitingText } from './change-queue'
import { useChangeQueue } from './change-queue-context'
import { dateTimeFormat } from '#app/lib/date-format'

// On the day view, with JavaScript: "Offline: as of 7:42 am" (when the day shown was loaded, shop
// time) while there is no signal, the changes waiting to be sent, and any the shop refused.

/** 7:42 am, in the shop's time zone. */
export function loadedAtText(iso: string, timeZone: string) {
	return dateTimeFormat({ timeZone, hour: 'numeric', minute: '2-digit', hour12: true }).format(new Date(iso)).toLowerCase()
}

export function DayOffline({ loadedAt, timeZone }: { loadedAt: string; timeZone: string }) {
	const queue = useChangeQueue()
	if (!queue) return null
	const { state, online, loggedOut, dismiss } = queue
	return (
		<div className="day-offline" aria-live="polite">
			{online ? null : (
				<p className="day-offline-banner" data-testid="offline-banner">
					Offline: as of {loadedAtText(loadedAt, timeZone)}
				</p>
			)}
			{state.waiting.length ? (
				<p className="day-offline-waiting" data-testid="changes-waiting">
					{waitingText(state.waiting.length)}
					{loggedOut ? ': log in again to send them.' : ''}
				</p>
			) : null}
			{state.refused.map(({ change, message }) => (
				<div key={change.id} className="day-offline-refused" role="alert" data-testid="change-refused">
					<p>
						<strong>Not applied: {changeLabel(change)}.</strong> {message}
					</p>
					<button type="button" className="button button-secondary button-small" onClick={() => dismiss(change.id)}>
						OK
					</button>
				</div>
			))}
		</div>
	)
}
