import { type Page } from '@playwright/test'
import { byReact, expect, jsEnabled, test } from './fixtures'

// The result cards a results page is served with are not hydrated (app/ui/search/served-cards.tsx):
// React takes a card over only when it must show something else (an add, a cart change). These
// journeys check that, and that a taken-over card keeps what the customer had chosen.

const RESULTS = '/?width=205&profile=55&rim=16'
const drawer = (page: Page) => page.getByTestId('cart-drawer')
const cards = (page: Page) => page.getByTestId('results-grid').getByTestId('tyre-card')

/** The first served card that can be bought one at a time. */
async function cardForOne(page: Page) {
	const card = cards(page).filter({ has: page.getByRole('radio', { name: /^1 ×/, disabled: false }) }).first()
	await expect(card).toBeVisible()
	return card
}

test('served cards are never hydrated; an add takes its card over with the quantity and tick chosen', async ({ page }, testInfo) => {
	await page.goto(RESULTS)
	await expect(cards(page).first()).toBeVisible()
	if (!jsEnabled(testInfo)) {
		// the same markup posts to /cart and comes back to the results
		const card = await cardForOne(page)
		await card.getByRole('radio', { name: /^1 ×/ }).check()
		await card.getByRole('button', { name: /^Add 1 – \$/ }).click()
		await expect(page.getByTestId('toast')).toContainText('Added to cart')
		await expect(page.getByTestId('cart-badge')).toHaveText('1')
		return
	}
	// the page around them is React's, the cards' markup is not
	expect(await byReact(page.getByTestId('results-heading'))).toBe(true)
	const slug = await (await cardForOne(page)).getAttribute('data-slug')
	const card = cards(page).and(page.locator(`[data-slug="${slug}"]`))
	expect(await byReact(card.locator('form.tyre-card-form'))).toBe(false)

	await card.getByRole('checkbox', { name: /^Compare/ }).check()
	await card.getByRole('radio', { name: /^1 ×/ }).check()
	await card.getByRole('button', { name: /^Add 1 – \$/ }).click()
	await expect(drawer(page)).toBeVisible()
	await expect(drawer(page).getByTestId('cart-line')).toHaveCount(1)
	await expect(page.getByTestId('cart-badge')).toHaveText('1')
	await drawer(page).getByRole('button', { name: 'Close cart' }).click()

	await expect(card.getByRole('button', { name: 'Already in Cart' })).toBeDisabled()
	expect(await byReact(card.locator('form.tyre-card-form'))).toBe(true)
	await expect(card.getByRole('radio', { name: /^1 ×/ })).toBeChecked()
	await expect(card.getByRole('checkbox', { name: /^Compare/ })).toBeChecked()
	await expect(page.getByTestId('compare-bar').getByRole('button', { name: 'Compare (1)' })).toBeVisible()
	// the other cards are still the served markup
	expect(await byReact(cards(page).last().locator('form.tyre-card-form'))).toBe(false)
})

test('a served card that says Already in Cart offers the add again once the drawer removes the tyre', async ({ page }, testInfo) => {
	await page.goto(RESULTS)
	// without JavaScript there is no drawer (the cart page is /shipping): cart.spec.ts covers it
	if (!jsEnabled(testInfo)) return expect(cards(page).first()).toBeVisible()
	const card = await cardForOne(page)
	const slug = await card.getAttribute('data-slug')
	await card.getByRole('radio', { name: /^1 ×/ }).check()
	await card.getByRole('button', { name: /^Add 1 – \$/ }).click()
	await expect(drawer(page)).toBeVisible()

	// served again: the card's markup says Already in Cart, and React does not hold it
	await page.goto(RESULTS)
	const served = cards(page).and(page.locator(`[data-slug="${slug}"]`))
	await expect(served.getByRole('button', { name: 'Already in Cart' })).toBeDisabled()
	expect(await byReact(served.locator('form.tyre-card-form'))).toBe(false)

	page.on('dialog', (dialog) => void dialog.accept())
	await page.getByRole('button', { name: /^Cart, / }).click()
	await drawer(page).getByTestId('cart-line').getByRole('button', { name: 'Remove' }).click()
	await expect(drawer(page)).toContainText('Your cart is empty.')
	await expect(served.getByRole('button', { name: /^Add \d – \$/ })).toBeEnabled()
	await expect(served.getByRole('radio', { name: /^1 ×/ })).toBeEnabled()
})

test('results asked for after the page loaded are rendered cards: another search and the next page', async ({ page }, testInfo) => {
	// every tyre that is not a runflat: more than one page
	await page.goto('/?runflat=no')
	// without JavaScript every page is served: the catalogue journeys page through them
	if (!jsEnabled(testInfo)) return expect(page.getByRole('link', { name: 'Next page' })).toBeVisible()
	await expect(cards(page)).toHaveCount(50)
	await page.getByRole('button', { name: 'Load more tyres' }).click()
	await expect(cards(page)).toHaveCount(100)
	expect(await byReact(cards(page).nth(50).locator('form').first())).toBe(true)
	expect(await byReact(cards(page).first().locator('form').first())).toBe(false)

	// a filter is a client navigation to another search: its cards are React's, and they add
	await page.getByRole('form', { name: 'Filter tyres' }).getByLabel('Sort by').selectOption('stock')
	await expect(page).toHaveURL(/sort=stock/)
	// the URL moves first; the new cards render just after it
	await expect.poll(() => byReact(cards(page).first().locator('form').first())).toBe(true)
	await expect(cards(page)).toHaveCount(50)
	const card = await cardForOne(page)
	await card.getByRole('radio', { name: /^1 ×/ }).check()
	await card.getByRole('button', { name: /^Add 1 – \$/ }).click()
	await expect(drawer(page)).toBeVisible()
})

test('the recommended tyres are served too: an add takes its card over, and Refresh renders the next picks', async ({ page }, testInfo) => {
	await page.goto('/')
	const grid = page.getByTestId('recommended-grid')
	const picks = grid.getByTestId('tyre-card')
	const buyable = picks.filter({ has: page.getByRole('radio', { name: /^1 ×/, disabled: false }) }).first()
	await expect(buyable).toBeVisible()
	const card = picks.and(page.locator(`[data-slug="${await buyable.getAttribute('data-slug')}"]`))
	await card.getByRole('radio', { name: /^1 ×/ }).check()
	await card.getByRole('button', { name: /^Add 1 – \$/ }).click()
	if (!jsEnabled(testInfo)) {
		// the same markup posts to /cart and comes back to the picks
		await expect(page.getByTestId('toast')).toContainText('Added to cart')
		await expect(page).toHaveURL(/#recommended$/)
		return
	}
	await expect(drawer(page)).toBeVisible()
	await expect(drawer(page).getByTestId('cart-line')).toHaveCount(1)
	await drawer(page).getByRole('button', { name: 'Close cart' }).click()
	await expect(card.getByRole('button', { name: 'Already in Cart' })).toBeDisabled()
	expect(await byReact(card.locator('form.tyre-card-form'))).toBe(true)
	// the section around the picks is React's; the picks nobody used are still the served markup
	expect(await byReact(page.getByTestId('recommended-refresh'))).toBe(true)
	const untouched = picks.filter({ hasNot: page.getByRole('button', { name: 'Already in Cart' }) }).last()
	expect(await byReact(untouched.locator('form.tyre-card-form'))).toBe(false)

	const before = await picks.evaluateAll((els) => els.map((el) => el.getAttribute('data-slug')))
	await page.getByTestId('recommended-refresh').click()
	await expect.poll(() => picks.evaluateAll((els) => els.map((el) => el.getAttribute('data-slug')))).not.toEqual(before)
	expect(await byReact(picks.first().locator('form.tyre-card-form'))).toBe(true)
})
