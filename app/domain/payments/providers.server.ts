import type { PaymentMethod } from '#app/domain/booking/checkout-schema'
import type { ShopSettings } from '#app/domain/settings/settings.server'
import { stripeSettings } from '#app/lib/payments/stripe-client.server'
import { createStripeProvider } from './card-payments.server'
import { offlinePaymentProvider } from './pay-on-the-day.server'
import type { PaymentProvider } from './provider'

export type { PaymentProvider } from './provider'

const stripeProvider = createStripeProvider()

/**
 * The ways to pay that checkout offers, in the order shown: card when the three Stripe
 * settings are set, and pay on the day while the owner leaves it on (settings.payOnTheDay).
 */
export function availablePaymentProviders({ settings, card = stripeSettings() !== null }: { settings: Pick<ShopSettings, 'payOnTheDay'>; card?: boolean }): PaymentProvider[] {
	const providers: PaymentProvider[] = []
	if (card) providers.push(stripeProvider)
	if (settings.payOnTheDay) providers.push(offlinePaymentProvider)
	return providers
}

export function findPaymentProvider(providers: PaymentProvider[], method: PaymentMethod | string | null | undefined): PaymentProvider | null {
	return providers.find((p) => p.method === method) ?? null
}
