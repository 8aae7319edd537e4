import type { PaymentMethod } from '#app/domain/booking/checkout-schema'
import type { ShopSettings } from '#app/domain/settings/settings.server'
import { offlinePaymentProvider } from './offline.server'
import type { PaymentProvider } from './types'

export type { PaymentProvider } from './types'

/**
 * The ways to pay that checkout offers, in the order shown. Pay on the day while the owner
 * leaves it on (settings.payOnTheDay). Issue 5 adds the `stripe` provider here when its keys
 * are set.
 */
export function availablePaymentProviders({ settings }: { settings: Pick<ShopSettings, 'payOnTheDay'> }): PaymentProvider[] {
	const providers: PaymentProvider[] = []
	if (settings.payOnTheDay) providers.push(offlinePaymentProvider)
	return providers
}

export function findPaymentProvider(providers: PaymentProvider[], method: PaymentMethod | string | null | undefined): PaymentProvider | null {
	return providers.find((p) => p.method === method) ?? null
}
