import { addDays, isIsoDate, shopClock } from '#app/domain/slots/shop-time'
import type { Db } from '#app/lib/db.server'
import { signParts, verifyParts } from '#app/lib/signed-link.server'
import { consentKey, isOptedOut, optOut } from './consent.server'

// The one-tap unsubscribe link in every marketing e-mail: /unsubscribe?t=<token>, no login.
// The token names the address (case-folded) and the last day it works, signed; opening it shows
// a page with one button (a mail scanner's GET never unsubscribes), and the button's POST (or a
// mail client's RFC 8058 one-click POST) does.

/** How long after the message a link keeps working: well past the 30 days the anti-spam rules ask for. */
export const UNSUBSCRIBE_LINK_DAYS = 365
const PURPOSE = 'unsubscribe-email'

export function unsubscribeToken(email: string, sentOn: string): string | null {
	const key = consentKey('email', email)
	if (!key) return null
	const expires = addDays(sentOn, UNSUBSCRIBE_LINK_DAYS)
	const payload = Buffer.from(`${expires}|${key}`).toString('base64url')
	return `${payload}.${signParts(PURPOSE, [expires, key])}`
}

/** '/unsubscribe?t=…' (prefix with the public URL for e-mails), or null for an unreadable address. */
export function unsubscribePath(email: string, sentOn: string): string | null {
	const token = unsubscribeToken(email, sentOn)
	return token ? `/unsubscribe?${new URLSearchParams({ t: token })}` : null
}

export type UnsubscribeCheck = { ok: true; email: string } | { ok: false; reason: 'invalid' | 'expired' }

/** What a link's token says, when it is ours and not past its last day (shop time). */
export function checkUnsubscribeToken(token: string | null, clock: { now: Date; timeZone: string }): UnsubscribeCheck {
	if (!token || token.length > 1000) return { ok: false, reason: 'invalid' }
	const [payload, signature, extra] = token.split('.')
	if (!payload || !signature || extra !== undefined) return { ok: false, reason: 'invalid' }
	const text = Buffer.from(payload, 'base64url').toString('utf8')
	const bar = text.indexOf('|')
	const expires = text.slice(0, bar)
	const email = text.slice(bar + 1)
	if (bar < 0 || !isIsoDate(expires) || !email || !verifyParts(PURPOSE, [expires, email], signature)) return { ok: false, reason: 'invalid' }
	if (expires < shopClock(clock.now, clock.timeZone).date) return { ok: false, reason: 'expired' }
	return { ok: true, email }
}

export type UnsubscribePage = { state: 'invalid' } | { state: 'expired' } | { state: 'confirm'; email: string } | { state: 'done'; email: string }

/** What the link's page shows: refused, the one button, or that the address is already off the list. */
export async function unsubscribePage(db: Db, token: string | null, clock: { now: Date; timeZone: string }): Promise<UnsubscribePage> {
	const check = checkUnsubscribeToken(token, clock)
	if (!check.ok) return check.reason === 'expired' ? { state: 'expired' } : { state: 'invalid' }
	return (await isOptedOut(db, 'email', check.email)) ? { state: 'done', email: check.email } : { state: 'confirm', email: check.email }
}

/** The button (or a mail client's one-click POST): the address is opted out; pressing it again changes nothing. */
export async function unsubscribeByLink(db: Db, token: string | null, clock: { now: Date; timeZone: string }): Promise<UnsubscribePage> {
	const check = checkUnsubscribeToken(token, clock)
	if (!check.ok) return check.reason === 'expired' ? { state: 'expired' } : { state: 'invalid' }
	await optOut(db, { channel: 'email', recipient: check.email, source: 'email-link' }, clock)
	return { state: 'done', email: check.email }
}
