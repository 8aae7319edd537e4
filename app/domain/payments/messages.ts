// spec §8 (error catalogue): what the customer sees when a card payment does not go through.
export const STRIPE_NOT_LOADED_MESSAGE = 'Stripe is not loaded yet. Please try again.'
export const PAYMENT_NOT_SUCCEEDED_MESSAGE = 'Something went wrong. Please try again.'
export const PAYMENT_FAILED_MESSAGE = 'Payment failed. Please check your details and try again.'

export type PaymentProblem =
	/** Stripe.js (or the Payment Element) is not available in the browser */
	| { kind: 'stripe_not_loaded' }
	/** stripe.confirmPayment returned an error: Stripe's own text is shown (a declined card, a bad expiry) */
	| { kind: 'provider_error'; message?: string | null }
	/** confirmPayment came back without error, but the PaymentIntent is not succeeded */
	| { kind: 'not_succeeded' }
	/** the request to our server (create-payment-intent) failed; its JSON `error` field when it had one */
	| { kind: 'request_failed'; serverError?: string | null }

/** The one message shown for a payment problem, as the spec's catalogue says. */
export function paymentProblemMessage(problem: PaymentProblem): string {
	switch (problem.kind) {
		case 'stripe_not_loaded':
			return STRIPE_NOT_LOADED_MESSAGE
		case 'provider_error':
			return nonEmpty(problem.message) ?? PAYMENT_FAILED_MESSAGE
		case 'not_succeeded':
			return PAYMENT_NOT_SUCCEEDED_MESSAGE
		case 'request_failed':
			return nonEmpty(problem.serverError) ?? PAYMENT_FAILED_MESSAGE
	}
}

function nonEmpty(text: string | null | undefined) {
	const trimmed = text?.trim()
	return trimmed ? trimmed : null
}
