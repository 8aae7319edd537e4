import { parsePhoneNumberFromString } from 'libphonenumber-js/min'

// Phone numbers are parsed by libphonenumber-js (Google's numbering plans; the /min metadata
// keeps it small enough for the browser too) and stored once in E.164 (+61412345678), so the
// database compares one column whatever spacing, brackets or prefix the number was typed with.

/**
 * `input` as typed, in E.164, read as Australian unless it starts with a country code
 * ('+44…', or '00'/'0011' then the code); null when it is not a valid phone number.
 */
export function toE164(input: string): string | null {
	const typed = input.trim().replace(/^00(?!11)/, '+') // the 00 international prefix most countries use
	const parsed = parsePhoneNumberFromString(typed, 'AU')
	return parsed?.isValid() ? parsed.number : null
}
