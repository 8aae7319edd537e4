import type { Page } from '@playwright/test'
import { byReact, expect, expectSameDocument, jsEnabled, markDocument, test } from './fixtures'

test.describe('header and footer', () => {
	test('header shows logo, nav with services, phone and cart badge; the current route is highlighted', async ({ page }, testInfo) => {
		await page.goto('/about-us')
		const header = page.locator('header.site-header')
		await expect(header.getByRole('link', { name: /home$/i }).first()).toBeVisible()
		const nav = page.getByRole('navigation', { name: 'Main' })
		for (const name of ['Home', 'Services', 'About us', 'Areas we serve', 'Blog']) {
			await expect(nav.getByRole('link', { name, exact: true })).toBeVisible()
		}
		await expect(nav.getByRole('link', { name: 'About us', exact: true })).toHaveClass(/active/)
		await expect(nav.getByRole('link', { name: 'About us', exact: true })).toHaveAttribute('aria-current', 'page')
		await expect(nav.getByRole('link', { name: 'Home', exact: true })).not.toHaveClass(/active/)
		await expect(nav.getByRole('link', { name: 'Home', exact: true })).not.toHaveAttribute('aria-current')
		await expect(header.locator('a[href^="tel:"]')).toBeVisible()
		await expect(page.getByTestId('cart-badge')).toHaveText('0')

		// The Services dropdown opens on hover or keyboard focus, with or without JavaScript.
		await nav.getByRole('link', { name: 'Services', exact: true }).hover()
		await expect(nav.getByRole('link', { name: 'Wheel Balancing' })).toBeVisible()

		// a service page marks Services and its own link; with JavaScript the move stays in the page
		const js = jsEnabled(testInfo)
		if (js) {
			await expect(page.locator('html[data-hydrated]')).toHaveCount(1)
			// the menu's list is served markup: React holds the list, not each link
			expect(await byReact(nav.getByRole('list').first())).toBe(true)
			expect(await byReact(nav.getByRole('link', { name: 'About us', exact: true }))).toBe(false)
			await markDocument(page, testInfo)
		}
		await nav.getByRole('link', { name: 'Wheel Balancing' }).click()
		await expect(page).toHaveURL(/\/services\/wheel-balancing$/)
		await expect(nav.getByRole('link', { name: 'Services', exact: true })).toHaveClass(/active/)
		await nav.getByRole('link', { name: 'Services', exact: true }).hover()
		await expect(nav.getByRole('link', { name: 'Wheel Balancing' })).toHaveAttribute('aria-current', 'page')
		await expect(nav.getByRole('link', { name: 'About us', exact: true })).not.toHaveClass(/active/)
		await header.getByRole('link', { name: /home$/i }).first().click()
		await expect(page).toHaveURL(/\/$/)
		await expect(nav.getByRole('link', { name: 'Home', exact: true })).toHaveClass(/active/)
		await expectSameDocument(page, testInfo)
	})

	test('footer lists links, contact e-mail, served suburbs, privacy and terms', async ({ page }, testInfo) => {
		await page.goto('/')
		const footer = page.locator('footer.site-footer')
		await expect(footer.locator('a[href^="mailto:"]')).toBeVisible()
		const suburbs = page.getByTestId('footer-suburbs')
		for (const suburb of ['Glen Waverley', 'Clayton', 'Dandenong', 'Frankston', 'Berwick']) {
			await expect(suburbs.getByText(suburb, { exact: true })).toBeVisible()
		}
		const js = jsEnabled(testInfo)
		// with JavaScript the footer's plain links move within the app: the page is not loaded again
		await markDocument(page, testInfo)
		await footer.getByRole('link', { name: 'Privacy Policy' }).first().click()
		await expect(page).toHaveURL(/\/privacy$/)
		await expect(page.getByRole('heading', { level: 1, name: 'Privacy Policy' })).toBeVisible()
		if (js) {
			await expectSameDocument(page, testInfo)
			// the footer goes on working after the move: another of its links, then back
			await footer.getByRole('link', { name: 'Terms and Conditions' }).first().click()
			await expect(page.getByRole('heading', { level: 1, name: /Terms/ })).toBeVisible()
			await page.goBack()
			await expect(page).toHaveURL(/\/privacy$/)
			await expectSameDocument(page, testInfo)
		}
	})

	test("the footer's year is the shop's, and stays so once the page has hydrated", async ({ page, context, baseURL }) => {
		// just after midnight on New Year's Day 2032 where the shop is (its clock pinned for this
		// context's requests), while the phone's own clock still says 2027
		await context.addCookies([{ name: 'e2e-now', value: '2031-12-31T14:00:00.000Z', url: baseURL! }])
		await page.clock.setFixedTime(new Date('2027-06-01T00:00:00.000Z'))
		await page.goto('/about-us')
		await expect(page.locator('footer.site-footer')).toContainText('© 2032 ')
	})
})

test.describe('mobile menu', () => {
	test.use({ viewport: { width: 375, height: 740 } })

	test('opens and closes on a phone', async ({ page }, testInfo) => {
		await page.goto('/')
		const nav = page.getByRole('navigation', { name: 'Main' })
		await expect(nav).toBeHidden()
		if (jsEnabled(testInfo)) {
			const toggle = page.getByRole('button', { name: 'Open menu' })
			await expect(toggle).toHaveAttribute('aria-expanded', 'false')
			await toggle.click()
			await expect(nav).toBeVisible()
			await expect(page.getByRole('button', { name: 'Close menu' })).toHaveAttribute('aria-expanded', 'true')
			await nav.getByRole('link', { name: 'About us' }).click()
			await expect(page).toHaveURL(/\/about-us$/)
			await expect(nav).toBeHidden()
		} else {
			await page.getByRole('link', { name: 'Open menu' }).click()
			await expect(nav).toBeVisible()
			await expect(nav.getByRole('link', { name: 'Tyre Recycling' })).toBeVisible()
			await nav.getByRole('link', { name: 'Close menu' }).click()
			await expect(nav).toBeHidden()
		}
	})
})

test.describe('static pages', () => {
	test('terms state the fees, currency, payment methods and governing law', async ({ page }) => {
		await page.goto('/terms')
		await expect(page).toHaveTitle(/^Terms and Conditions \| /)
		await expect(page.getByRole('heading', { level: 1, name: 'Terms and Conditions' })).toBeVisible()
		const body = page.locator('article')
		await expect(body).toContainText('cancellation fee of $60')
		await expect(body).toContainText('failed-attendance fee of $99')
		await expect(body).toContainText('Australian dollars (AUD)')
		await expect(body).toContainText('Visa, MasterCard, American Express, Zip and Afterpay')
		await expect(body).toContainText('Shipping and processing fees are non-refundable')
		await expect(body).toContainText('laws of Victoria')
	})

	test('about us and privacy pages render with their titles', async ({ page }) => {
		await page.goto('/about-us')
		await expect(page).toHaveTitle(/^About Us \| /)
		await expect(page.getByRole('heading', { level: 1, name: 'About Us' })).toBeVisible()
		await expect(page.getByRole('heading', { name: 'How it works' })).toBeVisible()
		await page.goto('/privacy')
		await expect(page.getByRole('heading', { name: 'What we collect' })).toBeVisible()
	})

	test('an unknown path shows Home with status 404', async ({ page }) => {
		const response = await page.goto('/no-such-page/here')
		expect(response?.status()).toBe(404)
		await expect(page.locator('#hero-heading')).toBeVisible()
		await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', 'noindex')
	})
})

/**
 * Moves a paused clock in 50 ms steps until the page (with its lazy parts) is hydrated: the
 * splash's 2 s start then, so at most one step of them has passed when this returns.
 */
async function hydrateOnPausedClock(page: Page) {
	for (let step = 0; step < 400; step++) {
		if (await page.evaluate(() => document.documentElement.dataset.hydrated === 'true')) return
		await page.clock.runFor(50)
	}
	throw new Error('the page did not hydrate within 20 s of its clock')
}

test.describe('splash', () => {
	test('shows once per session with JavaScript, never without', async ({ page }, testInfo) => {
		await page.addInitScript(() => {
			if (!sessionStorage.getItem('splash-test-keep')) {
				sessionStorage.setItem('splash-test-keep', '1')
				sessionStorage.removeItem('splash-shown')
			}
		})
		// The splash's 2 s run on Playwright's clock, paused: however slowly this machine loads and
		// hydrates the page, the splash is still up when it is checked, and goes only when the
		// clock is moved past its 2 s. Its fade (a CSS animation, which runs on the browser's own
		// time) is held still too, through Chromium's animation playback rate.
		if (jsEnabled(testInfo)) {
			const cdp = await page.context().newCDPSession(page)
			await cdp.send('Animation.enable')
			await cdp.send('Animation.setPlaybackRate', { playbackRate: 0 })
		}
		await page.clock.install({ time: new Date('2026-03-02T10:00:00+10:30') })
		await page.clock.pauseAt(new Date('2026-03-02T10:00:01+10:30'))
		// the frame's own goto: the page's waits for hydration, which here only the moved clock lets happen
		await page.mainFrame().goto('/')
		// The page itself is always in the document, for crawlers and no-JS visitors.
		await expect(page.locator('#hero-heading')).toBeAttached()
		if (jsEnabled(testInfo)) {
			await hydrateOnPausedClock(page)
			await expect(page.getByTestId('splash')).toBeVisible()
			await page.clock.runFor(1800)
			await expect(page.getByTestId('splash')).toBeVisible()
			await page.clock.runFor(400)
			await expect(page.getByTestId('splash')).toBeHidden()
			await page.reload()
			await hydrateOnPausedClock(page)
			await expect(page.locator('#hero-heading')).toBeVisible()
			await page.clock.runFor(2500)
			await expect(page.getByTestId('splash')).toHaveCount(0)
		} else {
			await expect(page.getByTestId('splash')).toHaveCount(0)
			await expect(page.locator('#hero-heading')).toBeVisible()
		}
	})
})

test('pages carry a nonce CSP and the usual security headers', async ({ request }) => {
	const response = await request.get('/')
	const headers = response.headers()
	expect(headers['content-security-policy']).toMatch(/script-src 'self' 'nonce-[A-Za-z0-9+/=]+'/)
	expect(headers['x-content-type-options']).toBe('nosniff')
	expect(headers['x-frame-options']).toBe('DENY')
	expect(headers['referrer-policy']).toBe('strict-origin-when-cross-origin')
	expect(headers['x-powered-by']).toBeUndefined()
	const health = await request.get('/healthz')
	expect(await health.json()).toEqual({ status: 'ok' })
})

// without JavaScript no page loads any code
test("a customer's page loads none of the admin's code @js-only", async ({ page }) => {
	const scripts: Promise<string>[] = []
	page.on('response', (response) => {
		if (response.request().resourceType() === 'script') scripts.push(response.text())
	})
	await page.goto('/')
	await expect(page.locator('html[data-hydrated]')).toHaveCount(1)
	const loaded = await Promise.all(scripts)
	expect(loaded.length).toBeGreaterThan(3)
	// the admin's header says this; no customer page does
	expect(loaded.filter((code) => code.includes('Admin dashboard'))).toEqual([])
})
