// The payment side of a card booking, as a pure state machine. Stripe delivers webhooks at
// least once and in any order, and the return URL races the webhook; every caller (return
// URL, webhook, hold-expiry sweep, admin refund) runs the event through `nextPaymentState`
// and writes only when `changed` is true, so repeats and late arrivals are no-ops.
//
//   awaiting ──succeeded──> paid ──refund (full)──> refunded
//      │  ▲                  │ └──refund (part)──> partially_refunded ──refund (rest)──> refunded
//      │  └──succeeded── failed (the customer may try another card while the hold lasts)
//      └──hold expired──> expired <──hold expired── failed
//                            └──succeeded (late)──> refund_due ──refund (full)──> refunded
//
// paid is final except for refunds; refunded is final; expired only ever leads to a refund.

export const PAYMENT_STATES = ['awaiting', 'failed', 'paid', 'partially_refunded', 'refunded', 'expired', 'refund_due'] as const
export type PaymentState = (typeof PAYMENT_STATES)[number]

export type PaymentEvent =
	/** the server retrieved the payment and checkPaymentIntent/checkCheckoutSession confirmed it */
	| { type: 'payment_succeeded' }
	/** an attempt was declined (payment_intent.payment_failed, or a retrieved intent with last_payment_error) */
	| { type: 'payment_failed' }
	/** the slot hold ran out (and the PaymentIntent was cancelled / the Checkout Session expired) */
	| { type: 'hold_expired' }
	/**
	 * a refund was recorded; totals over all refunds of the booking (refunds are stored by their
	 * Stripe id, so counting one twice is impossible and this event is idempotent too)
	 */
	| { type: 'refund_recorded'; refundedTotal: number; paidAmount: number }

export type PaymentEffect =
	| 'none'
	/** mark the booking confirmed, send the confirmation */
	| 'confirm_booking'
	/** free the held slot spot */
	| 'release_hold'
	/**
	 * money arrived for a booking whose hold had already gone: the spot may be someone else's
	 * now, so the payment is refunded in full and the owner told (never money without a booking)
	 */
	| 'refund_late_payment'

export interface PaymentTransition {
	state: PaymentState
	changed: boolean
	effect: PaymentEffect
}

const stay = (state: PaymentState): PaymentTransition => ({ state, changed: false, effect: 'none' })
const go = (state: PaymentState, effect: PaymentEffect = 'none'): PaymentTransition => ({ state, changed: true, effect })

export function nextPaymentState(state: PaymentState, event: PaymentEvent): PaymentTransition {
	switch (state) {
		case 'awaiting':
		case 'failed':
			switch (event.type) {
				case 'payment_succeeded':
					return go('paid', 'confirm_booking')
				case 'payment_failed':
					return state === 'failed' ? stay(state) : go('failed')
				case 'hold_expired':
					return go('expired', 'release_hold')
				case 'refund_recorded':
					return stay(state) // nothing was paid: nothing to refund
			}
			break
		case 'paid':
		case 'partially_refunded':
			if (event.type !== 'refund_recorded') return stay(state) // a late failure or expiry never unpays
			return refundState(state, event)
		case 'refunded':
			return stay(state)
		case 'expired':
			return event.type === 'payment_succeeded' ? go('refund_due', 'refund_late_payment') : stay(state)
		case 'refund_due':
			// only a full refund settles a late payment
			return event.type === 'refund_recorded' && event.refundedTotal >= event.paidAmount ? go('refunded') : stay(state)
	}
	return stay(state)
}

function refundState(state: PaymentState, event: Extract<PaymentEvent, { type: 'refund_recorded' }>): PaymentTransition {
	if (event.refundedTotal <= 0) return stay(state)
	const next: PaymentState = event.refundedTotal >= event.paidAmount ? 'refunded' : 'partially_refunded'
	return next === state ? stay(state) : go(next)
}

/** Folds a sequence of events (tests, and replaying a booking's history). */
export function replayPaymentEvents(start: PaymentState, events: PaymentEvent[]) {
	return events.reduce((state, event) => nextPaymentState(state, event).state, start)
}

export function isPaymentState(value: unknown): value is PaymentState {
	return typeof value === 'string' && (PAYMENT_STATES as readonly string[]).includes(value)
}

/** Whether the slot spot is still taken by this booking. */
export function holdsSlot(state: PaymentState) {
	return state === 'awaiting' || state === 'failed' || state === 'paid' || state === 'partially_refunded'
}
