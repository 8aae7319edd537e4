import { describe, expect, test } from 'vitest'
import {
	holdsSlot,
	isPaymentState,
	nextPaymentState,
	PAYMENT_STATES,
	replayPaymentEvents,
	type PaymentEvent,
	type PaymentState,
} from './payment-state'

const succeeded: PaymentEvent = { type: 'payment_succeeded' }
const failed: PaymentEvent = { type: 'payment_failed' }
const expired: PaymentEvent = { type: 'hold_expired' }
const refund = (refundedTotal: number): PaymentEvent => ({ type: 'refund_recorded', refundedTotal, paidAmount: 23_990 })

describe('nextPaymentState', () => {
	// [from, event, to, changed, effect]
	test.each<[PaymentState, PaymentEvent, PaymentState, boolean, string]>([
		['awaiting', succeeded, 'paid', true, 'confirm_booking'],
		['awaiting', failed, 'failed', true, 'none'],
		['awaiting', expired, 'expired', true, 'release_hold'],
		['awaiting', refund(23_990), 'awaiting', false, 'none'],
		['failed', succeeded, 'paid', true, 'confirm_booking'],
		['failed', failed, 'failed', false, 'none'],
		['failed', expired, 'expired', true, 'release_hold'],
		['paid', succeeded, 'paid', false, 'none'],
		['paid', failed, 'paid', false, 'none'],
		['paid', expired, 'paid', false, 'none'],
		['paid', refund(23_990), 'refunded', true, 'none'],
		['paid', refund(6_000), 'partially_refunded', true, 'none'],
		['paid', refund(0), 'paid', false, 'none'],
		['partially_refunded', refund(6_000), 'partially_refunded', false, 'none'],
		['partially_refunded', refund(23_990), 'refunded', true, 'none'],
		['partially_refunded', succeeded, 'partially_refunded', false, 'none'],
		['partially_refunded', failed, 'partially_refunded', false, 'none'],
		['refunded', succeeded, 'refunded', false, 'none'],
		['refunded', failed, 'refunded', false, 'none'],
		['refunded', expired, 'refunded', false, 'none'],
		['refunded', refund(23_990), 'refunded', false, 'none'],
		['expired', failed, 'expired', false, 'none'],
		['expired', expired, 'expired', false, 'none'],
		['expired', refund(23_990), 'expired', false, 'none'],
		['expired', succeeded, 'refund_due', true, 'refund_late_payment'],
		['refund_due', succeeded, 'refund_due', false, 'none'],
		['refund_due', refund(6_000), 'refund_due', false, 'none'],
		['refund_due', refund(23_990), 'refunded', true, 'none'],
	])('%s + %o -> %s', (from, event, to, changed, effect) => {
		expect(nextPaymentState(from, event)).toEqual({ state: to, changed, effect })
	})

	test('every state answers every event (no undefined transitions)', () => {
		for (const state of PAYMENT_STATES) {
			for (const event of [succeeded, failed, expired, refund(1), refund(23_990)]) {
				expect(PAYMENT_STATES).toContain(nextPaymentState(state, event).state)
			}
		}
	})
})

describe('repeated and out-of-order events', () => {
	test('the same succeeded event five times confirms once', () => {
		let state: PaymentState = 'awaiting'
		const effects: string[] = []
		for (let i = 0; i < 5; i++) {
			const t = nextPaymentState(state, succeeded)
			if (t.changed) effects.push(t.effect)
			state = t.state
		}
		expect(state).toBe('paid')
		expect(effects).toEqual(['confirm_booking'])
	})

	test('the same failed event five times records one failure', () => {
		let state: PaymentState = 'awaiting'
		let changes = 0
		for (let i = 0; i < 5; i++) {
			const t = nextPaymentState(state, failed)
			changes += t.changed ? 1 : 0
			state = t.state
		}
		expect([state, changes]).toEqual(['failed', 1])
	})

	test('failed after succeeded stays paid', () => {
		expect(replayPaymentEvents('awaiting', [succeeded, failed])).toBe('paid')
	})

	test('a declined card then a good one is paid, whatever order the webhooks arrive in', () => {
		expect(replayPaymentEvents('awaiting', [failed, succeeded])).toBe('paid')
		expect(replayPaymentEvents('awaiting', [succeeded, failed])).toBe('paid')
	})

	test('an expiry arriving after the payment does not free the spot', () => {
		expect(replayPaymentEvents('awaiting', [succeeded, expired, expired])).toBe('paid')
	})

	test('a late payment after expiry asks for one refund and settles as refunded', () => {
		const first = nextPaymentState('expired', succeeded)
		expect(first.effect).toBe('refund_late_payment')
		expect(nextPaymentState(first.state, succeeded).effect).toBe('none')
		expect(replayPaymentEvents('awaiting', [expired, succeeded, succeeded, refund(23_990)])).toBe('refunded')
	})
})

test('holdsSlot: the spot stays taken while paying and once paid, and is free after expiry or refund', () => {
	expect(PAYMENT_STATES.filter(holdsSlot)).toEqual(['awaiting', 'failed', 'paid', 'partially_refunded'])
})

test('isPaymentState guards stored values', () => {
	expect(isPaymentState('paid')).toBe(true)
	expect(isPaymentState('pending')).toBe(false)
	expect(isPaymentState(3)).toBe(false)
})
