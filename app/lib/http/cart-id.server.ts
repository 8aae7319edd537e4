import { getCartCookie } from '../cookies.server'

/** The cart id from the request's signed cookie, or null when the visitor has no cart yet. */
export async function readCartId(request: Request): Promise<string | null> {
	const value: unknown = await getCartCookie().parse(request.headers.get('Cookie'))
	return typeof value === 'string' && /^[A-Za-z0-9_-]{16,64}$/.test(value) ? value : null
}

/** The Set-Cookie header that keeps `cartId` in the visitor's browser. */
export function cartCookieHeader(cartId: string) {
	return getCartCookie().serialize(cartId)
}
