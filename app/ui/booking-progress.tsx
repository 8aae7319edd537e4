import { href, Link } from 'react-router'

// Where the customer is on the way from cart to booking: Cart → Time → Details → Done. The
// steps behind are links back; the current one is marked for screen readers (aria-current).

const STEPS = [
	{ key: 'cart', label: 'Cart', to: href('/shipping') },
	{ key: 'time', label: 'Time', to: `${href('/shipping')}#slots` },
	{ key: 'details', label: 'Details', to: href('/checkout') },
	{ key: 'done', label: 'Done', to: null },
] as const

export type BookingStep = (typeof STEPS)[number]['key']

export function BookingProgress({ current, linked = true }: { current: BookingStep; /** the steps behind link back (not once the booking is placed) */ linked?: boolean }) {
	const at = STEPS.findIndex((step) => step.key === current)
	return (
		<nav className="booking-progress" aria-label="Booking progress" data-testid="booking-progress">
			<ol>
				{STEPS.map((step, index) => {
					const state = index < at ? 'is-done' : index === at ? 'is-current' : 'is-next'
					return (
						<li key={step.key} className={state} aria-current={index === at ? 'step' : undefined}>
							<span className="booking-progress-number" aria-hidden="true">
								{index < at ? '✓' : index + 1}
							</span>
							{index < at && step.to && linked ? <Link to={step.to}>{step.label}</Link> : <span>{step.label}</span>}
							{index < at ? <span className="visually-hidden"> (done)</span> : null}
						</li>
					)
				})}
			</ol>
		</nav>
	)
}
