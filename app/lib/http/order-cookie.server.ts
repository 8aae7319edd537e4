import { getOrderCookie } from '../cookies.server'

// The signed http-only cookie that lets the browser which booked open /order for its booking.

/** The Set-Cookie header that lets this browser open /order for `reference`. */
export function orderCookieHeader(reference: string) {
	return getOrderCookie().serialize(reference)
}

/** The booking reference in the request's signed order cookie (unchecked text), or null. */
export async function readOrderCookie(request: Request): Promise<string | null> {
	const value: unknown = await getOrderCookie().parse(request.headers.get('Cookie'))
	return typeof value === 'string' ? value : null
}
