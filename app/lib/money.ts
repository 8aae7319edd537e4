// Money is integer cents everywhere; these format it for display only.
const aud = new Intl.NumberFormat('en-AU', { style: 'currency', currency: 'AUD', minimumFractionDigits: 2, maximumFractionDigits: 2 })

/** 12345 -> '$123.45' (spec §9: totals with two decimals). */
export function formatMoney(cents: number) {
	return aud.format(cents / 100)
}

/** Whole-dollar amounts without cents: 6000 -> '$60'; others as formatMoney. */
export function formatDollars(cents: number) {
	return cents % 100 === 0 ? `$${(cents / 100).toLocaleString('en-AU')}` : formatMoney(cents)
}

/** Cents as a plain decimal for a form field or machine-readable data: 18900 -> '189.00'; null -> ''. */
export function centsToDecimal(cents: number | null): string {
	return cents === null ? '' : (cents / 100).toFixed(2)
}

/** Integer cents as the JSON API's dollars (spec §7): 18900 -> 189, 19995 -> 199.95. */
export function centsToDollars(cents: number): number {
	return Math.round(cents) / 100
}

/** The JSON API's dollars as integer cents: 199.95 -> 19995 (rounded, so 0.1 + 0.2 stays 30). */
export function dollarsToCents(dollars: number): number {
	return Math.round(dollars * 100)
}
