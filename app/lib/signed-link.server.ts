import crypto from 'node:crypto'
import { getEnv } from './env.server'

// Links in messages that open something without a login (unsubscribe, book the aftercare
// service): what they carry is signed with the session secret under a purpose, so a link made
// for one purpose never opens another, and changing any part of it breaks the signature.

function hmac(purpose: string, parts: readonly string[]) {
	return crypto.createHmac('sha256', getEnv().sessionSecret).update(`${purpose}:${parts.join('\u0000')}`).digest('base64url').slice(0, 32)
}

/** The signature for `parts` under `purpose`. */
export function signParts(purpose: string, parts: readonly string[]): string {
	return hmac(purpose, parts)
}

/** Whether `signature` is ours for `parts` under `purpose` (compared in constant time). */
export function verifyParts(purpose: string, parts: readonly string[], signature: string): boolean {
	const expected = Buffer.from(hmac(purpose, parts))
	const given = Buffer.from(signature)
	return given.length === expected.length && crypto.timingSafeEqual(given, expected)
}
