import Stripe from 'stripe'
import { getEnv, type Env } from '#app/lib/env.server'

// The Stripe SDK client, built from settings. Card payments are on only when all three keys
// are set (env.server.ts refuses a partial set). Building a client makes no network call.

export interface StripeSettings {
	secretKey: string
	publishableKey: string
	webhookSecret: string
	/** tests and development: the local fake's origin instead of api.stripe.com */
	apiBase: string | null
}

/** The Stripe settings, or null when card payments are off. */
export function stripeSettings(env: Env = getEnv()): StripeSettings | null {
	if (!env.STRIPE_SECRET_KEY || !env.STRIPE_PUBLISHABLE_KEY || !env.STRIPE_WEBHOOK_SECRET) return null
	return {
		secretKey: env.STRIPE_SECRET_KEY,
		publishableKey: env.STRIPE_PUBLISHABLE_KEY,
		webhookSecret: env.STRIPE_WEBHOOK_SECRET,
		apiBase: env.STRIPE_API_BASE ?? null,
	}
}

/**
 * The SDK options. Retries are safe because every create we make carries our own
 * idempotency key; a checkout request should not hang for the SDK's default 80 s.
 */
export function stripeClientConfig(apiBase: string | null): Stripe.StripeConfig {
	const config: Stripe.StripeConfig = {
		maxNetworkRetries: 2,
		timeout: 20_000,
		appInfo: { name: 'mobile-tyres-shop' },
	}
	if (apiBase) {
		const url = new URL(apiBase)
		const protocol = url.protocol === 'http:' ? 'http' : 'https'
		config.protocol = protocol
		config.host = url.hostname.replace(/^\[(.*)\]$/, '$1')
		config.port = url.port ? Number(url.port) : protocol === 'http' ? 80 : 443
	}
	return config
}

export function createStripeClient(settings: Pick<StripeSettings, 'secretKey' | 'apiBase'>): Stripe {
	return new Stripe(settings.secretKey, stripeClientConfig(settings.apiBase))
}

let cached: { secretKey: string; apiBase: string | null; client: Stripe } | undefined

/** The process's Stripe client, or null when card payments are off. */
export function getStripe(env: Env = getEnv()): Stripe | null {
	const settings = stripeSettings(env)
	if (!settings) return null
	if (!cached || cached.secretKey !== settings.secretKey || cached.apiBase !== settings.apiBase) {
		cached = { secretKey: settings.secretKey, apiBase: settings.apiBase, client: createStripeClient(settings) }
	}
	return cached.client
}
