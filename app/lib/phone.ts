import { parsePhoneNumberFromString } from 'libphonenumber-js/min'
import { z } from 'zod'

// Phone numbers are parsed by libphonenumber-js (Google's numbering plans; the /min metadata
// keeps it small enough for the browser too) and stored once in E.164 (+61412345678), so the
// database compares one column whatever spacing, brackets or prefix the number was typed with.
//
// parsePhone is the only place typed text becomes an E164Phone, so a domain function that takes
// one can never be handed a number typed some other way. storedE164 re-labels a value read back
// from a column that only ever holds parsePhone's output (users.phone, bookings.phone_e164).

declare const e164Brand: unique symbol
/** A phone number in E.164 (+61412345678), made only by parsePhone. */
export type E164Phone = string & { readonly [e164Brand]: 'E164Phone' }

/**
 * What the number must be:
 * - 'any': any valid number, read as Australian unless it starts with a country code ('+44…',
 *   or '00'/'0011' then the code), e.g. an SMS sender or an opt-out the owner types in;
 * - 'au': an Australian landline or mobile, written with its trunk 0 or +61/61 (a customer's
 *   contact number at checkout);
 * - 'au-mobile': an Australian mobile so written (accounts, which receive codes by SMS).
 */
export type PhoneKind = 'any' | 'au' | 'au-mobile'

// landline area codes 2, 3, 7, 8 and mobiles 4: no 13/1300/1800 numbers, which cannot take a call back
const AU_LANDLINE_OR_MOBILE = /^\+61[2-478]\d{8}$/
const AU_MOBILE = /^\+614\d{8}$/

/** `input` as typed, in E.164 when it is a valid number of `kind`, else null. */
export function parsePhone(input: string, kind: PhoneKind = 'any'): E164Phone | null {
	const typed = input.trim().replace(/^00(?!11)/, '+') // the 00 international prefix most countries use
	// '412 345 678' alone is more likely a slip than a number: Australians write the trunk 0
	if (kind !== 'any' && !/^(?:\+|0|61)/.test(typed.replace(/[\s\-.()]/g, ''))) return null
	const parsed = parsePhoneNumberFromString(typed, 'AU')
	if (!parsed) return null
	const e164 = parsed.number
	// An Australian number is judged by its shape (04 or an area code, then eight digits), not by
	// the ranges in the library's metadata: carriers are given new ranges (0441… is not in them
	// yet), and a customer whose number is newer than the library must still be able to book.
	const australian = AU_LANDLINE_OR_MOBILE.test(e164)
	if (!australian && !parsed.isValid()) return null
	if (kind === 'au' && !australian) return null
	if (kind === 'au-mobile' && !AU_MOBILE.test(e164)) return null
	return e164 as E164Phone
}

/** Whether an E.164 number is an Australian mobile (one that can receive an SMS code). */
export function isAuMobile(phone: E164Phone): boolean {
	return AU_MOBILE.test(phone)
}

/** A value read from a column written only with an E164Phone (users.phone, bookings.phone_e164, opt_outs). */
export function storedE164(value: string): E164Phone {
	return value as E164Phone
}

/** A phone as the customer wrote it (kept to show back to them) and the E.164 number it is. */
export interface WrittenPhone {
	written: string
	e164: E164Phone
}

/** An account's or stored E.164 number as a WrittenPhone, for a booking made without a typed one. */
export function writtenAs(e164: E164Phone): WrittenPhone {
	return { written: e164, e164 }
}

/**
 * A form or API field holding a phone of `kind`, for the edge schemas (server and browser).
 * `required` when it is empty, `tooLong` over `max` characters, `invalid` when it is not such a number. With
 * `keepWritten` the output is a WrittenPhone (the trimmed text and its E.164), else the E164Phone.
 * The length check aborts first, so the parser never runs on a long string.
 */
interface PhoneFieldOptions {
	kind: PhoneKind
	required: string
	invalid: string
	tooLong?: string
	max?: number
}
export function phoneField(options: PhoneFieldOptions & { keepWritten?: false }): z.ZodType<E164Phone, string>
export function phoneField(options: PhoneFieldOptions & { keepWritten: true }): z.ZodType<WrittenPhone, string>
export function phoneField({ kind, required, invalid, tooLong = invalid, max = 40, keepWritten = false }: PhoneFieldOptions & { keepWritten?: boolean }): z.ZodType<E164Phone | WrittenPhone, string> {
	return z
		.string({ error: required })
		.trim()
		.min(1, { error: required, abort: true })
		.max(max, { error: tooLong, abort: true })
		.transform((written, ctx) => {
			const e164 = parsePhone(written, kind)
			if (!e164) {
				ctx.addIssue({ code: 'custom', message: invalid })
				return z.NEVER
			}
			return keepWritten ? { written, e164 } : e164
		})
}
