import { type Locator, type Page } from '@playwright/test'
import { expect, jsEnabled, test } from './fixtures'

// Cart journeys. Every test has its own browser context, so its own cart.

const badge = (page: Page) => page.getByTestId('cart-badge')
const drawer = (page: Page) => page.getByTestId('cart-drawer')

/** The first result card that can be bought `quantity` at a time. */
async function buyableCard(page: Page, quantity: number): Promise<Locator> {
	const grid = page.getByTestId('results-grid')
	const card = grid.getByTestId('tyre-card').filter({ has: page.getByRole('radio', { name: new RegExp(`^${quantity} ×`), disabled: false }) }).first()
	await expect(card).toBeVisible()
	return card
}

async function addFromCard(page: Page, card: Locator, quantity: number) {
	await card.getByRole('radio', { name: new RegExp(`^${quantity} ×`) }).check()
	await card.getByRole('button', { name: new RegExp(`^Add ${quantity} – \\$`) }).click()
}

test('add to cart from a card: the badge counts the tyres and the card says Already in Cart', async ({ page }, testInfo) => {
	await page.goto('/?width=205&profile=55&rim=16')
	await expect(badge(page)).toHaveText('0')
	const card = await buyableCard(page, 4)
	const slug = await card.getAttribute('data-slug')
	// a set of 4 is chosen already: the button names it with its total (4 × the card's Price for 4)
	const each = Number((await card.locator('.tyre-card-price strong').textContent())!.replace(/[$,]/g, ''))
	await expect(card.getByRole('radio', { name: /^4 ×/ })).toBeChecked()
	await expect(card.getByRole('button', { name: /^Add 4 – / })).toHaveAccessibleName(`Add 4 – $${(each * 4).toLocaleString('en-AU', { minimumFractionDigits: 2 })}`)
	await addFromCard(page, card, 4)
	await expect(badge(page)).toHaveText('4')
	if (jsEnabled(testInfo)) {
		// spec §2: after adding, the cart drawer opens
		await expect(drawer(page)).toBeVisible()
		await expect(drawer(page).getByTestId('cart-line')).toHaveCount(1)
		await expect(drawer(page).getByTestId('cart-line')).toContainText('205/55R16')
		await drawer(page).getByRole('button', { name: 'Close cart' }).click()
		await expect(drawer(page)).toBeHidden()
	} else {
		await expect(page.getByTestId('toast')).toContainText('Added to cart')
		await expect(page).toHaveURL(/width=205&profile=55&rim=16/)
	}
	const same = page.getByTestId('results-grid').locator(`[data-slug="${slug}"]`)
	await expect(same.getByRole('button', { name: 'Already in Cart' })).toBeDisabled()
})

test('cart changes: quantity, remove (confirmed) and clear (confirmed); the badge follows', async ({ page }, testInfo) => {
	await page.goto('/?width=225&profile=45&rim=17')
	await addFromCard(page, await buyableCard(page, 2), 2)
	await expect(badge(page)).toHaveText('2')
	if (jsEnabled(testInfo)) await drawer(page).getByRole('button', { name: 'Close cart' }).click()
	const second = page.getByTestId('results-grid').getByTestId('tyre-card').filter({ has: page.getByRole('button', { name: /^Add \d – / }) }).filter({ has: page.getByRole('radio', { name: /^1 ×/, disabled: false }) }).first()
	await addFromCard(page, second, 1)
	await expect(badge(page)).toHaveText('3')

	if (jsEnabled(testInfo)) {
		const dialogs: string[] = []
		page.on('dialog', (dialog) => {
			dialogs.push(dialog.message())
			void dialog.accept()
		})
		const lines = drawer(page).getByTestId('cart-line')
		await expect(lines).toHaveCount(2)
		const total = drawer(page).getByTestId('cart-total')
		const before = await total.textContent()
		await lines.first().getByRole('combobox').selectOption('1')
		await expect(badge(page)).toHaveText('2')
		await expect(total).not.toHaveText(before!)
		await lines.first().getByRole('button', { name: 'Remove' }).click()
		await expect(lines).toHaveCount(1)
		await expect(badge(page)).toHaveText('1')
		await drawer(page).getByRole('button', { name: 'Clear Cart' }).click()
		await expect(drawer(page)).toContainText('Your cart is empty.')
		await expect(badge(page)).toHaveText('0')
		await expect(drawer(page).getByRole('button', { name: 'Proceed to Shipping' })).toBeDisabled()
		await expect(drawer(page).getByRole('button', { name: 'Clear Cart' })).toBeDisabled()
		expect(dialogs).toEqual(['Remove this item from cart?', 'Are you sure you want to clear the cart?'])
	} else {
		// Without JavaScript every cart change is a form post to /cart (the cart page is /shipping).
		const cart = await (await page.request.get('/api/cart')).json()
		expect(cart.items).toHaveLength(2)
		const [first, next] = cart.items as { lineId: number }[]
		let answer = await page.request.post('/cart', { form: { intent: 'set-quantity', lineId: String(first!.lineId), quantity: '1', redirectTo: '/' }, maxRedirects: 0 })
		expect(answer.status()).toBe(303)
		await page.goto('/')
		await expect(badge(page)).toHaveText('2')
		answer = await page.request.post('/cart', { form: { intent: 'remove', lineId: String(next!.lineId), redirectTo: '/' }, maxRedirects: 0 })
		expect(answer.status()).toBe(303)
		await page.goto('/')
		await expect(badge(page)).toHaveText('1')
		await page.request.post('/cart', { form: { intent: 'clear', redirectTo: '/' }, maxRedirects: 0 })
		await page.goto('/')
		await expect(badge(page)).toHaveText('0')
		// the header's cart is a link to the no-JS cart page
		await expect(page.locator('header a.cart-button')).toHaveAttribute('href', '/shipping')
	}
})

test('a staggered result adds its front and rear pair in one step', async ({ page }, testInfo) => {
	await page.goto('/?front_width=225&front_profile=40&front_rim=18&rear_width=255&rear_profile=35&rear_rim=18&side=front')
	const card = page.getByTestId('results-grid').getByTestId('tyre-card').filter({ has: page.getByRole('button', { name: 'Add Front & Rear Pair' }) }).first()
	await card.getByRole('button', { name: 'Add Front & Rear Pair' }).click()
	await expect(badge(page)).toHaveText('4')
	if (jsEnabled(testInfo)) {
		const lines = drawer(page).getByTestId('cart-line')
		await expect(lines).toHaveCount(2)
		await expect(lines.nth(0)).toContainText('225/40R18')
		await expect(lines.nth(0)).toContainText('Front')
		await expect(lines.nth(1)).toContainText('255/35R18')
		await expect(lines.nth(1)).toContainText('Rear')
	} else {
		await expect(page.getByTestId('toast')).toContainText('Front and rear tyres added to cart')
	}
	await expect(page.getByTestId('results-grid').getByRole('button', { name: 'Pair already in Cart' }).first()).toBeVisible()
})

test('product page: add to cart with the chosen quantity, then Already in Cart', async ({ page }, testInfo) => {
	await page.goto('/?width=215&profile=55&rim=17')
	const card = await buyableCard(page, 3)
	const slug = await card.getAttribute('data-slug')
	await page.goto(`/product/${slug}`)
	await page.locator('.quantity-button').filter({ hasText: /^3/ }).click()
	await page.getByRole('button', { name: 'Add To Cart' }).click()
	await expect(badge(page)).toHaveText('3')
	if (jsEnabled(testInfo)) await expect(drawer(page).getByTestId('cart-line')).toContainText('215/55R17')
	else await expect(page.getByTestId('toast')).toContainText('Added to cart')
	await page.goto(`/product/${slug}`)
	await expect(page.getByRole('button', { name: 'Already in Cart' })).toBeDisabled()
	// the drawer (JS) or the header link (no JS) leads on to shipping
	if (jsEnabled(testInfo)) {
		await page.locator('header').getByRole('button', { name: /^Cart, 3 tyres$/ }).click()
		await expect(drawer(page).getByRole('link', { name: 'Proceed to Shipping' })).toHaveAttribute('href', '/shipping')
	} else {
		await expect(page.locator('header').getByRole('link', { name: /^Cart, 3 tyres$/ })).toHaveAttribute('href', '/shipping')
	}
})

test('fees up front on a phone: the $10 fee under $150 on the product page and in the cart; the booking fees beside the fitting time', async ({ page }, testInfo) => {
	await page.setViewportSize({ width: 390, height: 844 })
	await page.goto('/?width=205&profile=55&rim=16')
	// a tyre in stock whose single price is well under $150 (the card shows the Price for 4)
	const cheap = await page
		.getByTestId('results-grid')
		.getByTestId('tyre-card')
		.evaluateAll((cards) =>
			cards
				.filter((card) => !card.querySelector('.tyre-card-stock.is-out'))
				.map((card) => ({ slug: card.getAttribute('data-slug')!, price: Number(card.querySelector('.tyre-card-price strong')!.textContent!.replace(/[$,]/g, '')) }))
				.find((card) => card.price < 120),
		)
	expect(cheap).toBeDefined()
	await page.goto(`/product/${cheap!.slug}`)
	// a set of 4 is over $150: the rule is said because a smaller quantity would bring the fee
	await expect(page.getByTestId('product-shipping-rule')).toHaveText('Orders under $150 add a $10 shipping fee; from $150 shipping is free.')
	await page.locator('.quantity-button').filter({ hasText: /^1/ }).click()
	if (jsEnabled(testInfo)) await expect(page.getByTestId('product-shipping-notice')).toContainText('A $10 shipping fee applies to orders under $150: add $')
	await page.getByRole('button', { name: 'Add To Cart' }).click()
	await expect(badge(page)).toHaveText('1')
	if (jsEnabled(testInfo)) {
		await expect(drawer(page).getByTestId('cart-shipping-notice')).toContainText('A $10 shipping fee applies to orders under $150')
		await drawer(page).getByRole('link', { name: 'Proceed to Shipping' }).click()
	} else {
		await page.goto('/shipping')
	}
	await expect(page.getByTestId('summary-shipping')).toHaveText('$10.00')
	await expect(page.getByTestId('summary-shipping-notice')).toContainText('A $10 shipping fee applies to orders under $150: add $')
	await expect(page.getByTestId('slot-fee-terms')).toContainText('A $60 cancellation fee applies to a confirmed appointment, and a $99 failed-attendance fee')
})
