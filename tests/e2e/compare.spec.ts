import { type Page } from '@playwright/test'
import { expect, expectNoSidewaysScroll, hydrated, jsEnabled, test } from './fixtures'

// Comparing tyres on a phone, JavaScript on and off: tick tyres on the results, compare them side
// by side, add one to the cart from its column; a 4th tick is refused politely; a bad address
// says what it could not find; at 360 px the page never scrolls sideways.

test.use({ viewport: { width: 390, height: 844 } })

const badge = (page: Page) => page.getByTestId('cart-badge')

/** Cards of the results that can be bought 4 at a time. */
function buyableCards(page: Page) {
	return page
		.getByTestId('results-grid')
		.getByTestId('tyre-card')
		.filter({ has: page.getByRole('button', { name: /^Add 4 – \$/ }) })
}

test('tick three tyres, compare them side by side, add one from its column', async ({ page }, testInfo) => {
	await page.goto('/?width=205&profile=55&rim=16')
	const cards = buyableCards(page)
	const slugs: string[] = []
	for (let i = 0; i < 3; i++) {
		const card = cards.nth(i)
		slugs.push((await card.getAttribute('data-slug'))!)
		await card.getByTestId('compare-tick').check()
	}
	const bar = page.getByTestId('compare-bar')
	await expect(bar).toBeVisible()
	const fourth = cards.nth(3).getByTestId('compare-tick')
	if (jsEnabled(testInfo)) {
		// a 4th tick is refused: the others are disabled, and the bar says why
		await expect(fourth).toBeDisabled()
		await expect(bar).toContainText('You can compare up to 3 tyres. Untick one to choose another.')
		await expect(bar.getByRole('button', { name: 'Compare (3)' })).toBeEnabled()
		await bar.getByRole('button', { name: 'Compare (3)' }).click()
	} else {
		// without JavaScript the 4th can be ticked; the compare page shows the first 3 and says so
		await fourth.check()
		await bar.getByRole('button', { name: /^Compare/ }).click()
	}

	await expect(page).toHaveURL(/\/compare\?/)
	await expect(page.getByRole('heading', { level: 1, name: 'Compare tyres' })).toBeVisible()
	// the compare form is a plain GET form: the browser loaded /compare itself
	await hydrated(page, testInfo)
	if (!jsEnabled(testInfo)) await expect(page.getByTestId('compare-notices')).toContainText('You can compare up to 3 tyres at a time, so the first 3 you ticked are shown.')
	else await expect(page.getByTestId('compare-notices')).toHaveCount(0)
	const table = page.getByTestId('compare-table')
	await expect(table.getByTestId('compare-column')).toHaveCount(3)
	for (const label of ['Price for 4', 'Load/speed', 'Type', 'Stock']) await expect(table.getByRole('rowheader', { name: label })).toBeVisible()
	const priceRow = table.locator('tr[data-row="price"] td')
	await expect(priceRow.first()).toContainText(/\$[\d,]+\.\d\d for 4/)
	// each column links to its tyre
	for (const slug of slugs) await expect(table.locator(`a[href="/product/${slug}"]`).first()).toBeVisible()
	await expectNoSidewaysScroll(page, '/compare at 390 px')

	// add the second tyre from its column, as the card would: 4 of it
	await expect(badge(page)).toHaveText('0')
	const add = table.locator('.compare-add').nth(1).getByRole('button', { name: /^Add 4 – \$/ })
	await add.click()
	await expect(badge(page)).toHaveText('4')
	if (jsEnabled(testInfo)) {
		await expect(page.getByTestId('cart-drawer')).toBeVisible()
		await expect(page.getByTestId('cart-drawer').getByTestId('cart-line')).toHaveCount(1)
		await page.getByTestId('cart-drawer').getByRole('button', { name: 'Close cart' }).click()
	} else {
		await expect(page.getByTestId('toast')).toContainText('Added to cart')
		await expect(page).toHaveURL(/\/compare\?/)
	}
	await expect(table.locator('.compare-add').nth(1).getByRole('button', { name: 'Already in Cart' })).toBeDisabled()
	await expect(table.getByTestId('compare-column')).toHaveCount(3)
})

test('from a product page: this tyre is ticked, tick one like it and compare', async ({ page }, testInfo) => {
	await page.goto('/?width=205&profile=55&rim=16')
	const slug = (await buyableCards(page).first().getAttribute('data-slug'))!
	await page.goto(`/product/${slug}`)
	const section = page.getByTestId('product-compare')
	await expect(section.getByTestId('compare-tick').first()).toBeChecked()
	if (jsEnabled(testInfo)) await expect(section.getByRole('button', { name: 'Compare (1)' })).toBeDisabled()
	await section.getByTestId('compare-tick').nth(1).check()
	await section.getByRole('button', { name: jsEnabled(testInfo) ? 'Compare (2)' : /^Compare/ }).click()
	await expect(page).toHaveURL(/\/compare\?/)
	await expect(page.getByTestId('compare-column')).toHaveCount(2)
	await expect(page.getByTestId('compare-column').first()).toContainText(/./)
	await expect(page.locator(`[data-testid="compare-column"] a[href="/product/${slug}"]`)).toBeVisible()
	// Remove leaves the other tyre
	await page.getByTestId('compare-column').nth(1).getByRole('link', { name: /^Remove/ }).click()
	await expect(page.getByTestId('compare-column')).toHaveCount(1)
})

test('a bad or missing tyre in the address is named, never an error page', async ({ page }) => {
	const answer = await page.goto('/compare?ids=abc,987654321')
	expect(answer?.status()).toBe(404)
	await expect(page.getByTestId('compare-notices')).toContainText('We could not find tyres abc, 987654321')
	await expect(page.getByRole('link', { name: 'Search by size' }).last()).toBeVisible()

	const search = await (await page.request.get('/api/tyreall/search?width=205&profile=55&rim=16&limit=5')).json()
	const id = search.tyres[0]._id as number
	const partly = await page.goto(`/compare?ids=${id},987654321`)
	expect(partly?.status()).toBe(200)
	await expect(page.getByTestId('compare-column')).toHaveCount(1)
	await expect(page.getByTestId('compare-notices')).toContainText('We could not find tyre 987654321')
	await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', 'noindex')
})

test.describe('at 360 px', () => {
	test.use({ viewport: { width: 360, height: 740 } })

	test('three tyres side by side swipe inside their box, two fit; the page never scrolls sideways', async ({ page }) => {
		const search = await (await page.request.get('/api/tyreall/search?width=205&profile=55&rim=16&limit=5')).json()
		const ids = (search.tyres as { _id: number }[]).slice(0, 3).map((t) => t._id)
		await page.goto(`/compare?ids=${ids.join(',')}`)
		await expect(page.getByTestId('compare-column')).toHaveCount(3)
		await expectNoSidewaysScroll(page, '/compare at 360 px')
		const box = page.getByTestId('compare-table')
		const widths = await box.evaluate((el) => ({ scroll: el.scrollWidth, client: el.clientWidth }))
		expect(widths.scroll).toBeGreaterThan(widths.client)
		// the labels stay in view when the tyres are swiped
		await box.evaluate((el) => el.scrollTo({ left: el.scrollWidth }))
		await expect(box.getByRole('rowheader', { name: 'Load/speed' })).toBeInViewport()

		// two tyres fit side by side without a swipe
		await page.goto(`/compare?ids=${ids.slice(0, 2).join(',')}`)
		await expect(page.getByTestId('compare-column')).toHaveCount(2)
		await expectNoSidewaysScroll(page, '/compare of two at 360 px')
		const two = await page.getByTestId('compare-table').evaluate((el) => el.scrollWidth - el.clientWidth)
		expect(two).toBeLessThanOrEqual(0)
	})
})
