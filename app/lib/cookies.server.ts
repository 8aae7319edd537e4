import { createCookie, createCookieSessionStorage } from 'react-router'
import { getEnv } from './env.server'
import type { Toast } from './toast'

export type { Toast } from './toast'

/** What every cookie of the shop is: signed, unreadable to scripts, sent on same-site navigations. */
function cookieOptions() {
	return { httpOnly: true, sameSite: 'lax' as const, path: '/', secure: getEnv().publicUrl.startsWith('https://'), secrets: [getEnv().sessionSecret] }
}

const THIRTY_DAYS_S = 60 * 60 * 24 * 30

let cartCookie: ReturnType<typeof createCookie> | undefined
/** The cart's random id; the cart itself lives in the database (ARCHITECTURE: Cart). */
export function getCartCookie() {
	cartCookie ??= createCookie('cart', { ...cookieOptions(), maxAge: THIRTY_DAYS_S })
	return cartCookie
}

let orderCookie: ReturnType<typeof createCookie> | undefined
/** The reference of the booking this browser placed, so it can open /order without the e-mail's link. */
export function getOrderCookie() {
	orderCookie ??= createCookie('order', { ...cookieOptions(), maxAge: THIRTY_DAYS_S })
	return orderCookie
}

type ToastData = { toast: Toast }

let toastStorage: ReturnType<typeof createCookieSessionStorage<ToastData, ToastData>> | undefined
/** Flash cookie for feedback after a redirect, so toasts work without JavaScript. */
export function getToastStorage() {
	toastStorage ??= createCookieSessionStorage<ToastData, ToastData>({
		cookie: { name: 'toast', ...cookieOptions() },
	})
	return toastStorage
}

let vehicleCookie: ReturnType<typeof createCookie> | undefined
/** The vehicle found on /vehicle, so the checkout can fill in its vehicle fields (signed). */
export function getVehicleCookie() {
	vehicleCookie ??= createCookie('vehicle', { ...cookieOptions(), maxAge: THIRTY_DAYS_S })
	return vehicleCookie
}
