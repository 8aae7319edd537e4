import { test as base, type BrowserContext, expect, type Locator, type Page } from '@playwright/test'

const BLANK_TILE = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAQAAAC1HAwCAAAAC0lEQVR42mP8/x8AAwMCAO+ip1sAAAAASUVORK5CYII=', 'base64')

/**
 * Every journey: the splash is marked as seen (it is tested on its own), and any console
 * error or uncaught page error fails the test (STYLE habit 15).
 */
export const test = base.extend<{ consoleProblems: string[] }>({
	consoleProblems: [
		async ({ page }, use) => {
			const problems: string[] = []
			// Chromium logs 'Failed to load resource' for every 4xx answer. A page that answers 404,
			// or a form post re-shown with errors (400), is expected behaviour, not noise: those
			// URLs are remembered and their messages let through. Anything else still fails.
			const expectedFailures = new Set<string>()
			page.on('response', (response) => {
				const request = response.request()
				const status = response.status()
				const isDocument = request.isNavigationRequest() && request.frame() === page.mainFrame()
				if ((isDocument && status >= 400 && status < 500) || (request.method() !== 'GET' && status >= 400 && status < 500)) {
					expectedFailures.add(response.url())
				}
			})
			page.on('console', (message) => {
				if (message.type() !== 'error' && message.type() !== 'warning') return
				if (message.text().startsWith('Failed to load resource') && expectedFailures.has(message.location().url)) return
				// Chromium's guess that a preload went unused is timed ("within a few seconds from the
				// window's load event"): on a slow machine the page that uses it comes later than that
				if (message.type() === 'warning' && /was preloaded using link preload but not used within a few seconds/.test(message.text())) return
				problems.push(`${message.type()}: ${message.text()}`)
			})
			page.on('pageerror', (error) => problems.push(`pageerror: ${error.message}`))
			await use(problems)
			expect(problems, 'browser console problems').toEqual([])
		},
		{ auto: true },
	],
	page: async ({ page }, use, testInfo) => {
		await page.addInitScript(() => {
			try {
				if (!sessionStorage.getItem('splash-test-keep')) sessionStorage.setItem('splash-shown', '1')
			} catch {
				// no storage in this context
			}
		})
		// No test reaches the public map tile server (the admin's day view shows a map whenever a
		// job of the day has a known suburb); a spec that counts tiles routes them itself. Without
		// JavaScript there is no map, and no route: a routed page sends every request it makes
		// through Playwright, which made the catalogue and cart journeys about 10% slower.
		if (testInfo.project.name === 'js') await page.route(/^https:\/\/([a-z]\.)?tile\.openstreetmap\.org\//, (route) => route.fulfill({ status: 200, contentType: 'image/png', body: BLANK_TILE }))
		// With JavaScript, every navigation waits until React has hydrated the page (root.tsx
		// marks <html data-hydrated> once the lazy parts have hydrated too), like a person who waits
		// for the page to finish loading. On a busy 2-core machine that can take several seconds, and
		// a journey that went on before it would post a filter or a form the plain HTML way. A
		// journey that asks only for the commit acts while the page is still loading.
		if (testInfo.project.name === 'js') {
			const goto = page.goto.bind(page)
			page.goto = async (url, options) => {
				const response = await goto(url, options)
				if (options?.waitUntil !== 'commit' && response?.headers()['content-type']?.includes('text/html')) {
					await page.waitForFunction(() => document.documentElement.dataset.hydrated === 'true', null, { timeout: 15_000 }).catch(() => undefined)
				}
				return response
			}
		}
		await use(page)
	},
})

export { expect }

/**
 * With JavaScript, waits until the page has hydrated. `goto` already does; a page the browser
 * loaded by itself (a plain form's submit, a reload, a link outside the router) needs this before
 * a click that should go through the page's script rather than as a plain form post.
 */
export async function hydrated(page: Page, testInfo: { project: { name: string } }) {
	if (jsEnabled(testInfo)) await page.waitForFunction(() => document.documentElement.dataset.hydrated === 'true')
}

/**
 * With JavaScript, marks the hydrated page's document, so that `expectSameDocument` can tell a
 * move within the app (the app's click handler took it) from the browser loading a new page.
 * Waits for hydration first: a click before it is the browser's own.
 */
export async function markDocument(page: Page, testInfo: { project: { name: string } }) {
	if (!jsEnabled(testInfo)) return
	await hydrated(page, testInfo)
	await page.evaluate(() => Object.assign(window, { sameDocument: true }))
}

/** With JavaScript, the document marked by `markDocument` is still the one shown. */
export async function expectSameDocument(page: Page, testInfo: { project: { name: string } }) {
	if (jsEnabled(testInfo)) expect(await page.evaluate(() => (window as { sameDocument?: boolean }).sameDocument), 'moved within the app').toBe(true)
}

/** Whether React holds the element (a hydrated or rendered element carries React's fiber). */
export function byReact(element: Locator) {
	return element.evaluate((el) => Object.keys(el).some((key) => key.startsWith('__reactFiber')))
}

/** The name of the project the test runs in: 'js' or 'no-js'. */
export function jsEnabled(testInfo: { project: { name: string } }) {
	return testInfo.project.name === 'js'
}

/**
 * The page does not scroll sideways, measured once its stylesheets have loaded: without
 * JavaScript a click returns when the next page commits, and a layout read before a route's
 * own stylesheet arrives (a busy machine) shows unstyled tables wider than the screen.
 */
export async function expectNoSidewaysScroll(page: Page, message: string) {
	await page.waitForLoadState('load')
	const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth)
	expect(overflow, message).toBeLessThanOrEqual(0)
}

/** Takes out of the journey's console problems the lines it causes on purpose (requests with no signal). */
export function acceptConsoleProblems(consoleProblems: string[], expected: RegExp) {
	for (let i = consoleProblems.length - 1; i >= 0; i--) if (expected.test(consoleProblems[i]!)) consoleProblems.splice(i, 1)
}

/**
 * Drops the signal as a customer's phone would, once the shop page's code fetched ahead has
 * arrived: the cart drawer fetches the cart routes' code while there is a signal
 * (RouteCodeAhead), and a post made before that code is there meets React Router's reload (the
 * open case written in docs/weak-signal.md).
 */
export async function dropSignal(page: Page, context: BrowserContext) {
	const codeAhead = page.getByTestId('cart-api')
	if (await codeAhead.count()) await expect(codeAhead).toHaveAttribute('data-ready', 'true')
	await context.setOffline(true)
}
