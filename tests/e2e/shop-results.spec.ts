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

test('a plate search lands on its results, the car named and the size form filled in', async ({ page }) => {
	await page.goto('/vehicle?rego=S208CMR&state=SA')
	await page.getByRole('link', { name: 'Show front and rear tyres' }).click()
	const heading = page.getByTestId('results-heading')
	await expect(heading).toHaveText('Tyres for your 2016 Lexus IS (225/40R18 front, 255/35R18 rear)')
	await expect(heading).toBeInViewport()
	await expect(page.locator('#hero-width')).toHaveValue('225')
	await expect(page.locator('#hero-profile')).toHaveValue('40')
	await expect(page.locator('#hero-rim')).toHaveValue('18')

	await page.goto('/vehicle?rego=XTP662&state=VIC')
	await page.getByRole('link', { name: /^Show \d+ tyres?$/ }).first().click()
	await expect(heading).toHaveText(/^Tyres for your 2017 Volkswagen Golf \(\d{3}\/\d{2}R\d{2}\)$/)
	await expect(heading).toBeInViewport()
	await expect(page.locator('#hero-width')).not.toHaveValue('')
})

test('a size search from the hero lands on its results', async ({ page }) => {
	await page.goto('/')
	await page.locator('#hero-width').selectOption('205')
	await page.locator('#hero-profile').selectOption('55')
	await page.locator('#hero-rim').selectOption('16')
	await page.getByRole('button', { name: 'Search Tyre' }).click()
	const heading = page.getByTestId('results-heading')
	await expect(heading).toHaveText('Tyres in 205/55R16')
	await expect(heading).toBeInViewport()
})

test('a card short of stock prices what its button adds', async ({ page }) => {
	await page.goto('/?width=185&profile=65&rim=15')
	const card = grid(page).getByTestId('tyre-card').filter({ hasText: 'Fera Primus' }).first()
	await expect(card.locator('.tyre-card-stock')).toHaveText(/^1 /)
	const price = (await card.locator('.tyre-card-price strong').textContent())!
	await expect(card.locator('.tyre-card-price')).toContainText('each, Price for 1')
	await expect(card.getByRole('button', { name: /^Add 1 – / })).toHaveAccessibleName(`Add 1 – ${price}`)
})

test('scrolling down the results: the header and summary give the cards the screen; the back-to-top button never covers a button', async ({ page }, testInfo) => {
	// without JavaScript the header stays, and the summary is one short line under it
	const share = jsEnabled(testInfo) ? 0.1 : 0.15
	await page.goto('/?width=205&profile=55&rim=16#results')
	await expect(grid(page)).toBeVisible()
	for (let step = 0; step < 8; step++) {
		await page.mouse.wheel(0, 350)
		// the sticky summary and the header together take less than a tenth of the screen
		await expect
			.poll(() =>
				page.evaluate(() => {
					const bar = document.querySelector('[data-testid="sticky-bar"]')!.getBoundingClientRect()
					const header = document.querySelector('.site-header')!.getBoundingClientRect()
					return Math.max(bar.bottom, header.bottom) / window.innerHeight
				}),
			)
			.toBeLessThan(share)
		// polled: the button steps aside once the scroll has settled (a frame or two later)
		const covered = () => page.evaluate(() => {
			const button = document.querySelector<HTMLElement>('[data-testid="scroll-to-top"]')
			if (!button || getComputedStyle(button).visibility === 'hidden') return null
			const box = button.getBoundingClientRect()
			for (const [x, y] of [
				[box.left + 2, box.top + 2],
				[box.right - 2, box.bottom - 2],
				[box.left + box.width / 2, box.top + box.height / 2],
				[box.left + 2, box.bottom - 2],
				[box.right - 2, box.top + 2],
			] as const) {
				for (const under of document.elementsFromPoint(x, y)) {
					if (under === button || button.contains(under)) continue
					const tappable = under.closest('a, button, input, select, label')
					if (tappable) return tappable.textContent
				}
			}
			return null
		})
		await expect.poll(covered, { message: 'the back-to-top button covers a control' }).toBeNull()
	}
	if (!jsEnabled(testInfo)) {
		await expect(page.getByTestId('scroll-to-top')).toHaveCount(0)
		return
	}
	// scrolling up brings the header back
	await page.mouse.wheel(0, -300)
	await expect.poll(() => page.evaluate(() => document.querySelector('.site-header')!.getBoundingClientRect().top)).toBe(0)
})

test('trust where customers decide: the rating and a review in the hero and on the product page; a card shows its warranty', async ({ page }) => {
	await page.goto('/')
	const hero = page.locator('.hero').getByTestId('trust')
	// the demo shop's figures, or those another journey saved in Settings (one database)
	await expect(hero).toContainText(/Rated \d\.\d stars from \d+ Google reviews/)
	await expect(hero.locator('.trust-rating a')).toHaveAttribute('href', /^https:\/\/(www|search)\.google\.com\//)
	await expect(hero.locator('.trust-quote')).toHaveCount(1)
	await expect(hero.locator('.trust-quote').first()).toContainText('Priya S., 14 Mar 2026')

	await page.goto('/?width=205&profile=55&rim=16')
	const withWarranty = grid(page).getByTestId('tyre-card').filter({ has: page.locator('.tyre-card-warranty') }).first()
	await expect(withWarranty.locator('.tyre-card-warranty')).toHaveText(/^\d{1,3}(,\d{3})* km warranty$/)
	const slug = await grid(page).getByTestId('tyre-card').first().getAttribute('data-slug')
	await page.goto(`/product/${slug}`)
	const product = page.getByTestId('trust')
	await expect(product).toContainText(/Rated \d\.\d stars/)
	await expect(product.locator('.trust-quote')).toHaveCount(3)
})
