import { type Page } from '@playwright/test'
import { byReact, expect, expectSameDocument, hydrated, jsEnabled, markDocument, test } from './fixtures'
import { chooseSlot, weekFor } from './slots'

// Booking a service online at phone width, with JavaScript on and off: a puncture repair alone
// (no tyres, no positions), and a set of tyres with wheel balancing.

test.use({ viewport: { width: 390, height: 844 } })

async function fillDetails(page: Page) {
	await page.getByLabel('First name').fill('Sam')
	await page.getByLabel('Last name').fill('Service')
	await page.getByLabel('Phone').fill('0412 345 679')
	await page.getByLabel('E-mail').fill(`sam.service.${Date.now()}@example.com`)
	await page.getByLabel('Street address').fill('3 Station Street')
	await page.getByLabel('Suburb', { exact: true }).fill('Clayton')
	await page.getByLabel('Postcode').fill('3168')
	await page.getByLabel('Registration number').fill('SVC123')
	await page.getByLabel('Make').fill('Mazda')
	await page.getByLabel('Model').fill('3')
	await page.getByLabel(/I accept the Terms & Conditions/).check()
}

test('book a puncture repair alone: from its service page to the order, no tyre positions', async ({ page }, testInfo) => {
	await page.goto('/services/puncture-repair')
	const offer = page.getByTestId('service-offer').filter({ hasText: 'Puncture repair' })
	await expect(offer).toContainText('$45.00 a tyre')
	await offer.getByRole('button', { name: 'Add Puncture repair to cart' }).click()
	await expect(page).toHaveURL(/\/shipping/)
	await expect(page.getByTestId('cart-service-line')).toContainText('Puncture repair')
	await expect(page.getByTestId('summary-subtotal')).toHaveText('$45.00')

	await chooseSlot(page, weekFor(testInfo, 1))
	await expect(page.getByTestId('summary-service')).toContainText('Puncture repair')
	await expect(page.getByRole('heading', { name: 'Which tyres are we replacing?' })).toHaveCount(0)
	await fillDetails(page)
	await page.getByRole('button', { name: /^Book now/ }).click()

	await expect(page).toHaveURL(/\/order$/)
	await expect(page.getByTestId('order-services')).toContainText('Puncture repair')
	await expect(page.getByRole('heading', { name: 'Tyres', exact: true, level: 2 })).toHaveCount(0)
	await expect(page.getByTestId('summary-total')).toHaveText('$55.00')
})

test('tyres plus wheel balancing: one booking with both', async ({ page }, testInfo) => {
	// the tyres go in as the search page's plain form post does (the card itself is tested in cart.spec.ts)
	const search = await (await page.request.get('/api/tyreall/search?width=225&profile=45&rim=17&limit=50')).json()
	const tyre = search.tyres.find((t: { 'In Stock': number; 'Price for 4': number | null }) => t['In Stock'] >= 8 && t['Price for 4'])
	await page.request.post('/cart', { form: { intent: 'add', tyreId: String(tyre._id), quantity: '4', redirectTo: '/shipping' } })

	await page.goto('/shipping')
	const offer = page.getByTestId('service-offer').filter({ hasText: 'Wheel balancing' })
	const js = jsEnabled(testInfo)
	if (js) {
		// the offers are served markup, plain forms that one handler posts within the app
		await hydrated(page, testInfo)
		expect(await byReact(offer)).toBe(false)
		await markDocument(page, testInfo)
	}
	await offer.getByRole('button', { name: 'Add Wheel balancing to cart' }).click()
	await expect(page.getByTestId('cart-service-line')).toContainText('Wheel balancing')
	await expect(page.getByTestId('cart-badge')).toHaveText('5')
	await expectSameDocument(page, testInfo)

	await chooseSlot(page, weekFor(testInfo, 5))
	await fillDetails(page)
	for (const name of ['Front left', 'Front right', 'Rear left', 'Rear right']) await expect(page.getByLabel(name)).toBeChecked()
	await page.getByRole('button', { name: /^Book now/ }).click()

	await expect(page).toHaveURL(/\/order$/)
	await expect(page.getByTestId('order-services')).toContainText('Wheel balancing')
	await expect(page.getByRole('heading', { name: 'Tyres', exact: true, level: 2 })).toBeVisible()
})
