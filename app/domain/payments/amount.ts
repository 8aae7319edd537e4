// spec §9: 'Payment amount is the final total in cents, rounded. Currency AUD.'
// Stripe speaks lower-case ISO currency codes.
export const PAYMENT_CURRENCY = 'aud'

/** Stripe's smallest AUD charge ($0.50); below it Stripe answers amount_too_small. */
export const MIN_CHARGE_CENTS = 50
/** Stripe's largest AUD charge ($999,999.99). */
export const MAX_CHARGE_CENTS = 99_999_999

export type ChargeAmount =
	| { ok: true; amount: number; currency: typeof PAYMENT_CURRENCY }
	| { ok: false; reason: 'not_a_number' | 'too_small' | 'too_large' }

/**
 * What to charge for a booking, from the final amount the pricing module computed (cents).
 * Rounds to a whole cent (the amount a card can be charged); refuses what Stripe would refuse,
 * so a zero-dollar order (a 100 % coupon) goes another way instead of failing at Stripe.
 */
export function chargeAmount(finalAmountCents: number): ChargeAmount {
	if (!Number.isFinite(finalAmountCents)) return { ok: false, reason: 'not_a_number' }
	const amount = Math.round(finalAmountCents)
	if (amount < MIN_CHARGE_CENTS) return { ok: false, reason: 'too_small' }
	if (amount > MAX_CHARGE_CENTS) return { ok: false, reason: 'too_large' }
	return { ok: true, amount, currency: PAYMENT_CURRENCY }
}

/**
 * spec §7: POST /api/stripe/create-payment-intent sends {amount, phone}. The server charges its
 * own computation whatever the client sent; this only says whether the client's figure agreed
 * (a disagreement is worth logging: a stale page or a tampered request).
 */
export function clientAmountAgrees(clientAmount: unknown, serverAmount: number) {
	return typeof clientAmount === 'number' && Number.isFinite(clientAmount) && Math.round(clientAmount) === serverAmount
}
