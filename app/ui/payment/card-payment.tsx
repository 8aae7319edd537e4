import { Elements, PaymentElement, useElements, useStripe } from '@stripe/react-stripe-js'
import type { Stripe } from '@stripe/stripe-js'
// the 'pure' entry loads Stripe.js only when a card payment starts, not when the page loads
import { loadStripe } from '@stripe/stripe-js/pure'
import { useEffect, useRef, useState } from 'react'
import { paymentProblemMessage, PAYMENT_NOT_SUCCEEDED_MESSAGE, STRIPE_NOT_LOADED_MESSAGE } from '#app/domain/payments/messages'
import { formatMoney } from '#app/lib/money'

// With JavaScript: the booking is placed and held; Stripe's Payment Element takes the
// card (or Afterpay/Zip, which may redirect and come back to /order). The browser's 'succeeded'
// is never trusted: /order retrieves the payment from Stripe before the booking counts as paid.

let stripePromise: Promise<Stripe | null> | null = null
function getStripePromise(publishableKey: string) {
	stripePromise ??= loadStripe(publishableKey).catch(() => null)
	return stripePromise
}

export function CardPayment({ publishableKey, clientSecret, reference, amount, orderPath }: { publishableKey: string; clientSecret: string; reference: string; amount: number; orderPath: string }) {
	const [stripe, setStripe] = useState<Stripe | null | 'loading'>('loading')
	useEffect(() => {
		let live = true
		void getStripePromise(publishableKey).then((loaded) => {
			if (live) setStripe(loaded)
		})
		return () => {
			live = false
		}
	}, [publishableKey])
	return (
		<section className="booking-panel card-payment" aria-labelledby="card-heading" data-testid="card-payment">
			<h2 id="card-heading">Pay {formatMoney(amount)} by card</h2>
			<p>
				Your booking <strong>{reference}</strong> is held for 15 minutes while you pay.
			</p>
			{stripe === 'loading' ? (
				<p role="status">Loading the secure card form…</p>
			) : stripe === null ? (
				<div className="form-error" role="alert" data-testid="stripe-not-loaded">
					<p>{STRIPE_NOT_LOADED_MESSAGE}</p>
					<p>
						<a href="/checkout">Choose another way to pay</a> (such as paying on the day).
					</p>
				</div>
			) : (
				<Elements stripe={stripe} options={{ clientSecret }}>
					<PayForm amount={amount} orderPath={orderPath} />
				</Elements>
			)}
		</section>
	)
}

function PayForm({ amount, orderPath }: { amount: number; orderPath: string }) {
	const stripe = useStripe()
	const elements = useElements()
	const [message, setMessage] = useState<string | null>(null)
	const [paying, setPaying] = useState(false)
	const [paidIntent, setPaidIntent] = useState<string | null>(null)
	const dialog = useRef<HTMLDialogElement>(null)
	useEffect(() => {
		if (paidIntent) dialog.current?.showModal()
	}, [paidIntent])
	const returnUrl = () => new URL(orderPath, window.location.origin).toString()
	async function pay(event: React.FormEvent) {
		event.preventDefault()
		if (!stripe || !elements) return setMessage(STRIPE_NOT_LOADED_MESSAGE)
		setPaying(true)
		setMessage(null)
		try {
			const { error, paymentIntent } = await stripe.confirmPayment({ elements, confirmParams: { return_url: returnUrl() }, redirect: 'if_required' })
			if (error) setMessage(paymentProblemMessage({ kind: 'provider_error', message: error.message ?? null }))
			else if (paymentIntent?.status === 'succeeded' || paymentIntent?.status === 'processing') setPaidIntent(paymentIntent.id)
			else setMessage(PAYMENT_NOT_SUCCEEDED_MESSAGE)
		} catch {
			setMessage(paymentProblemMessage({ kind: 'request_failed', serverError: null }))
		} finally {
			setPaying(false)
		}
	}
	// Closing the success modal goes to /order, which verifies the payment with Stripe (and the
	// confirmed booking empties the cart).
	const close = () => window.location.assign(`${orderPath}${orderPath.includes('?') ? '&' : '?'}payment_intent=${encodeURIComponent(paidIntent ?? '')}`)
	return (
		<form onSubmit={pay}>
			<PaymentElement />
			{message ? (
				<p className="form-error" role="alert">
					{message}
				</p>
			) : null}
			<button type="submit" className="button" disabled={paying || !stripe}>
				{paying ? 'Paying…' : `Pay ${formatMoney(amount)}`}
			</button>
			<dialog ref={dialog} className="success-modal" aria-labelledby="paid-heading" onClose={close}>
				<h2 id="paid-heading">Payment successful</h2>
				<p>Thank you! Your booking is confirmed and we have e-mailed the details.</p>
				<button type="button" className="button" onClick={close}>
					Close
				</button>
			</dialog>
		</form>
	)
}
