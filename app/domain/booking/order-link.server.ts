import crypto from 'node:crypto'
import { createCookie } from 'react-router'
import { getEnv } from '#app/lib/env.server'
import { isReference } from './reference'

// /order shows one booking, identified by a signed reference, never by a guessable id: either
// a signed URL (the confirmation e-mail's link) or a signed http-only cookie set at checkout.

function signature(reference: string) {
	return crypto.createHmac('sha256', getEnv().sessionSecret).update(`order:${reference}`).digest('base64url').slice(0, 32)
}

/** '/order?ref=BK-…&sig=…' (prefix with the public URL for e-mails). */
export function signedOrderPath(reference: string) {
	return `/order?${new URLSearchParams({ ref: reference, sig: signature(reference) })}`
}

export function verifyOrderSignature(reference: string, sig: string): boolean {
	if (!isReference(reference)) return false
	const expected = Buffer.from(signature(reference))
	const given = Buffer.from(sig)
	return given.length === expected.length && crypto.timingSafeEqual(given, expected)
}

let orderCookie: ReturnType<typeof createCookie> | undefined
function getOrderCookie() {
	orderCookie ??= createCookie('order', {
		httpOnly: true,
		sameSite: 'lax',
		path: '/',
		secure: getEnv().publicUrl.startsWith('https://'),
		maxAge: 60 * 60 * 24 * 30,
		secrets: [getEnv().sessionSecret],
	})
	return orderCookie
}

/** The Set-Cookie header that lets this browser open /order for `reference`. */
export function orderCookieHeader(reference: string) {
	return getOrderCookie().serialize(reference)
}

/** The booking reference this request may see: a signed URL first, else the order cookie. */
export async function readOrderReference(request: Request): Promise<{ reference: string; from: 'url' | 'cookie' } | null> {
	const url = new URL(request.url)
	const ref = url.searchParams.get('ref')
	const sig = url.searchParams.get('sig')
	if (ref && sig && verifyOrderSignature(ref, sig)) return { reference: ref, from: 'url' }
	const value: unknown = await getOrderCookie().parse(request.headers.get('Cookie'))
	return isReference(value) ? { reference: value, from: 'cookie' } : null
}
