import crypto from 'node:crypto'

// A human-friendly order reference: 'BK-' and six characters from an alphabet without the
// look-alikes 0/O, 1/I/L, easy to read out over the phone. Random, so references say nothing
// about how many bookings there are; the booking table's unique constraint backs it.
const ALPHABET = 'ABCDEFGHJKMNPQRSTUVWXYZ23456789'

export function generateReference(random: (size: number) => Buffer = crypto.randomBytes): string {
	let out = ''
	while (out.length < 6) {
		for (const byte of random(12)) {
			// rejection sampling keeps every character equally likely
			if (byte < 256 - (256 % ALPHABET.length) && out.length < 6) out += ALPHABET[byte % ALPHABET.length]
		}
	}
	return `BK-${out}`
}

export const REFERENCE_RE = /^BK-[A-HJ-NP-Z2-9]{6}$/

export function isReference(value: unknown): value is string {
	return typeof value === 'string' && REFERENCE_RE.test(value)
}
