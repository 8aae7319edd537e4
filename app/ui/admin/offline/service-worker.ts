import { useEffect } from 'react'

// The admin's service worker (sw/admin-sw.ts), from the page's side: registered by admin pages
// only, scoped to /admin/, and told which day views to keep for use with no signal.

export const ADMIN_MANIFEST = '/admin/manifest.webmanifest'
const WORKER = '/admin/sw.js'
const SCOPE = '/admin/'
const CACHE_PREFIX = 'admin-'

function supported() {
	return !import.meta.env.DEV && typeof navigator !== 'undefined' && 'serviceWorker' in navigator
}

let registering: Promise<ServiceWorkerRegistration | null> | undefined

/** Registers the worker once per page load; null when the browser refuses (the admin then works online only). */
function adminRegistration() {
	registering ??= navigator.serviceWorker.register(WORKER, { scope: SCOPE }).catch(() => null)
	return registering
}

/**
 * The active worker, once it is. Not navigator.serviceWorker.ready: a page that reached the admin
 * from the login page by a client-side navigation was created outside the worker's scope, and
 * `ready` would never settle there.
 */
async function activeWorker(): Promise<ServiceWorker | null> {
	const registration = await adminRegistration()
	if (!registration) return null
	if (registration.active) return registration.active
	const coming = registration.installing ?? registration.waiting
	if (!coming) return null
	await new Promise<void>((resolve) => {
		const settled = () => {
			if (coming.state === 'activated' || coming.state === 'redundant') resolve()
		}
		coming.addEventListener('statechange', settled)
		settled()
	})
	return registration.active
}

/** Registers the admin's worker (a built app only: in development Vite serves modules one by one). */
export function useAdminServiceWorker() {
	useEffect(() => {
		if (supported()) void adminRegistration()
	}, [])
}

/** The URL React Router fetches a page's data from: /admin/day?date=… → /admin/day.data?date=… */
function dataUrl(page: string) {
	const url = new URL(page, window.location.origin)
	url.pathname = `${url.pathname}.data`
	return url.pathname + url.search
}

/**
 * Asks the worker to keep these pages (the page and its data) and what this page has loaded (its
 * scripts and styles), so they open with no signal. Once per page load and list.
 */
export function useKeepForOffline(pages: string[]) {
	const key = pages.join(' ')
	useEffect(() => {
		if (!supported() || !key) return
		let cancelled = false
		void activeWorker().then((worker) => {
			if (cancelled || !worker) return
			const assets = performance
				.getEntriesByType('resource')
				.map((entry) => new URL(entry.name))
				.filter((url) => url.origin === window.location.origin && url.pathname.startsWith('/assets/'))
				.map((url) => url.pathname)
			const urls = [...new Set([...key.split(' ').flatMap((page) => [page, dataUrl(page)]), ...assets])]
			worker.postMessage({ type: 'CACHE_URLS', payload: { urlsToCache: urls } })
		})
		return () => {
			cancelled = true
		}
	}, [key])
}

/** Removes every admin page this browser kept (the login page calls it: no admin is logged in). */
export function useForgetAdminPages() {
	useEffect(() => {
		if (typeof caches === 'undefined') return
		const here = window.location.pathname
		void caches.keys().then((names) => {
			// logged in meanwhile (the cache storage can answer after the day view has kept itself):
			// what was kept since belongs to this session
			if (window.location.pathname !== here) return
			return Promise.all(names.filter((name) => name.startsWith(CACHE_PREFIX)).map((name) => caches.delete(name)))
		})
	}, [])
}
