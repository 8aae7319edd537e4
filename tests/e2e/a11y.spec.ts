import AxeBuilder from '@axe-core/playwright'
import { type Locator, type Page, type TestInfo } from '@playwright/test'
import { signInAsAdmin } from './admin-helpers'
import { expect, jsEnabled, test } from './fixtures'

// Accessibility: every page type passes axe (WCAG 2.1 A and AA rules) with no serious
// or critical violation, with and without JavaScript; and a customer can get from search to
// the checkout with the keyboard alone.

/**
 * Runs axe on pages. axe runs as a script in the page, so for the no-js project the pages are
 * opened in one JavaScript-enabled context of the same browser (with the test's cookies) with
 * the shop's own scripts stripped from every document: the markup and styles a visitor without
 * JavaScript gets.
 */
async function scanner(page: Page, testInfo: TestInfo) {
	if (jsEnabled(testInfo)) {
		return {
			scan: async (path: string) => {
				await page.goto(path)
				expectAt(page, path)
				await expectNoSeriousViolations(page, path)
			},
			close: async () => {},
		}
	}
	const context = await page
		.context()
		.browser()!
		.newContext({ javaScriptEnabled: true, baseURL: testInfo.project.use.baseURL, storageState: await page.context().storageState() })
	await context.route('**/*', async (route) => {
		if (route.request().resourceType() !== 'document') return route.continue()
		// a redirect goes to the browser as it is, so the page it lands on is the page scanned
		const response = await route.fetch({ maxRedirects: 0 })
		if (response.status() >= 300 && response.status() < 400) return route.fulfill({ response })
		const html = (await response.text()).replace(/<script\b[\s\S]*?<\/script>/gi, '').replace(/<link[^>]+rel="modulepreload"[^>]*>/gi, '')
		await route.fulfill({ response, body: html })
	})
	const noJs = await context.newPage()
	return {
		scan: async (path: string) => {
			await noJs.goto(path)
			expectAt(noJs, path)
			await expectNoSeriousViolations(noJs, `${path} (no JavaScript)`)
		},
		close: () => context.close(),
	}
}

/** The page scanned is the one asked for, not a login page it was sent on to. */
function expectAt(page: Page, path: string) {
	const [at, asked] = [new URL(page.url()), new URL(path, page.url())]
	expect(at.pathname + at.search, `${path} was not sent elsewhere`).toBe(asked.pathname + asked.search)
}

async function scanAll(page: Page, testInfo: TestInfo, paths: string[]) {
	const { scan, close } = await scanner(page, testInfo)
	try {
		for (const path of paths) await scan(path)
	} finally {
		await close()
	}
}

async function expectNoSeriousViolations(page: Page, label: string) {
	// @axe-core/playwright is typed against its own copy of playwright-core: the same Page at run time
	const results = await new AxeBuilder({ page: page as unknown as ConstructorParameters<typeof AxeBuilder>[0]['page'] })
		// axe.run in the page itself: the default runs each frame apart, then opens a blank page to
		// merge them, a third of each scan's time. Its only gain is reaching cross-origin frames, and
		// the shop's pages have none (a third party's frame, a card form, is not ours to fix anyway).
		.setLegacyMode(true)
		.withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'])
		.options({
			// experimental in axe, so off unless asked for: a control's name must contain the words it shows (WCAG 2.5.3)
			rules: { 'label-content-name-mismatch': { enabled: true } },
			// every rule still runs; only the violations are gathered node by node, which is all this
			// test reads (axe's own advice for large pages: the results page has 3,700 elements)
			resultTypes: ['violations'],
		})
		.analyze()
	const serious = results.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical')
	const report = serious.map((v) => `${v.impact} ${v.id}: ${v.help}\n    ${v.nodes
		.slice(0, 3)
		.map((n) => n.target.join(' '))
		.join('\n    ')}`)
	expect(report, `${label}: axe violations`).toEqual([])
}

/** A product page's path, from the search API. */
async function productPath(page: Page) {
	const response = await page.request.get('/api/tyreall/search?width=205&profile=55&rim=16')
	const body = (await response.json()) as { tyres: Array<{ slug: string; 'In Stock': number; 'Price for 2': number | null }> }
	// stock to spare and a price for two: other journeys book from this size at the same time
	const list = body.tyres.filter((t) => t['In Stock'] >= 6 && t['Price for 2'])
	expect(list.length).toBeGreaterThan(0)
	return `/product/${list[0]!.slug}`
}

async function addFirstTyreToCart(page: Page) {
	// the search API names tyres by slug; the product page's form carries the id the cart takes
	const product = await page.request.get(await productPath(page))
	const tyreId = /name="tyreId" value="(\d+)"/.exec(await product.text())?.[1]
	expect(tyreId).toBeDefined()
	const response = await page.request.post('/cart', { form: { intent: 'add', tyreId: tyreId!, quantity: '2', redirectTo: '/shipping' }, maxRedirects: 0 })
	expect(response.status()).toBe(303)
	// a refused add redirects too, with an error toast and no cart
	expect(response.headers()['set-cookie']).toMatch(/(^|\n)cart=/)
}

// One test a page, so the two workers share them and a failure names its page. One page per
// template (/privacy is /terms' template, /account/reset /account/register's).
const publicPages = [
	'/',
	'/?width=205&profile=55&rim=16',
	'product',
	'/vehicle',
	'/terms',
	'/about-us',
	'/account/login',
	'/account/register',
	'/login/admin',
	'/no-such-page',
	'/blogs',
	'/blog/when-to-replace-your-tyres',
	'/services',
	'/services/onsite-fitting',
	'/area-we-serve',
	'/area-we-serve/berwick',
	'/contact',
]
for (const path of publicPages) {
	test(`public page ${path} has no serious or critical axe violations`, async ({ page }, testInfo) => {
		await scanAll(page, testInfo, [path === 'product' ? await productPath(page) : path])
	})
}

test('cart and checkout pages have no serious or critical axe violations', async ({ page }, testInfo) => {
	await addFirstTyreToCart(page)
	await scanAll(page, testInfo, ['/shipping', '/checkout'])
})

// One test an admin page too: ten scans in one test outgrew a hang bound on a slow machine, and
// the workers share them.
const adminPages = ['/day', '/tyres', '/service-areas', '/contact', '/blogs', '/coupons', '/slots', '/outbox', '/settings', '/bookings/new?size=205%2F55R16']
for (const tab of adminPages) {
	test(`admin page /admin${tab} has no serious or critical axe violations`, async ({ page }, testInfo) => {
		// the session only: the scan opens the page itself
		await signInAsAdmin(page)
		await scanAll(page, testInfo, [`/admin${tab}`])
	})
}

/** Presses Tab until `target` has the focus (at most `max` times); fails otherwise. */
async function tabTo(page: Page, target: Locator, max = 120, key: 'Tab' | 'Shift+Tab' = 'Tab') {
	await expect(target).toBeAttached()
	for (let i = 0; i < max; i++) {
		await page.keyboard.press(key)
		if (await target.evaluate((el) => el === document.activeElement, undefined, { timeout: 1000 }).catch(() => false)) return
	}
	throw new Error(`could not reach ${target.toString()} with Tab`)
}

const WEDNESDAY_9AM = '2033-06-14T23:00:00.000Z'

test('keyboard only: search by size, add a tyre to the cart, reach the checkout', async ({ page, context, baseURL }, testInfo) => {
	// The shop's clock is pinned for this browser (the e2e-now cookie, server/app.ts) to a
	// Wednesday 9am that no other journey books on: on the real clock, the first day listed is
	// today, which journeys booking for today can have filled by the time this one runs.
	await context.addCookies([{ name: 'e2e-now', value: WEDNESDAY_9AM, url: baseURL! }])
	await page.goto('/')
	// search by size: the three size selects (typing picks an option), then Search Tyre
	const form = page.locator('.size-search-form').first()
	for (const [label, value] of [
		['Width', '205'],
		['Profile', '55'],
		['Rim', '16'],
	] as const) {
		const select = form.getByLabel(label, { exact: true })
		await tabTo(page, select)
		await page.keyboard.type(value)
		await expect(select).toHaveValue(value)
	}
	await tabTo(page, form.getByRole('button', { name: 'Search Tyre' }), 10)
	await page.keyboard.press('Enter')
	await expect(page).toHaveURL(/width=205&profile=55&rim=16/)

	// a card: choose 2 with the arrow keys (a set of 4 is chosen already), then add
	const card = page
		.getByTestId('results-grid')
		.getByTestId('tyre-card')
		.filter({ has: page.getByRole('radio', { name: /^2 ×/, disabled: false }) })
		.first()
	await expect(card).toBeVisible()
	await tabTo(page, card.getByRole('radio', { checked: true }), 400)
	const two = card.getByRole('radio', { name: /^2 ×/ })
	for (let i = 0; i < 5 && !(await two.isChecked()); i++) await page.keyboard.press('ArrowRight')
	await expect(two).toBeChecked()
	await tabTo(page, card.getByRole('button', { name: /^Add 2 – \$/ }), 10)
	await page.keyboard.press('Enter')
	await expect(page.getByTestId('cart-badge')).toHaveText('2')

	// on to the cart page: the drawer's Proceed button with JavaScript, the header's cart link without
	if (jsEnabled(testInfo)) {
		const proceed = page.getByTestId('cart-drawer').getByRole('link', { name: 'Proceed to Shipping' })
		await expect(proceed).toBeVisible()
		await tabTo(page, proceed, 60)
	} else {
		// the form post reloaded the page at the card: tab back up to the header's cart link
		await tabTo(page, page.getByRole('link', { name: 'Cart, 2 tyres' }), 400, 'Shift+Tab')
	}
	await page.keyboard.press('Enter')
	await expect(page).toHaveURL(/\/shipping/)

	// a fitting day (today, whose morning window has begun), the first open time, then Continue to Checkout
	const today = page.getByRole('list', { name: 'Days' }).getByRole('link').first()
	await expect(today).toHaveAttribute('href', /date=2033-06-15/)
	await tabTo(page, today, 200)
	await page.keyboard.press('Enter')
	await expect(page.locator('.slot-options input[type="radio"][disabled]').first()).toBeAttached()
	const slot = page.locator('.slot-options input[type="radio"]:not([disabled])').first()
	await tabTo(page, slot, 60)
	await page.keyboard.press('Space')
	await expect(slot).toBeChecked()
	await tabTo(page, page.getByRole('button', { name: 'Continue to Checkout' }), 200)
	await page.keyboard.press('Enter')
	await expect(page).toHaveURL(/\/checkout/)
	await expect(page.getByLabel(/first name/i)).toBeVisible()
})
