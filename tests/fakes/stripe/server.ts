import crypto from 'node:crypto'
import http from 'node:http'
import type { AddressInfo } from 'node:net'
import Stripe from 'stripe'
import {
	FakeStripeError,
	idempotencyMismatch,
	invalidRequest,
	missingParam,
	resourceMissing,
	type StripeErrorBody,
} from './errors'
import { canonicalForm, FormError, parseStripeForm, type FormObject } from './form'
import {
	cardDeclined,
	checkoutSessionCompletedEvent,
	newCheckoutSession,
	newPaymentIntent,
	newRefund,
	paymentIntentPaymentFailedEvent,
	paymentIntentSucceededEvent,
	stripeId,
	type HandledEvent,
	type NewLineItem,
} from './objects'
import {
	chargeAmountParam,
	currencyParam,
	metadataParam,
	onlyKnown,
	optionalBoolean,
	optionalEnum,
	optionalHash,
	optionalInteger,
	optionalList,
	optionalString,
	optionalStringList,
	requiredInteger,
	requiredString,
	urlParam,
} from './params'

// A local stand-in for the few Stripe API calls the shop makes, reached by the official SDK
// through its host/port/protocol options:
//   new Stripe('sk_test_…', { ...fake.sdkOptions, maxNetworkRetries: 0 })
// It checks what Stripe checks for these calls (and a caller-chosen Idempotency-Key on every
// create, which the shop promises), answers with complete SDK-typed objects, and lets a test
// play the customer (pay, decline, finish Checkout) through plain functions.

export interface FakeStripeOptions {
	/** the only secret key accepted; by default any sk_test_ key */
	apiKey?: string
	/** refuse creates without a caller-chosen Idempotency-Key (default true) */
	requireIdempotencyKey?: boolean
	/** post signed events here as Stripe would (the Stripe CLI's `listen --forward-to`) */
	webhook?: { url: string; secret: string } | null
	/** the clock in milliseconds (default Date.now), for expiry tests */
	now?: () => number
}

export interface RecordedRequest {
	method: string
	path: string
	params: FormObject
	idempotencyKey: string | null
	status: number
}

export interface WebhookDelivery {
	eventId: string
	type: HandledEvent['type']
	status: number | 'network_error'
}

interface SessionRecord {
	session: Stripe.Checkout.Session
	lineItems: NewLineItem[]
	paymentIntentData: { metadata: Stripe.Metadata; description: string | null; receiptEmail: string | null }
}

interface StoredResponse {
	fingerprint: string
	status: number
	body: unknown
}

/** The SDK adds this kind of key by itself on retried POSTs; it protects nothing across two clicks. */
const SDK_AUTOMATIC_KEY = /^stripe-node-retry-/
const MAX_BODY = 1024 * 1024

export class FakeStripe {
	readonly #server: http.Server
	readonly #options: Required<Omit<FakeStripeOptions, 'apiKey' | 'webhook'>> & Pick<FakeStripeOptions, 'apiKey'>
	#webhook: FakeStripeOptions['webhook']
	#intents = new Map<string, Stripe.PaymentIntent>()
	#sessions = new Map<string, SessionRecord>()
	#refunds = new Map<string, Stripe.Refund>()
	#events: HandledEvent[] = []
	#requests: RecordedRequest[] = []
	#idempotent = new Map<string, StoredResponse>()
	#deliveries: WebhookDelivery[] = []
	#deliveryQueue: Promise<void> = Promise.resolve()
	#url = ''

	private constructor(options: FakeStripeOptions) {
		this.#options = {
			apiKey: options.apiKey,
			requireIdempotencyKey: options.requireIdempotencyKey ?? true,
			now: options.now ?? Date.now,
		}
		this.#webhook = options.webhook ?? null
		this.#server = http.createServer((req, res) => {
			this.#handle(req, res).catch((error: unknown) => {
				console.error('fake stripe: unexpected failure', error)
				if (!res.headersSent) send(res, 500, { error: { type: 'api_error', message: 'The fake Stripe failed.' } })
			})
		})
	}

	/** Starts a fake on a free port of 127.0.0.1. */
	static async start(options: FakeStripeOptions = {}): Promise<FakeStripe> {
		const fake = new FakeStripe(options)
		await new Promise<void>((resolve, reject) => {
			fake.#server.once('error', reject)
			fake.#server.listen(0, '127.0.0.1', () => resolve())
		})
		fake.#url = `http://127.0.0.1:${fake.port}`
		return fake
	}

	get port() {
		return (this.#server.address() as AddressInfo).port
	}

	/** http://127.0.0.1:<port>: what STRIPE_API_BASE is set to for the app under test. */
	get url() {
		return this.#url
	}

	/** Spread into the SDK's config: `new Stripe(key, { ...fake.sdkOptions })`. */
	get sdkOptions() {
		return { host: '127.0.0.1', port: this.port, protocol: 'http' as const }
	}

	async stop() {
		await this.#deliveryQueue
		this.#server.closeAllConnections()
		await new Promise<void>((resolve, reject) => this.#server.close((error) => (error ? reject(error) : resolve())))
	}

	/** Forgets every object, event, request and idempotency key. */
	reset() {
		this.#intents.clear()
		this.#sessions.clear()
		this.#refunds.clear()
		this.#idempotent.clear()
		this.#events = []
		this.#requests = []
		this.#deliveries = []
	}

	setWebhook(webhook: FakeStripeOptions['webhook']) {
		this.#webhook = webhook ?? null
	}

	// ---- inspection (copies, so a test cannot change the fake's state by accident) ----

	paymentIntents(): Stripe.PaymentIntent[] {
		return [...this.#intents.values()].map((intent) => structuredClone(intent))
	}

	checkoutSessions(): Stripe.Checkout.Session[] {
		return [...this.#sessions.values()].map((record) => structuredClone(this.#current(record).session))
	}

	refunds(): Stripe.Refund[] {
		return [...this.#refunds.values()].map((refund) => structuredClone(refund))
	}

	events(): HandledEvent[] {
		return this.#events.map((event) => structuredClone(event))
	}

	requests(): RecordedRequest[] {
		return this.#requests.map((request) => structuredClone(request))
	}

	deliveries(): WebhookDelivery[] {
		return [...this.#deliveries]
	}

	paymentIntent(id: string): Stripe.PaymentIntent {
		return structuredClone(this.#intent(id))
	}

	checkoutSession(id: string): Stripe.Checkout.Session {
		return structuredClone(this.#current(this.#session(id)).session)
	}

	/** Resolves once every webhook queued so far has been posted. */
	async webhooksDelivered() {
		await this.#deliveryQueue
	}

	/** Posts an event again, as Stripe does when an endpoint did not answer 2xx (or just because). */
	redeliver(eventId: string) {
		const event = this.#events.find((candidate) => candidate.id === eventId)
		if (!event) throw new Error(`fake stripe: no event ${eventId}`)
		this.#deliver(event)
	}

	// ---- the customer's side (test controls) ----

	/** The customer's payment went through (what confirmPayment achieves in the browser). */
	succeedPaymentIntent(id: string): Stripe.PaymentIntent {
		const intent = this.#intent(id)
		if (intent.status === 'succeeded' || intent.status === 'canceled') {
			throw new Error(`fake stripe: ${id} is ${intent.status} and cannot succeed`)
		}
		this.#paid(intent)
		this.#emit(paymentIntentSucceededEvent(intent, this.#eventContext()))
		return structuredClone(intent)
	}

	/** The customer's card was declined; the PaymentIntent waits for another attempt. */
	failPaymentIntent(id: string, message = 'Your card was declined.'): Stripe.PaymentIntent {
		const intent = this.#intent(id)
		if (intent.status === 'succeeded' || intent.status === 'canceled') {
			throw new Error(`fake stripe: ${id} is ${intent.status} and cannot fail`)
		}
		intent.status = 'requires_payment_method'
		intent.payment_method = null
		intent.last_payment_error = cardDeclined(intent, message)
		this.#emit(paymentIntentPaymentFailedEvent(intent, this.#eventContext()))
		return structuredClone(intent)
	}

	/** The customer paid on the hosted Checkout page: a succeeded PaymentIntent is created for the session. */
	completeCheckoutSession(id: string): { session: Stripe.Checkout.Session; paymentIntent: Stripe.PaymentIntent } {
		const record = this.#current(this.#session(id))
		const { session } = record
		if (session.status !== 'open') throw new Error(`fake stripe: ${id} is ${session.status} and cannot be completed`)
		const intent = newPaymentIntent({
			amount: session.amount_total ?? 0,
			currency: session.currency ?? 'aud',
			metadata: record.paymentIntentData.metadata,
			description: record.paymentIntentData.description,
			receiptEmail: record.paymentIntentData.receiptEmail ?? session.customer_email,
			automaticPaymentMethods: false,
			paymentMethodTypes: session.payment_method_types,
			created: this.#seconds(),
		})
		intent.client_secret = null // Checkout's PaymentIntents are not confirmed by the merchant's page
		this.#intents.set(intent.id, intent)
		this.#paid(intent)
		session.status = 'complete'
		session.payment_status = 'paid'
		session.payment_intent = intent.id
		this.#emit(paymentIntentSucceededEvent(intent, this.#eventContext()))
		this.#emit(checkoutSessionCompletedEvent(session, this.#eventContext()))
		return { session: structuredClone(session), paymentIntent: structuredClone(intent) }
	}

	// ---- HTTP ----

	async #handle(req: http.IncomingMessage, res: http.ServerResponse) {
		const url = new URL(req.url ?? '/', 'http://fake')
		const method = req.method ?? 'GET'
		if (url.pathname.startsWith('/c/pay/')) return this.#hostedPage(req, res, method, url)

		const record: RecordedRequest = {
			method,
			path: url.pathname,
			params: {},
			idempotencyKey: header(req, 'idempotency-key'),
			status: 0,
		}
		this.#requests.push(record)
		const requestId = stripeId('req', 14)
		res.setHeader('Request-Id', requestId)
		res.setHeader('Stripe-Version', header(req, 'stripe-version') ?? Stripe.API_VERSION)
		if (record.idempotencyKey) res.setHeader('Idempotency-Key', record.idempotencyKey)

		const reply = (status: number, body: unknown) => {
			record.status = status
			send(res, status, body)
		}
		try {
			this.#authenticate(req)
			const params = method === 'POST' ? parseStripeForm(await readBody(req)) : parseStripeForm(url.search.slice(1))
			record.params = params
			const route = this.#route(method, url.pathname)
			if (!route) {
				throw invalidRequest(
					`Unrecognized request URL (${method}: ${url.pathname}). Please see https://stripe.com/docs or we can help at https://support.stripe.com/.`,
					{ status: 404 },
				)
			}
			if (method !== 'POST') return reply(200, route.run(params, { requestId, idempotencyKey: null }))

			const key = record.idempotencyKey
			if (key !== null && key.length > 255) {
				throw invalidRequest('Idempotency-Key must be at most 255 characters long.', { param: 'Idempotency-Key' })
			}
			if (route.create && this.#options.requireIdempotencyKey && (key === null || SDK_AUTOMATIC_KEY.test(key))) {
				throw invalidRequest(
					`An Idempotency-Key chosen by the caller is required on POST ${url.pathname}: the shop promises one on every create (the SDK's automatic retry key does not count).`,
					{ code: 'idempotency_key_required', param: 'Idempotency-Key' },
				)
			}
			if (key !== null) {
				const fingerprint = `${method} ${url.pathname} ${canonicalForm(params)}`
				const stored = this.#idempotent.get(key)
				if (stored) {
					if (stored.fingerprint !== fingerprint) throw idempotencyMismatch(key)
					res.setHeader('Idempotent-Replayed', 'true')
					return reply(stored.status, stored.body)
				}
				const body = route.run(params, { requestId, idempotencyKey: key })
				this.#idempotent.set(key, { fingerprint, status: 200, body })
				return reply(200, body)
			}
			return reply(200, route.run(params, { requestId, idempotencyKey: null }))
		} catch (error) {
			if (error instanceof FakeStripeError) return reply(error.status, error.body)
			if (error instanceof FormError) return reply(400, invalidRequest(error.message, { param: error.param }).body)
			throw error
		}
	}

	#authenticate(req: http.IncomingMessage) {
		const authorization = header(req, 'authorization')
		const key = authorization?.startsWith('Bearer ') ? authorization.slice('Bearer '.length) : null
		if (!key) {
			throw invalidRequest(
				'You did not provide an API key. You need to provide your API key in the Authorization header, using Bearer auth.',
				{ status: 401 },
			)
		}
		const accepted = this.#options.apiKey ? key === this.#options.apiKey : key.startsWith('sk_test_')
		if (!accepted) {
			throw invalidRequest(`Invalid API Key provided: ${key.slice(0, 8)}${'*'.repeat(Math.max(0, key.length - 12))}${key.slice(-4)}`, {
				code: 'api_key_invalid',
				status: 401,
			})
		}
	}

	#route(method: string, path: string): { create: boolean; run: (params: FormObject, context: RequestContext) => unknown } | null {
		const segments = path.split('/').filter(Boolean).map(decodeURIComponent)
		const [version, first, second, third] = segments
		if (version !== 'v1') return null
		const length = segments.length
		if (first === 'payment_intents') {
			if (method === 'POST' && length === 2) return { create: true, run: (p, c) => this.#createPaymentIntent(p, c) }
			if (method === 'GET' && length === 3) return { create: false, run: (p) => this.#retrievePaymentIntent(second!, p) }
			if (method === 'POST' && length === 4 && third === 'cancel') {
				return { create: false, run: (p, c) => this.#cancelPaymentIntent(second!, p, c) }
			}
		}
		if (first === 'checkout' && second === 'sessions') {
			const id = segments[3]
			if (method === 'POST' && length === 3) return { create: true, run: (p, c) => this.#createCheckoutSession(p, c) }
			if (method === 'GET' && length === 4) return { create: false, run: (p) => this.#retrieveCheckoutSession(id!, p) }
			if (method === 'POST' && length === 5 && segments[4] === 'expire') {
				return { create: false, run: (p) => this.#expireCheckoutSession(id!, p) }
			}
		}
		if (first === 'refunds' && method === 'POST' && length === 2) return { create: true, run: (p) => this.#createRefund(p) }
		return null
	}

	// ---- PaymentIntents ----

	#createPaymentIntent(params: FormObject, _context: RequestContext): Stripe.PaymentIntent {
		onlyKnown(params, ['amount', 'currency', 'metadata', 'description', 'receipt_email', 'automatic_payment_methods', 'payment_method_types', 'expand'])
		const currency = currencyParam(params)
		const amount = chargeAmountParam(params, currency)
		const automatic = optionalHash(params, 'automatic_payment_methods')
		const types = optionalStringList(params, 'payment_method_types')
		if (automatic && types) {
			throw invalidRequest('You may only specify one of these parameters: automatic_payment_methods, payment_method_types.', {
				param: 'automatic_payment_methods',
			})
		}
		let automaticEnabled = true // Stripe's default since 2023-08-16
		if (automatic) {
			onlyKnown(automatic, ['enabled', 'allow_redirects'], 'automatic_payment_methods')
			const enabled = optionalBoolean(automatic, 'enabled', 'automatic_payment_methods')
			if (enabled === null) throw missingParam('automatic_payment_methods[enabled]')
			optionalEnum(automatic, 'allow_redirects', ['always', 'never'], 'automatic_payment_methods')
			automaticEnabled = enabled
		}
		if (types) automaticEnabled = false
		const intent = newPaymentIntent({
			amount,
			currency,
			metadata: metadataParam(params),
			description: optionalString(params, 'description', '', 1000),
			receiptEmail: optionalString(params, 'receipt_email', '', 800),
			automaticPaymentMethods: automaticEnabled,
			// what the Payment Element would offer an Australian account
			paymentMethodTypes: types ?? (automaticEnabled ? ['card', 'afterpay_clearpay', 'zip', 'link'] : ['card']),
			created: this.#seconds(),
		})
		this.#intents.set(intent.id, intent)
		return structuredClone(intent)
	}

	#retrievePaymentIntent(id: string, params: FormObject): Stripe.PaymentIntent {
		onlyKnown(params, ['client_secret', 'expand'])
		refuseExpansions(params, [])
		return structuredClone(this.#intent(id))
	}

	#cancelPaymentIntent(id: string, params: FormObject, _context: RequestContext): Stripe.PaymentIntent {
		onlyKnown(params, ['cancellation_reason', 'expand'])
		const reason = optionalEnum(params, 'cancellation_reason', ['abandoned', 'duplicate', 'fraudulent', 'requested_by_customer'])
		const intent = this.#intent(id)
		if (intent.status === 'succeeded' || intent.status === 'canceled') {
			throw invalidRequest(
				`You cannot cancel this PaymentIntent because it has a status of ${intent.status}. Only a PaymentIntent with one of the following statuses may be canceled: requires_payment_method, requires_capture, requires_confirmation, requires_action, processing.`,
				{ code: 'payment_intent_unexpected_state' },
			)
		}
		intent.status = 'canceled'
		intent.canceled_at = this.#seconds()
		intent.cancellation_reason = reason
		return structuredClone(intent)
	}

	#intent(id: string) {
		const intent = this.#intents.get(id)
		if (!intent) throw resourceMissing('payment_intent', id, 'intent')
		return intent
	}

	#paid(intent: Stripe.PaymentIntent) {
		intent.status = 'succeeded'
		intent.amount_received = intent.amount
		intent.last_payment_error = null
		intent.latest_charge = stripeId('ch')
		intent.payment_method = stripeId('pm')
	}

	// ---- Checkout Sessions ----

	#createCheckoutSession(params: FormObject, _context: RequestContext): Stripe.Checkout.Session {
		onlyKnown(params, [
			'mode',
			'line_items',
			'success_url',
			'cancel_url',
			'client_reference_id',
			'customer_email',
			'metadata',
			'payment_intent_data',
			'payment_method_types',
			'expires_at',
			'locale',
			'ui_mode',
			'expand',
		])
		const mode = optionalEnum(params, 'mode', ['payment', 'setup', 'subscription'])
		if (mode === null) throw missingParam('mode')
		if (mode !== 'payment') throw invalidRequest(`This fake implements mode=payment only (got ${mode}).`, { param: 'mode' })
		const uiMode = optionalEnum(params, 'ui_mode', ['hosted', 'embedded', 'custom'])
		if (uiMode !== null && uiMode !== 'hosted') throw invalidRequest(`This fake implements ui_mode=hosted only.`, { param: 'ui_mode' })
		const successUrl = urlParam(params, 'success_url', true)!
		const cancelUrl = urlParam(params, 'cancel_url', false)
		const lineItems = this.#lineItems(params)
		const currency = lineItems[0]!.currency
		const total = lineItems.reduce((sum, item) => sum + item.unitAmount * item.quantity, 0)
		if (total < 50) throw invalidRequest(`The Checkout Session's total amount due must add up to at least $0.50 ${currency}`, { param: 'line_items' })

		const created = this.#seconds()
		const expiresAt = optionalInteger(params, 'expires_at') ?? created + 24 * 3600
		if (expiresAt < created + 30 * 60) {
			throw invalidRequest('The `expires_at` timestamp must be at least 30 minutes from Checkout Session creation.', { param: 'expires_at' })
		}
		if (expiresAt > created + 24 * 3600) {
			throw invalidRequest('The `expires_at` timestamp must be less than 24 hours from Checkout Session creation.', { param: 'expires_at' })
		}
		const clientReferenceId = optionalString(params, 'client_reference_id', '', 200)
		const piData = optionalHash(params, 'payment_intent_data')
		if (piData) onlyKnown(piData, ['metadata', 'description', 'receipt_email'], 'payment_intent_data')
		optionalString(params, 'locale', '', 10)
		const session = newCheckoutSession({
			lineItems,
			currency,
			successUrl,
			cancelUrl,
			clientReferenceId,
			customerEmail: optionalString(params, 'customer_email', '', 800),
			metadata: metadataParam(params),
			paymentMethodTypes: optionalStringList(params, 'payment_method_types') ?? ['card', 'afterpay_clearpay', 'zip', 'link'],
			expiresAt,
			created,
			baseUrl: this.#url,
		})
		this.#sessions.set(session.id, {
			session,
			lineItems,
			paymentIntentData: {
				metadata: piData ? metadataParam(piData, 'metadata', 'payment_intent_data') : {},
				description: piData ? optionalString(piData, 'description', 'payment_intent_data', 1000) : null,
				receiptEmail: piData ? optionalString(piData, 'receipt_email', 'payment_intent_data', 800) : null,
			},
		})
		return structuredClone(session)
	}

	#lineItems(params: FormObject): NewLineItem[] {
		const list = optionalList(params, 'line_items')
		if (list === null || list.length === 0) throw missingParam('line_items')
		if (list.length > 100) throw invalidRequest('A Checkout Session can have at most 100 line items.', { param: 'line_items' })
		const items = list.map((entry, index): NewLineItem => {
			const prefix = `line_items[${index}]`
			if (typeof entry !== 'object' || Array.isArray(entry)) throw invalidRequest('Invalid hash', { param: prefix })
			onlyKnown(entry, ['price', 'price_data', 'quantity'], prefix)
			const price = optionalString(entry, 'price', prefix)
			if (price !== null) throw resourceMissing('price', price, `${prefix}[price]`)
			const priceData = optionalHash(entry, 'price_data', prefix)
			if (priceData === null) throw missingParam(`${prefix}[price_data]`)
			const pdPrefix = `${prefix}[price_data]`
			onlyKnown(priceData, ['currency', 'unit_amount', 'product_data'], pdPrefix)
			const currency = currencyParam(priceData, 'currency', pdPrefix)
			const unitAmount = requiredInteger(priceData, 'unit_amount', pdPrefix)
			if (unitAmount < 0) {
				throw invalidRequest('This value must be greater than or equal to 0.', { code: 'parameter_invalid_integer', param: `${pdPrefix}[unit_amount]` })
			}
			const productData = optionalHash(priceData, 'product_data', pdPrefix)
			if (productData === null) throw missingParam(`${pdPrefix}[product_data]`)
			onlyKnown(productData, ['name', 'description', 'images'], `${pdPrefix}[product_data]`)
			const quantity = requiredInteger(entry, 'quantity', prefix)
			if (quantity < 1) {
				throw invalidRequest('This value must be greater than or equal to 1.', { code: 'parameter_invalid_integer', param: `${prefix}[quantity]` })
			}
			return {
				name: requiredString(productData, 'name', `${pdPrefix}[product_data]`, 250),
				description: optionalString(productData, 'description', `${pdPrefix}[product_data]`, 500),
				unitAmount,
				quantity,
				currency,
			}
		})
		if (new Set(items.map((item) => item.currency)).size > 1) {
			throw invalidRequest('All line items must have the same currency.', { param: 'line_items' })
		}
		return items
	}

	#retrieveCheckoutSession(id: string, params: FormObject): Stripe.Checkout.Session {
		onlyKnown(params, ['expand'])
		const expand = refuseExpansions(params, ['payment_intent'])
		const session = structuredClone(this.#current(this.#session(id)).session)
		if (expand.includes('payment_intent') && typeof session.payment_intent === 'string') {
			session.payment_intent = structuredClone(this.#intent(session.payment_intent))
		}
		return session
	}

	#expireCheckoutSession(id: string, params: FormObject): Stripe.Checkout.Session {
		onlyKnown(params, ['expand'])
		const { session } = this.#current(this.#session(id))
		if (session.status !== 'open') {
			throw invalidRequest(`Only Checkout Sessions with a status in ["open"] can be expired. This Checkout Session has a status of "${session.status}".`, {
				code: 'checkout_session_unexpected_state',
			})
		}
		session.status = 'expired'
		session.url = null
		return structuredClone(session)
	}

	#session(id: string) {
		const record = this.#sessions.get(id)
		if (!record) throw resourceMissing('checkout.session', id, 'session')
		return record
	}

	/** An open session past its expires_at is expired (Stripe does this on its own, within minutes). */
	#current(record: SessionRecord) {
		if (record.session.status === 'open' && this.#seconds() >= record.session.expires_at) {
			record.session.status = 'expired'
			record.session.url = null
		}
		return record
	}

	// ---- Refunds ----

	#createRefund(params: FormObject): Stripe.Refund {
		onlyKnown(params, ['payment_intent', 'charge', 'amount', 'reason', 'metadata', 'expand'])
		const intentId = optionalString(params, 'payment_intent')
		const chargeId = optionalString(params, 'charge')
		if (!intentId && !chargeId) {
			throw invalidRequest('One of the following params should be provided for this request: payment_intent or charge.', {
				code: 'parameter_missing',
			})
		}
		const intent = intentId
			? this.#intent(intentId)
			: [...this.#intents.values()].find((candidate) => candidate.latest_charge === chargeId)
		if (!intent) throw resourceMissing('charge', chargeId ?? '', 'charge')
		if (intent.status !== 'succeeded') {
			throw invalidRequest(`This PaymentIntent (${intent.id}) does not have a successful charge to refund.`, {
				code: 'charge_not_refundable',
				param: 'payment_intent',
			})
		}
		const refunded = [...this.#refunds.values()]
			.filter((refund) => refund.payment_intent === intent.id)
			.reduce((sum, refund) => sum + refund.amount, 0)
		const left = intent.amount_received - refunded
		if (left <= 0) {
			throw invalidRequest(`Charge ${String(intent.latest_charge)} has already been refunded.`, { code: 'charge_already_refunded' })
		}
		const amount = optionalInteger(params, 'amount') ?? left
		if (amount < 1) throw invalidRequest('This value must be greater than or equal to 1.', { code: 'parameter_invalid_integer', param: 'amount' })
		if (amount > left) {
			throw invalidRequest(
				`Refund amount ($${(amount / 100).toFixed(2)}) is greater than unrefunded amount on charge ($${(left / 100).toFixed(2)})`,
				{ code: 'amount_too_large', param: 'amount' },
			)
		}
		const refund = newRefund({
			intent,
			amount,
			reason: optionalEnum(params, 'reason', ['duplicate', 'fraudulent', 'requested_by_customer']),
			metadata: metadataParam(params),
			created: this.#seconds(),
		})
		this.#refunds.set(refund.id, refund)
		return structuredClone(refund)
	}

	// ---- events and webhooks ----

	#eventContext() {
		// a customer's action in the browser, not one of our API requests
		return { created: this.#seconds(), request: { id: null, idempotency_key: null } }
	}

	#emit(event: HandledEvent) {
		this.#events.push(event)
		this.#deliver(event)
	}

	#deliver(event: HandledEvent) {
		const webhook = this.#webhook
		if (!webhook) return
		const payload = JSON.stringify(event, null, 2)
		this.#deliveryQueue = this.#deliveryQueue.then(async () => {
			const signature = signWebhookPayload(payload, webhook.secret, Math.floor(this.#options.now() / 1000))
			let status: WebhookDelivery['status']
			try {
				const response = await fetch(webhook.url, {
					method: 'POST',
					headers: { 'Content-Type': 'application/json; charset=utf-8', 'Stripe-Signature': signature, 'User-Agent': 'Stripe/1.0 (+https://stripe.com/docs/webhooks)' },
					body: payload,
				})
				await response.arrayBuffer()
				status = response.status
			} catch {
				status = 'network_error'
			}
			this.#deliveries.push({ eventId: event.id, type: event.type, status })
		})
	}

	// ---- the hosted Checkout page (for browser tests of the no-JavaScript path) ----

	async #hostedPage(req: http.IncomingMessage, res: http.ServerResponse, method: string, url: URL) {
		const id = decodeURIComponent(url.pathname.slice('/c/pay/'.length))
		const record = this.#sessions.get(id)
		const session = record ? this.#current(record).session : null
		if (!record || !session || session.status !== 'open') {
			return sendHtml(res, 410, page('Checkout', '<h1>This Checkout Session is no longer available.</h1>'))
		}
		if (method === 'POST') {
			await readBody(req)
			this.completeCheckoutSession(id)
			res.writeHead(303, { Location: session.success_url!.replace(/\{CHECKOUT_SESSION_ID\}/g, id) }).end()
			return
		}
		const items = record.lineItems
			.map((item) => `<li>${escapeHtml(item.name)} × ${item.quantity}: ${money(item.unitAmount * item.quantity)}</li>`)
			.join('')
		const back = session.cancel_url ? `<p><a href="${escapeHtml(session.cancel_url)}">Back</a></p>` : ''
		sendHtml(
			res,
			200,
			page(
				'Pay (fake Stripe Checkout)',
				`<h1>Fake Stripe Checkout</h1><ul>${items}</ul><p>Total ${money(session.amount_total ?? 0)} ${escapeHtml((session.currency ?? '').toUpperCase())}</p>` +
					`<form method="post"><button type="submit">Pay ${money(session.amount_total ?? 0)}</button></form>${back}`,
			),
		)
	}

	#seconds() {
		return Math.floor(this.#options.now() / 1000)
	}
}

interface RequestContext {
	requestId: string
	idempotencyKey: string | null
}

/** Starts a fake Stripe on a free local port. */
export function startFakeStripe(options: FakeStripeOptions = {}) {
	return FakeStripe.start(options)
}

/** A Stripe-Signature header for a payload, made with the SDK itself. */
export function signWebhookPayload(payload: string, secret: string, timestamp = Math.floor(Date.now() / 1000)) {
	return stripeWebhooks.generateTestHeaderString({ payload, secret, timestamp })
}

// Stripe.webhooks is an instance member; a key is never used to sign, only to construct.
const stripeWebhooks = new Stripe('sk_test_signing_only').webhooks

function refuseExpansions(params: FormObject, allowed: string[]) {
	const expand = optionalStringList(params, 'expand') ?? []
	for (const [index, field] of expand.entries()) {
		if (!allowed.includes(field)) throw invalidRequest(`This property cannot be expanded (${field}).`, { param: `expand[${index}]` })
	}
	return expand
}

function header(req: http.IncomingMessage, name: string) {
	const value = req.headers[name]
	return typeof value === 'string' ? value : null
}

async function readBody(req: http.IncomingMessage) {
	const chunks: Buffer[] = []
	let size = 0
	for await (const chunk of req) {
		const buffer = Buffer.isBuffer(chunk) ? chunk : Buffer.from(String(chunk))
		size += buffer.length
		if (size > MAX_BODY) throw invalidRequest('Request body too large.', { status: 413 })
		chunks.push(buffer)
	}
	return Buffer.concat(chunks).toString('utf8')
}

function send(res: http.ServerResponse, status: number, body: unknown) {
	const text = JSON.stringify(body, null, 2)
	res.writeHead(status, { 'Content-Type': 'application/json', 'Content-Length': Buffer.byteLength(text), 'Cache-Control': 'no-cache, no-store' })
	res.end(text)
}

function sendHtml(res: http.ServerResponse, status: number, html: string) {
	res.writeHead(status, { 'Content-Type': 'text/html; charset=utf-8', 'Content-Length': Buffer.byteLength(html) })
	res.end(html)
}

function page(title: string, body: string) {
	return `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>${escapeHtml(title)}</title></head><body>${body}</body></html>`
}

function money(cents: number) {
	return `$${(cents / 100).toFixed(2)}`
}

function escapeHtml(text: string) {
	return text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`)
}

/** The error body type, for tests that look at the raw answer. */
export type { StripeErrorBody }
// A random secret for tests that need one.
export function testWebhookSecret() {
	return `whsec_${crypto.randomBytes(24).toString('base64url')}`
}
