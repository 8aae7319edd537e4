import { z } from 'zod'

// E-mail addresses typed into forms and API calls (browser and server). Two separate guards,
// because one hostile request must not hold the event loop: the length is checked first and
// aborts, so the pattern never runs on a long string; and the pattern itself is linear (each
// part excludes the character that ends it, so it cannot backtrack into itself).

/** RFC 5321's limit on a whole address path. */
export const EMAIL_MAX_LENGTH = 254

/** local@domain.tld: no spaces, a single @, then two or more dot-separated labels. */
export const EMAIL_PATTERN = /^[^\s@]+@[^\s@.]+(?:\.[^\s@.]+)+$/

export function isEmailAddress(value: string): boolean {
	return value.length <= EMAIL_MAX_LENGTH && EMAIL_PATTERN.test(value)
}

/**
 * A required e-mail field, trimmed. `required` when it is empty, `tooLong` when it is over
 * EMAIL_MAX_LENGTH (the pattern is then never tried), `invalid` when it is not an address.
 */
export function emailField({ required, invalid, tooLong = invalid }: { required: string; invalid: string; tooLong?: string }) {
	return z
		.string({ error: required })
		.trim()
		.min(1, { error: required, abort: true })
		.max(EMAIL_MAX_LENGTH, { error: tooLong, abort: true })
		.regex(EMAIL_PATTERN, invalid)
}

/**
 * One key for one mailbox however its letters were cased, in any alphabet and on either database
 * (SQL lower() only folds ASCII on SQLite): Unicode-normalised, then folded by upper- then
 * lower-casing, which also makes 'ß' and 'SS' or a final 'ς' and 'Σ' agree. Locale-free, so the
 * server's own locale (Turkish dotted i) never changes it.
 */
export function emailKey(email: string): string {
	return email.trim().normalize('NFKC').toUpperCase().toLowerCase().normalize('NFKC')
}
