// Customer accounts are keyed by an Australian mobile number. Whatever the customer
// types (0412 345 678, 0412-345-678, +61 412 345 678, 61412345678, +61 (0)412 345 678), it is
// stored in one form, +614XXXXXXXX (parsePhone(…, 'au-mobile') in app/lib/phone.ts), so the same
// phone is always the same account.

export const PHONE_MESSAGE = 'Enter an Australian mobile number, like 0412 345 678.'

/** '+61412345678' → '0412 345 678', the way Australians read a mobile number. */
export function formatAuMobile(phone: string): string {
	const match = /^\+61(4\d{2})(\d{3})(\d{3})$/.exec(phone)
	if (!match) return phone
	return `0${match[1]} ${match[2]} ${match[3]}`
}

/** '+61412345678' → '0412 *** 678', for messages that should not spell out the whole number. */
export function maskAuMobile(phone: string): string {
	const match = /^\+61(4\d{2})\d{3}(\d{3})$/.exec(phone)
	if (!match) return phone
	return `0${match[1]} *** ${match[2]}`
}
