import { addDays, isIsoDate, shopClock } from '#app/domain/slots/shop-time'
import { isReference } from '#app/domain/booking/reference'
import { signParts, verifyParts } from '#app/lib/signed-link.server'

// The aftercare reminder's link: /aftercare?ref=…&exp=…&sig=… opens a page that books the
// rotation and balance for the vehicle of that (done) booking, without a login.

/** How long after the reminder its link keeps working. */
export const AFTERCARE_LINK_DAYS = 90
const PURPOSE = 'aftercare'

export function aftercarePath(reference: string, sentOn: string): string {
	const exp = addDays(sentOn, AFTERCARE_LINK_DAYS)
	return `/aftercare?${new URLSearchParams({ ref: reference, exp, sig: signParts(PURPOSE, [reference, exp]) })}`
}

export type AftercareLinkCheck = { ok: true; reference: string } | { ok: false; reason: 'invalid' | 'expired' }

export function checkAftercareLink(
	{ ref, exp, sig }: { ref: string | null; exp: string | null; sig: string | null },
	clock: { now: Date; timeZone: string },
): AftercareLinkCheck {
	if (!ref || !exp || !sig || !isReference(ref) || !isIsoDate(exp) || !verifyParts(PURPOSE, [ref, exp], sig)) return { ok: false, reason: 'invalid' }
	return exp >= shopClock(clock.now, clock.timeZone).date ? { ok: true, reference: ref } : { ok: false, reason: 'expired' }
}
