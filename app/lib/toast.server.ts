import crypto from 'node:crypto'
import { redirect } from 'react-router'
import { getToastStorage, type Toast } from './cookies.server'

export type { Toast }

/** The Set-Cookie value of a one-shot toast the next page shows. */
export async function toastCookie(toast: Toast) {
	const storage = getToastStorage()
	const session = await storage.getSession()
	session.flash('toast', { ...toast, id: crypto.randomUUID() })
	return storage.commitSession(session)
}

/** Redirect (303) with a one-shot toast the next page shows. */
export async function redirectWithToast(url: string, toast: Toast, init: ResponseInit = {}) {
	const headers = new Headers(init.headers)
	headers.append('Set-Cookie', await toastCookie(toast))
	return redirect(url, { ...init, status: init.status ?? 303, headers })
}

/** Reads and clears the pending toast; the Set-Cookie header must go out with the response. */
export async function takeToast(request: Request) {
	const storage = getToastStorage()
	const session = await storage.getSession(request.headers.get('Cookie'))
	const toast = session.get('toast') ?? null
	return { toast, setCookie: toast ? await storage.destroySession(session) : null }
}
