import type { PaymentMethod } from '#app/domain/booking/checkout-schema'
import type { Db } from '#app/lib/db.server'

// ARCHITECTURE: Payments. Checkout creates the booking first (taking the slot spot and the stock
// in one write transaction), then hands it to the provider the customer chose:
//  - offline (pay on the day): the booking is confirmed at once;
//  - stripe: the booking waits for payment ('awaiting', with a hold that expires and
//    frees the spot), and is confirmed by confirmBooking() only once the server has verified the
//    payment for the amount it computed.

export interface BookingForPayment {
	id: number
	reference: string
	/** cents, computed by the server */
	finalAmount: number
	email: string
	phone: string
	firstName: string
	lastName: string
	paymentStatus: string
	confirmedAt: string | null
}

export interface PaymentContext {
	db: Db
	now: Date
	/** the site's public address, for return URLs */
	publicUrl: string
	/** whether the customer's browser runs JavaScript (Payment Element) or not (redirect) */
	javascript: boolean
}

export type PaymentNext =
	/** the booking is confirmed: show /order */
	| { kind: 'confirmed' }
	/** send the browser to the provider's page (e.g. a Stripe Checkout Session) */
	| { kind: 'redirect'; url: string }
	/** finish in the browser (e.g. Stripe's Payment Element confirms with this secret) */
	| { kind: 'client-secret'; clientSecret: string }

export interface PaymentProvider {
	readonly id: 'offline' | 'stripe'
	readonly method: PaymentMethod
	/** shown on the payment choice at checkout */
	readonly label: string
	readonly description: string
	/** how a new booking paid this way starts out */
	readonly newBooking: {
		paymentStatus: 'unpaid' | 'awaiting'
		/** minutes the spot and stock are held while payment is awaited; null = no hold */
		holdMinutes: number | null
	}
	/** Called after the booking is committed (and again on a replayed checkout). */
	begin(booking: BookingForPayment, context: PaymentContext): Promise<PaymentNext>
}
