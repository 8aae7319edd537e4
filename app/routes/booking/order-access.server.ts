import { checkOrderLink } from '#app/domain/booking/order-link.server'
import { isReference } from '#app/domain/booking/reference'
import { currentTime } from '#app/lib/clock.server'
import { getDb, type Db } from '#app/lib/db.server'
import { readOrderCookie } from '#app/lib/http/order-cookie.server'

/**
 * The booking reference this request may see: a signed, unexpired link first, else the order
 * cookie. `link` says what became of a link the request carried, so a page can say it expired.
 */
export async function readOrderReference(
	request: Request,
	{ db = getDb(), now = currentTime() }: { db?: Db; now?: Date } = {},
): Promise<{ reference: string; from: 'url' | 'cookie' } | null> {
	const found = await readOrderAccess(request, { db, now })
	return found.reference === null ? null : { reference: found.reference, from: found.from }
}

export async function readOrderAccess(
	request: Request,
	{ db = getDb(), now = currentTime() }: { db?: Db; now?: Date } = {},
): Promise<{ reference: string; from: 'url' | 'cookie' } | { reference: null; link: 'none' | 'invalid' | 'expired' }> {
	const params = new URL(request.url).searchParams
	const carried = params.has('ref') || params.has('sig')
	let link: 'none' | 'invalid' | 'expired' = 'none'
	if (carried) {
		const check = await checkOrderLink(db, { ref: params.get('ref'), exp: params.get('exp'), sig: params.get('sig') }, { now })
		if (check.ok) return { reference: check.reference, from: 'url' }
		link = check.reason
	}
	const value = await readOrderCookie(request)
	return isReference(value) ? { reference: value, from: 'cookie' } : { reference: null, link }
}
