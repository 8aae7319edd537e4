import { type Page } from '@playwright/test'
import { expect, jsEnabled, test } from './fixtures'
import { chooseSlot, weekFor } from './slots'

// From cart to booking, with JavaScript on and off: search → cart → slot → checkout
// (each validation message once) → order; the service-area and coupon paths. The browser tests
// share one database, so every test books its own day in a later week and its own tyre.


async function addFromSearch(page: Page, quantity: number) {
	await page.goto('/?width=225&profile=45&rim=17')
	const grid = page.getByTestId('results-grid')
	const card = grid
		.getByTestId('tyre-card')
		.filter({ has: page.getByRole('radio', { name: new RegExp(`^${quantity} ×`), disabled: false }) })
		.nth(Math.floor(Math.random() * 4))
	await expect(card).toBeVisible()
	await card.getByRole('radio', { name: new RegExp(`^${quantity} ×`) }).check()
	await card.getByRole('button', { name: new RegExp(`^Add ${quantity} – \\$`) }).click()
	await expect(page.getByTestId('cart-badge')).toHaveText(String(quantity))
}


async function book(page: Page) {
	await page.getByRole('button', { name: /^Book now/ }).click()
}

async function expectMessage(page: Page, message: string) {
	await expect(page.getByText(message, { exact: true }).first()).toBeVisible()
}

test('search → cart → slot → checkout with each message once → order', async ({ page }, testInfo) => {
	await addFromSearch(page, 4)
	await chooseSlot(page, weekFor(testInfo, 0))
	await expect(page.getByRole('heading', { name: 'Checkout' })).toBeVisible()

	await expect(page.getByTestId('booking-progress').locator('[aria-current="step"]')).toHaveText(/Details/)

	// Each of the spec's messages, in its order, as the customer fills the form in.
	await book(page)
	await expectMessage(page, 'Please fill in all contact details.')
	// a summary at the top links to each field, and each field says what it needs beside it
	const summary = page.getByTestId('error-summary')
	await expect(summary.getByRole('link', { name: 'First name' })).toHaveAttribute('href', /^#.*firstName$/)
	await expect(summary.getByRole('link', { name: 'Make' })).toBeVisible()
	await expect(page.getByLabel('First name')).toHaveAccessibleDescription('Enter your first name.')
	await expect(page.getByLabel('Postcode')).toHaveAccessibleDescription('Enter the 4-digit postcode.')
	await expect(page.getByLabel('Model')).toHaveAccessibleDescription('Enter the model, e.g. Corolla.')
	await page.getByLabel('First name').fill('Jane')
	await page.getByLabel('Last name').fill('Citizen')
	await page.getByLabel('Phone').fill('0412 345 678')
	await page.getByLabel('E-mail').fill('jane.e2e@example.com')
	await book(page)
	await expectMessage(page, 'Please enter a valid address.')
	await page.getByLabel('Street address').fill('12 Main Street')
	await page.getByLabel('Suburb', { exact: true }).fill('Clayton')
	await page.getByLabel('Postcode').fill('3168')
	await book(page)
	await expectMessage(page, 'Please fill in your vehicle details.')
	// what was typed is kept
	await expect(page.getByLabel('First name')).toHaveValue('Jane')
	await expect(page.getByLabel('Street address')).toHaveValue('12 Main Street')
	await page.getByLabel('Registration number').fill('ABC123')
	await page.getByLabel('Make').fill('Toyota')
	await page.getByLabel('Model').fill('Corolla')
	// a set of 4 has the four wheels ticked already; one fewer says the spec's message
	for (const name of ['Front left', 'Front right', 'Rear left', 'Rear right']) await expect(page.getByLabel(name)).toBeChecked()
	await page.getByLabel('Rear right').uncheck()
	await book(page)
	await expectMessage(page, 'Please select exactly 4 tyres.')
	await page.getByLabel('Rear right').check()
	if (jsEnabled(testInfo)) {
		// spec §2: more positions than tyres says so at once
		await page.getByLabel('Spare').check()
		await expectMessage(page, 'Exceed From Quantity')
		await page.getByLabel('Spare').uncheck()
	}
	await book(page)
	await expectMessage(page, 'You must accept the Terms & Conditions.')
	await page.getByLabel(/I accept the Terms & Conditions/).check()
	await book(page)

	await expect(page).toHaveURL(/\/order$/)
	await expect(page.getByRole('heading', { name: 'Thank you, Jane! Your booking is confirmed.' })).toBeVisible()
	const reference = await page.getByTestId('order-reference').textContent()
	expect(reference).toMatch(/^BK-[A-Z0-9]{6,}$/)
	await expect(page.getByText('12 Main Street, Clayton 3168')).toBeVisible()
	await expect(page.getByRole('link', { name: 'Booking section' })).toBeVisible()
	await expect(page.getByTestId('cart-badge')).toHaveText('0')
	// the page survives a reload (signed cookie), and Go to Home works
	await page.reload()
	await expect(page.getByTestId('order-reference')).toHaveText(reference!)
	await page.getByRole('link', { name: 'Go to Home' }).click()
	await expect(page).toHaveURL(/\/$/)
})

test('an address outside the service area is refused and can ask to be told', async ({ page }, testInfo) => {
	await addFromSearch(page, 2)
	await chooseSlot(page, weekFor(testInfo, 4))
	await page.getByLabel('First name').fill('Out')
	await page.getByLabel('Last name').fill('Ofarea')
	await page.getByLabel('Phone').fill('0412 345 678')
	await page.getByLabel('E-mail').fill('out.of.area@example.com')
	await page.getByLabel('Street address').fill('1 Bay Road')
	await page.getByLabel('Suburb', { exact: true }).fill('Geelong')
	await page.getByLabel('Postcode').fill('3220')
	// with JavaScript the area is checked as the customer types (spec §4)
	if (jsEnabled(testInfo)) await expect(page.getByTestId('service-outside')).toContainText('Sorry, this area is currently outside our service range.')
	await book(page)
	await expectMessage(page, 'Sorry, we cannot deliver to this address.')
	await page.getByRole('button', { name: 'E-mail me when you cover Geelong' }).click()
	await expect(page.getByTestId('area-notified')).toHaveText('Thanks. We will e-mail out.of.area@example.com when we start covering Geelong.')
	await expect(page).toHaveURL(/\/checkout$/)
})

test('a coupon is refused with a reason, then applied and shown in the totals', async ({ page }, testInfo) => {
	await addFromSearch(page, 4)
	await chooseSlot(page, weekFor(testInfo, 7))
	const coupon = page.getByLabel('Coupon code')
	await coupon.fill('NOT-A-CODE')
	await page.getByRole('button', { name: 'Apply' }).click()
	await expect(page.locator('.field-error, .form-error').filter({ hasText: /coupon/i }).first()).toBeVisible()
	await page.getByLabel('Coupon code').fill('save25')
	await page.getByRole('button', { name: 'Apply' }).click()
	const summary = page.getByRole('complementary').or(page.locator('.order-summary')).first()
	await expect(summary).toContainText('SAVE25')
	await expect(summary).toContainText('-$25.00')
	await page.getByRole('button', { name: /Remove/ }).first().click()
	await expect(summary).not.toContainText('SAVE25')
})

test('after Book now the order page opens at its top with focus on its heading (phone)', async ({ page }, testInfo) => {
	await page.setViewportSize({ width: 390, height: 844 })
	// on a phone a set of 4 is one tap from the results
	await page.goto('/?width=225&profile=45&rim=17')
	await page.getByTestId('results-grid').getByRole('button', { name: /^Add 4 – \$/ }).nth(Math.floor(Math.random() * 4)).click()
	await expect(page.getByTestId('cart-badge')).toHaveText('4')
	await chooseSlot(page, weekFor(testInfo, 2))
	// Continue to Checkout is a form post too: the checkout opens at its top (with JavaScript the
	// URL changes first, and the page is scrolled once the new page has rendered)
	await expect(page.getByRole('heading', { level: 1, name: 'Checkout' })).toBeVisible()
	await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0)
	await page.getByLabel('Registration number').fill('XYZ789')
	await page.getByLabel('Make').fill('Mazda')
	await page.getByLabel('Model').fill('3')
	for (const name of ['Front left', 'Front right', 'Rear left', 'Rear right']) await page.getByLabel(name).check()
	await page.getByLabel('First name').fill('Sam')
	await page.getByLabel('Last name').fill('Scroll')
	await page.getByLabel('Phone').fill('0412 345 678')
	await page.getByLabel('E-mail').fill('sam.scroll@example.com')
	await page.getByLabel('Street address').fill('3 Top Street')
	await page.getByLabel('Suburb', { exact: true }).fill('Clayton')
	await page.getByLabel('Postcode').fill('3168')
	await page.getByLabel(/I accept the Terms & Conditions/).check()
	const bookNow = page.getByRole('button', { name: /^Book now/ })
	await bookNow.scrollIntoViewIfNeeded()
	expect(await page.evaluate(() => window.scrollY)).toBeGreaterThan(1000)
	await bookNow.click()

	await expect(page).toHaveURL(/\/order$/)
	const heading = page.getByRole('heading', { level: 1, name: 'Thank you, Sam! Your booking is confirmed.' })
	await expect(heading).toBeInViewport()
	await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0)
	if (jsEnabled(testInfo)) await expect(heading).toBeFocused()
})

test('the car found by number plate comes filled in at checkout (phone)', async ({ page }, testInfo) => {
	await page.setViewportSize({ width: 390, height: 844 })
	await page.goto('/vehicle')
	await page.getByLabel('Number plate').fill('1hx4kp')
	await page.getByLabel('State').selectOption('VIC')
	await page.getByRole('button', { name: 'Find my tyres' }).click()
	await expect(page.getByTestId('rego-result').getByTestId('vehicle-match')).toHaveCount(1)

	// (the compact phone card keeps the other quantities behind 'All prices': choose 2 on a wide screen)
	await page.setViewportSize({ width: 1280, height: 900 })
	await addFromSearch(page, 2)
	await page.setViewportSize({ width: 390, height: 844 })
	await chooseSlot(page, weekFor(testInfo, 6))
	await expect(page.getByLabel('Registration number')).toHaveValue('1HX4KP')
	await expect(page.getByLabel('State (optional)')).toHaveValue('VIC')
	await expect(page.getByLabel('Make')).toHaveValue('Toyota')
	await expect(page.getByLabel('Model')).toHaveValue('Corolla Ascent Sport (2020)')
})
