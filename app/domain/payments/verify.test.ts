import { describe, expect, test } from 'vitest'
import {
	checkCheckoutSession,
	checkPaymentIntent,
	intentOutcome,
	type IntentForCheck,
	type SessionForCheck,
} from './verify'

const expected = { bookingReference: 'BK-7Q2M', amount: 23_990 }

function intent(overrides: Partial<IntentForCheck> = {}): IntentForCheck {
	return {
		id: 'pi_123',
		status: 'succeeded',
		amount: 23_990,
		amount_received: 23_990,
		currency: 'aud',
		metadata: { booking_reference: 'BK-7Q2M' },
		...overrides,
	}
}

function session(overrides: Partial<SessionForCheck> = {}): SessionForCheck {
	return {
		id: 'cs_123',
		status: 'complete',
		payment_status: 'paid',
		amount_total: 23_990,
		currency: 'aud',
		metadata: { booking_reference: 'BK-7Q2M' },
		client_reference_id: 'BK-7Q2M',
		payment_intent: 'pi_456',
		...overrides,
	}
}

describe('checkPaymentIntent', () => {
	test('a succeeded intent for exactly the booked amount and currency confirms the booking', () => {
		expect(checkPaymentIntent(intent(), expected)).toEqual({ confirmed: true, paymentIntentId: 'pi_123' })
		expect(checkPaymentIntent(intent({ currency: 'AUD' }), expected).confirmed).toBe(true)
	})

	test.each([
		['processing', intent({ status: 'processing', amount_received: 0 }), 'not_paid', false],
		['requires_payment_method', intent({ status: 'requires_payment_method', amount_received: 0 }), 'not_paid', false],
		['canceled', intent({ status: 'canceled', amount_received: 0 }), 'not_paid', false],
		['one cent less', intent({ amount: 23_989, amount_received: 23_989 }), 'wrong_amount', true],
		['one cent more', intent({ amount: 23_991, amount_received: 23_991 }), 'wrong_amount', true],
		['partly received', intent({ amount_received: 10_000 }), 'wrong_amount', true],
		['in NZD', intent({ currency: 'nzd' }), 'wrong_currency', true],
		['for another booking', intent({ metadata: { booking_reference: 'BK-OTHER' } }), 'other_booking', false],
		['without a booking reference', intent({ metadata: {} }), 'other_booking', false],
	])('%s does not confirm', (_name, candidate, reason, moneyTaken) => {
		expect(checkPaymentIntent(candidate, expected)).toEqual({ confirmed: false, reason, moneyTaken })
	})

	test('an expected currency other than AUD is honoured', () => {
		expect(checkPaymentIntent(intent({ currency: 'nzd' }), { ...expected, currency: 'nzd' }).confirmed).toBe(true)
	})
})

describe('checkCheckoutSession', () => {
	test('a complete, paid session for exactly the booked amount confirms with its PaymentIntent', () => {
		expect(checkCheckoutSession(session(), expected)).toEqual({ confirmed: true, paymentIntentId: 'pi_456' })
		expect(checkCheckoutSession(session({ payment_intent: null }), expected).confirmed).toBe(false)
	})

	test.each([
		['open', session({ status: 'open', payment_status: 'unpaid', payment_intent: null }), 'not_paid', false],
		['complete but unpaid (a delayed method)', session({ payment_status: 'unpaid' }), 'not_paid', false],
		['expired', session({ status: 'expired', payment_status: 'unpaid', payment_intent: null }), 'not_paid', false],
		['a different total', session({ amount_total: 13_990 }), 'wrong_amount', true],
		['no total', session({ amount_total: null }), 'wrong_amount', true],
		['in USD', session({ currency: 'usd' }), 'wrong_currency', true],
		['another booking in metadata', session({ metadata: { booking_reference: 'BK-OTHER' } }), 'other_booking', false],
		['another client reference', session({ client_reference_id: 'BK-OTHER' }), 'other_booking', false],
		['no metadata', session({ metadata: null }), 'other_booking', false],
	])('%s does not confirm', (_name, candidate, reason, moneyTaken) => {
		expect(checkCheckoutSession(candidate, expected)).toEqual({ confirmed: false, reason, moneyTaken })
	})
})

test.each([
	['succeeded', null, 'succeeded'],
	['canceled', null, 'canceled'],
	['requires_payment_method', null, 'pending'],
	['requires_payment_method', { type: 'card_error' as const, message: 'Your card was declined.' }, 'failed'],
	['requires_action', null, 'pending'],
	['processing', null, 'pending'],
] as const)('an intent in %s (error %o) is %s', (status, last_payment_error, outcome) => {
	expect(intentOutcome({ status, last_payment_error })).toBe(outcome)
})
