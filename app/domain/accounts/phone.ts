import { toE164 } from '#app/lib/phone'

// Customer accounts are keyed by an Australian mobile number. Whatever the customer
// types (0412 345 678, 0412-345-678, +61 412 345 678, 61412345678, +61 (0)412 345 678), it is
// stored in one form, +614XXXXXXXX, so the same phone is always the same account.

export const PHONE_MESSAGE = 'Enter an Australian mobile number, like 0412 345 678.'

export type PhoneResult = { ok: true; phone: string } | { ok: false; message: string }

/** Normalises an Australian mobile number to +614XXXXXXXX, or says what is wrong. */
export function normaliseAuMobile(input: string): PhoneResult {
	if (input.trim() === '') return { ok: false, message: 'Enter your mobile number.' }
	// written with its trunk 0 or a country code: '412 345 678' alone is more likely a slip
	const written = /^(?:\+|0|61)/.test(input.trim().replace(/[\s\-.()]/g, ''))
	const phone = written ? toE164(input) : null
	// an Australian mobile: +61 4 and eight digits
	if (!phone || !/^\+614\d{8}$/.test(phone)) return { ok: false, message: PHONE_MESSAGE }
	return { ok: true, phone }
}

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
