import crypto from 'node:crypto'
import Stripe from 'stripe'

// Complete Stripe objects, typed with the SDK's own interfaces and no casts: when a new SDK
// version adds a required field or changes one, these stop compiling (a shape
// drift fails the typecheck).

export function stripeId(prefix: string, length = 24) {
	const alphabet = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789'
	const bytes = crypto.randomBytes(length)
	let id = ''
	for (const byte of bytes) id += alphabet[byte % alphabet.length]
	return `${prefix}_${id}`
}

export interface NewPaymentIntent {
	amount: number
	currency: string
	metadata: Stripe.Metadata
	description: string | null
	receiptEmail: string | null
	/** automatic_payment_methods[enabled]; when false, paymentMethodTypes lists the allowed types */
	automaticPaymentMethods: boolean
	paymentMethodTypes: string[]
	created: number
}

export function newPaymentIntent(input: NewPaymentIntent): Stripe.PaymentIntent {
	const id = stripeId('pi')
	return {
		id,
		object: 'payment_intent',
		amount: input.amount,
		amount_capturable: 0,
		amount_details: { tip: {} },
		amount_received: 0,
		application: null,
		application_fee_amount: null,
		automatic_payment_methods: input.automaticPaymentMethods ? { allow_redirects: 'always', enabled: true } : null,
		canceled_at: null,
		cancellation_reason: null,
		capture_method: 'automatic_async',
		client_secret: `${id}_secret_${crypto.randomBytes(12).toString('base64url')}`,
		confirmation_method: 'automatic',
		created: input.created,
		currency: input.currency,
		customer: null,
		description: input.description,
		excluded_payment_method_types: null,
		last_payment_error: null,
		latest_charge: null,
		livemode: false,
		metadata: input.metadata,
		next_action: null,
		on_behalf_of: null,
		payment_method: null,
		payment_method_configuration_details: input.automaticPaymentMethods ? { id: 'pmc_fake_default', parent: null } : null,
		payment_method_options: {},
		payment_method_types: input.paymentMethodTypes,
		processing: null,
		receipt_email: input.receiptEmail,
		review: null,
		setup_future_usage: null,
		shipping: null,
		source: null,
		statement_descriptor: null,
		statement_descriptor_suffix: null,
		status: 'requires_payment_method',
		transfer_data: null,
		transfer_group: null,
	}
}

/** A declined attempt, as Stripe records it on the PaymentIntent. */
export function cardDeclined(intent: Stripe.PaymentIntent, message: string): Stripe.PaymentIntent.LastPaymentError {
	return {
		type: 'card_error',
		code: 'card_declined',
		decline_code: 'generic_decline',
		doc_url: 'https://stripe.com/docs/error-codes/card-declined',
		message,
		payment_method_type: intent.payment_method_types[0] ?? 'card',
	}
}

export interface NewLineItem {
	name: string
	description: string | null
	unitAmount: number
	quantity: number
	currency: string
}

export interface NewCheckoutSession {
	lineItems: NewLineItem[]
	currency: string
	successUrl: string
	cancelUrl: string | null
	clientReferenceId: string | null
	customerEmail: string | null
	metadata: Stripe.Metadata
	paymentMethodTypes: string[]
	expiresAt: number
	created: number
	/** where the fake serves the hosted payment page */
	baseUrl: string
}

export function newCheckoutSession(input: NewCheckoutSession): Stripe.Checkout.Session {
	const id = stripeId('cs_test', 58)
	const total = input.lineItems.reduce((sum, item) => sum + item.unitAmount * item.quantity, 0)
	return {
		id,
		object: 'checkout.session',
		adaptive_pricing: { enabled: false },
		after_expiration: null,
		allow_promotion_codes: null,
		amount_subtotal: total,
		amount_total: total,
		automatic_tax: { enabled: false, liability: null, provider: null, status: null },
		billing_address_collection: null,
		cancel_url: input.cancelUrl,
		client_reference_id: input.clientReferenceId,
		client_secret: null,
		collected_information: null,
		consent: null,
		consent_collection: null,
		created: input.created,
		currency: input.currency,
		currency_conversion: null,
		custom_fields: [],
		custom_text: { after_submit: null, shipping_address: null, submit: null, terms_of_service_acceptance: null },
		customer: null,
		customer_creation: 'if_required',
		customer_details: null,
		customer_email: input.customerEmail,
		discounts: [],
		expires_at: input.expiresAt,
		invoice: null,
		invoice_creation: null,
		livemode: false,
		locale: null,
		metadata: input.metadata,
		mode: 'payment',
		origin_context: null,
		payment_intent: null,
		payment_link: null,
		payment_method_collection: 'if_required',
		payment_method_configuration_details: null,
		payment_method_options: {},
		payment_method_types: input.paymentMethodTypes,
		payment_status: 'unpaid',
		permissions: null,
		recovered_from: null,
		saved_payment_method_options: null,
		setup_intent: null,
		shipping_address_collection: null,
		shipping_cost: null,
		shipping_options: [],
		status: 'open',
		submit_type: null,
		subscription: null,
		success_url: input.successUrl,
		total_details: { amount_discount: 0, amount_shipping: 0, amount_tax: 0 },
		ui_mode: 'hosted',
		url: `${input.baseUrl}/c/pay/${id}`,
		wallet_options: null,
	}
}

export interface NewRefund {
	intent: Stripe.PaymentIntent
	amount: number
	reason: Stripe.Refund.Reason | null
	metadata: Stripe.Metadata
	created: number
}

export function newRefund(input: NewRefund): Stripe.Refund {
	return {
		id: stripeId('re'),
		object: 'refund',
		amount: input.amount,
		balance_transaction: stripeId('txn'),
		charge: typeof input.intent.latest_charge === 'string' ? input.intent.latest_charge : null,
		created: input.created,
		currency: input.intent.currency,
		metadata: input.metadata,
		payment_intent: input.intent.id,
		reason: input.reason,
		receipt_number: null,
		source_transfer_reversal: null,
		status: 'succeeded',
		transfer_reversal: null,
	}
}

// Webhook events: the three we handle, typed per event.

interface EventContext {
	created: number
	/** the API request that caused the event, with its idempotency key */
	request: Stripe.Event.Request | null
}

function eventBase(context: EventContext) {
	return {
		id: stripeId('evt'),
		object: 'event' as const,
		api_version: Stripe.API_VERSION,
		created: context.created,
		livemode: false,
		pending_webhooks: 1,
		request: context.request,
	}
}

export function paymentIntentSucceededEvent(intent: Stripe.PaymentIntent, context: EventContext): Stripe.PaymentIntentSucceededEvent {
	return { ...eventBase(context), type: 'payment_intent.succeeded', data: { object: structuredClone(intent) } }
}

export function paymentIntentPaymentFailedEvent(
	intent: Stripe.PaymentIntent,
	context: EventContext,
): Stripe.PaymentIntentPaymentFailedEvent {
	return { ...eventBase(context), type: 'payment_intent.payment_failed', data: { object: structuredClone(intent) } }
}

export function checkoutSessionCompletedEvent(
	session: Stripe.Checkout.Session,
	context: EventContext,
): Stripe.CheckoutSessionCompletedEvent {
	return { ...eventBase(context), type: 'checkout.session.completed', data: { object: structuredClone(session) } }
}

export type HandledEvent =
	| Stripe.PaymentIntentSucceededEvent
	| Stripe.PaymentIntentPaymentFailedEvent
	| Stripe.CheckoutSessionCompletedEvent
