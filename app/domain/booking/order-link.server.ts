import crypto from 'node:crypto'
import { currentTime } from '#app/lib/clock.server'
import type { Db } from '#app/lib/db.server'
import { getEnv } from '#app/lib/env.server'
import { addDays, isIsoDate, shopClock } from '#app/domain/slots/shop-time'
import { isReference } from './reference'

// /order shows one booking, identified by a signed reference, never by a guessable id: either
// a signed URL (the confirmation e-mail's link) or a signed http-only cookie set at checkout
// (app/lib/http/order-cookie.server.ts; routes/booking/order-access.server.ts reads both).

/** How long after its fitting date a booking's signed link keeps opening it. */
export const ORDER_LINK_DAYS_AFTER_FITTING = 30

function hmac(text: string) {
	return crypto.createHmac('sha256', getEnv().sessionSecret).update(text).digest('base64url').slice(0, 32)
}

// The expiry is inside what is signed, so it cannot be moved without the secret.
function signature(reference: string, expires: string) {
	return hmac(`order:${reference}:${expires}`)
}

// Links sent before links expired: the reference alone was signed.
function legacySignature(reference: string) {
	return hmac(`order:${reference}`)
}

function sameText(given: string, expected: string) {
	const a = Buffer.from(given)
	const b = Buffer.from(expected)
	return a.length === b.length && crypto.timingSafeEqual(a, b)
}

/** '/order?ref=BK-…&exp=…&sig=…' for a booking fitted on `fittingDate` (prefix with the public URL for e-mails). */
export function signedOrderPath(reference: string, fittingDate: string) {
	const expires = addDays(fittingDate, ORDER_LINK_DAYS_AFTER_FITTING)
	return `/order?${new URLSearchParams({ ref: reference, exp: expires, sig: signature(reference, expires) })}`
}

/** The signed link of a booking as it stands (its current fitting date), or null when there is no such booking. */
export async function orderLinkPath(db: Db, reference: string) {
	const row = await db.selectFrom('bookings').select('selected_date').where('reference', '=', reference).executeTakeFirst()
	return row ? signedOrderPath(reference, row.selected_date) : null
}

export type OrderLinkCheck = { ok: true; reference: string } | { ok: false; reason: 'invalid' | 'expired' }

/**
 * Whether `ref`, `exp` and `sig` from a link open the booking today: the signature must be ours
 * and the expiry (its fitting date + 30 days) not yet past in the shop's time zone. A link sent
 * before links carried an expiry (no `exp`) still opens its booking until that booking's
 * fitting date + 30 days, read from the database.
 */
export async function checkOrderLink(
	db: Db,
	{ ref, exp, sig }: { ref: string | null; exp: string | null; sig: string | null },
	{ now = currentTime(), timeZone = getEnv().SHOP_TIMEZONE }: { now?: Date; timeZone?: string } = {},
): Promise<OrderLinkCheck> {
	if (!ref || !sig || !isReference(ref)) return { ok: false, reason: 'invalid' }
	const today = shopClock(now, timeZone).date
	if (exp !== null) {
		if (!isIsoDate(exp) || !sameText(sig, signature(ref, exp))) return { ok: false, reason: 'invalid' }
		return exp >= today ? { ok: true, reference: ref } : { ok: false, reason: 'expired' }
	}
	if (!sameText(sig, legacySignature(ref))) return { ok: false, reason: 'invalid' }
	const row = await db.selectFrom('bookings').select('selected_date').where('reference', '=', ref).executeTakeFirst()
	if (!row) return { ok: false, reason: 'invalid' }
	return addDays(row.selected_date, ORDER_LINK_DAYS_AFTER_FITTING) >= today ? { ok: true, reference: ref } : { ok: false, reason: 'expired' }
}
