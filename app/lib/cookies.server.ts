import { createCookie, createCookieSessionStorage } from 'react-router'
import { getEnv } from './env.server'

function secure() {
	return getEnv().publicUrl.startsWith('https://')
}

let cartCookie: ReturnType<typeof createCookie> | undefined
/** The cart's random id; the cart itself lives in the database (ARCHITECTURE: Cart). */
export function getCartCookie() {
	cartCookie ??= createCookie('cart', {
		httpOnly: true,
		sameSite: 'lax',
		path: '/',
		secure: secure(),
		maxAge: 60 * 60 * 24 * 30,
		secrets: [getEnv().sessionSecret],
	})
	return cartCookie
}

type ToastData = { toast: Toast }
export interface Toast {
	type: 'success' | 'error' | 'info'
	title: string
	description?: string
	/** set by redirectWithToast, so the same message twice in a row still shows twice */
	id?: string
}

let toastStorage: ReturnType<typeof createCookieSessionStorage<ToastData, ToastData>> | undefined
/** Flash cookie for feedback after a redirect, so toasts work without JavaScript. */
export function getToastStorage() {
	toastStorage ??= createCookieSessionStorage<ToastData, ToastData>({
		cookie: {
			name: 'toast',
			httpOnly: true,
			sameSite: 'lax',
			path: '/',
			secure: secure(),
			secrets: [getEnv().sessionSecret],
		},
	})
	return toastStorage
}

let vehicleCookie: ReturnType<typeof createCookie> | undefined
/** The vehicle found on /vehicle, so the checkout can fill in its vehicle fields (signed). */
export function getVehicleCookie() {
	vehicleCookie ??= createCookie('vehicle', {
		httpOnly: true,
		sameSite: 'lax',
		path: '/',
		secure: secure(),
		maxAge: 60 * 60 * 24 * 30,
		secrets: [getEnv().sessionSecret],
	})
	return vehicleCookie
}
