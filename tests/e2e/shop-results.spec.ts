import { type Page } from '@playwright/test'
import { expect, jsEnabled, test } from './fixtures'

// A customer on a phone: the staggered pair and its warning, landing on the results, the shop's
// reviews where customers decide, and comparing tyres. JavaScript on and off.

test.use({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true })

const STAGGERED = '/?front_width=225&front_profile=40&front_rim=18&rear_width=255&rear_profile=35&rear_rim=18&side=front'
const badge = (page: Page) => page.getByTestId('cart-badge')
const drawer = (page: Page) => page.getByTestId('cart-drawer')
const grid = (page: Page) => page.getByTestId('results-grid')

test('a staggered car: the pair is the main action; one axle only is warned about in the drawer and on /shipping', async ({ page }, testInfo) => {
	await page.goto(STAGGERED)
	const card = grid(page).getByTestId('tyre-card').filter({ has: page.getByRole('button', { name: /^Add Front & Rear Pair – \$/ }) }).first()
	await expect(card).toBeVisible()
	// the pair comes first and is the primary button; one axle is the second, named as such
	const buttons = card.getByRole('button', { name: /^Add / })
	await expect(buttons.first()).toHaveAccessibleName(/^Add Front & Rear Pair – \$/)
	await expect(buttons.first()).not.toHaveClass(/button-secondary/)
	const frontOnly = card.getByRole('button', { name: /^Add 2 front only – \$/ })
	await expect(frontOnly).toHaveClass(/button-secondary/)

	await frontOnly.click()
	await expect(badge(page)).toHaveText('2')
	const warning = 'Your car also needs 255/35R18 at the rear.'
	if (jsEnabled(testInfo)) {
		await expect(drawer(page).getByTestId('staggered-notice')).toContainText(warning)
		await expect(drawer(page).getByTestId('cart-line')).toContainText('Front')
		await drawer(page).getByRole('button', { name: 'Close cart' }).click()
	}
	await page.goto('/shipping')
	await expect(page.getByTestId('staggered-notice')).toContainText(warning)

	// the notice leads to the rear tyres; with both sizes in the cart it is gone
	await page.getByTestId('staggered-notice').getByRole('link', { name: 'Show those tyres' }).click()
	await expect(page).toHaveURL(/side=rear/)
	const rear = grid(page).getByTestId('tyre-card').filter({ has: page.getByRole('button', { name: /^Add 2 rear only – \$/ }) }).first()
	await rear.getByRole('button', { name: /^Add 2 rear only – \$/ }).click()
	await expect(badge(page)).toHaveText('4')
	if (jsEnabled(testInfo)) {
		await expect(drawer(page).getByTestId('cart-line')).toHaveCount(2)
		await expect(drawer(page).getByTestId('staggered-notice')).toHaveCount(0)
	}
	await page.goto('/shipping')
	await expect(page.getByTestId('cart-line')).toHaveCount(2)
	await expect(page.getByTestId('staggered-notice')).toHaveCount(0)
})
