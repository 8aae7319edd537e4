/// <reference lib="webworker" />
import { CacheFirst, ExpirationPlugin, NetworkFirst, Serwist, type SerwistPlugin } from 'serwist'

// The admin's service worker (scope /admin/, registered only by admin pages; built by vite.config.ts
// into build/client/admin/sw.js). It keeps the day view (today's and tomorrow's, the page and its
// data) and the assets those pages load, so the owner's day opens with no signal. Nothing else is
// kept: every other request goes to the network as if there were no worker. Each build has its
// own version; a new deploy installs a new worker, which removes the old version's caches.

declare const self: ServiceWorkerGlobalScope
declare const __ADMIN_SW_VERSION__: string

const PREFIX = 'admin-'
const VERSION = __ADMIN_SW_VERSION__
const DAY_CACHE = `${PREFIX}day-${VERSION}`
const ASSET_CACHE = `${PREFIX}assets-${VERSION}`
// the day view's page and its data (React Router's .data requests); the run sheet and job cards are on it
const DAY_PATHS = new Set(['/admin/day', '/admin/day.data'])
const LOGIN_PATH = '/login/admin'

async function forgetAdminPages(keep?: string) {
	for (const name of await caches.keys()) {
		if (name.startsWith(PREFIX) && !name.endsWith(keep ?? '\u0000')) await caches.delete(name)
	}
}

// The day view answers a redirect only when the session has ended (to the login page): then this
// browser keeps no admin page. Only a complete 200 answer is kept.
const onlyWhileLoggedIn: SerwistPlugin = {
	fetchDidSucceed: async ({ response }) => {
		const toLogin = response.redirected && new URL(response.url).pathname === LOGIN_PATH
		// 202: a React Router data request's redirect; opaqueredirect: a page's
		if (toLogin || response.type === 'opaqueredirect' || response.status === 202 || (response.status >= 300 && response.status < 400)) await forgetAdminPages()
		return response
	},
	cacheWillUpdate: async ({ response }) => (response.status === 200 && !response.redirected ? response : null),
}

const serwist = new Serwist({
	skipWaiting: true,
	clientsClaim: true,
	precacheEntries: [],
	runtimeCaching: [
		{
			matcher: ({ url, request, sameOrigin }) => sameOrigin && request.method === 'GET' && DAY_PATHS.has(url.pathname),
			// the network first (the day changes as bookings come in); the kept copy only without a signal
			// (a kept copy answers whatever headers the request has: it is this browser's own)
			handler: new NetworkFirst({ cacheName: DAY_CACHE, networkTimeoutSeconds: 8, plugins: [onlyWhileLoggedIn], matchOptions: { ignoreVary: true } }),
		},
		{
			matcher: ({ url, request, sameOrigin }) =>
				sameOrigin && request.method === 'GET' && (url.pathname.startsWith('/assets/') || url.pathname.startsWith('/admin/icons/') || url.pathname === '/favicon.svg'),
			// built assets have hashed names: a kept copy is always right
			handler: new CacheFirst({ cacheName: ASSET_CACHE, plugins: [new ExpirationPlugin({ maxEntries: 200 })] }),
		},
	],
})

self.addEventListener('activate', (event) => event.waitUntil(forgetAdminPages(VERSION)))
self.addEventListener('message', (event) => {
	if ((event.data as { type?: string } | null)?.type === 'FORGET_ADMIN_PAGES') event.waitUntil(forgetAdminPages())
})

serwist.addEventListeners()
