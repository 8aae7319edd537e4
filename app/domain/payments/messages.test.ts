import { expect, test } from 'vitest'
import { paymentProblemMessage } from './messages'

test.each([
	[{ kind: 'stripe_not_loaded' } as const, 'Stripe is not loaded yet. Please try again.'],
	[{ kind: 'provider_error', message: 'Your card was declined.' } as const, 'Your card was declined.'],
	[{ kind: 'provider_error', message: '  ' } as const, 'Payment failed. Please check your details and try again.'],
	[{ kind: 'provider_error' } as const, 'Payment failed. Please check your details and try again.'],
	[{ kind: 'not_succeeded' } as const, 'Something went wrong. Please try again.'],
	[{ kind: 'request_failed', serverError: 'Your cart is empty.' } as const, 'Your cart is empty.'],
	[{ kind: 'request_failed', serverError: null } as const, 'Payment failed. Please check your details and try again.'],
	[{ kind: 'request_failed' } as const, 'Payment failed. Please check your details and try again.'],
])('%o shows %s (spec §8)', (problem, message) => {
	expect(paymentProblemMessage(problem)).toBe(message)
})
