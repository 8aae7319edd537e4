import { type Page } from '@playwright/test'
import { stripeBaseURL } from '../../playwright.config'
import { expect, jsEnabled, test } from './fixtures'
import { chooseSlot } from './slots'

// Card payments against a second shop server with Stripe test keys and the local Stripe
// fake (tests/e2e/serve-stripe.ts). With JavaScript, Stripe.js cannot load in this sandbox (no
// internet): the checkout must say so and pay on the day must still work. Without JavaScript the
// checkout goes through the fake's hosted Checkout page and comes back to a paid booking.

test.use({ baseURL: stripeBaseURL })

async function cartAndSlot(page: Page) {
	const search = await page.request.get('/api/tyreall/search?width=205&profile=55&rim=16&limit=50')
	const { tyres } = (await search.json()) as { tyres: { _id: number; 'In Stock': number }[] }
	const tyre = tyres.filter((t) => t['In Stock'] >= 2)[Math.floor(Math.random() * 4)]!
	const added = await page.request.post('/cart', { form: { intent: 'add', tyreId: String(tyre._id), quantity: '2', redirectTo: '/shipping' } })
	expect(added.ok()).toBe(true)
	await chooseSlot(page, 2 + Math.floor(Math.random() * 8))
}

async function fillCheckout(page: Page) {
	await page.getByLabel('Registration number').fill('CRD123')
	await page.getByLabel('Make').fill('Kia')
	await page.getByLabel('Model').fill('Rio')
	for (const name of ['Front left', 'Front right']) await page.getByLabel(name).check()
	await page.getByLabel('First name').fill('Casey')
	await page.getByLabel('Last name').fill('Card')
	await page.getByLabel('Phone').fill('0412 345 678')
	await page.getByLabel('E-mail').fill('casey.card@example.com')
	await page.getByLabel('Street address').fill('9 Pay Lane')
	await page.getByLabel('Suburb', { exact: true }).fill('Clayton')
	await page.getByLabel('Postcode').fill('3168')
	await page.getByLabel(/I accept the Terms & Conditions/).check()
}

test('card payment: Checkout without JavaScript, a clear fallback when Stripe.js cannot load', async ({ page, consoleProblems }, testInfo) => {
	await cartAndSlot(page)
	await fillCheckout(page)
	await expect(page.getByRole('radio', { name: /^Card/ })).toBeVisible()
	await page.getByRole('radio', { name: /^Card/ }).check()
	await page.getByRole('button', { name: /^Book now/ }).click()

	if (jsEnabled(testInfo)) {
		await expect(page.getByTestId('stripe-not-loaded')).toContainText('Stripe is not loaded yet. Please try again.')
		await page.getByRole('link', { name: 'Choose another way to pay' }).click()
		await expect(page).toHaveURL(/\/checkout$/)
		await fillCheckout(page)
		await page.getByRole('radio', { name: /^Pay on the day/ }).check()
		await page.getByRole('button', { name: /^Book now/ }).click()
		await expect(page).toHaveURL(/\/order$/)
		await expect(page.getByRole('heading', { name: 'Thank you, Casey! Your booking is confirmed.' })).toBeVisible()
	} else {
		// Stripe Checkout (the fake's hosted page). Back first: the checkout comes back filled in.
		await expect(page).toHaveURL(/\/c\/pay\//)
		await page.getByRole('link', { name: 'Back' }).click()
		await expect(page).toHaveURL(/\/checkout\?cancelled=BK-/)
		await expect(page.getByTestId('payment-cancelled')).toContainText('The card payment was cancelled')
		await expect(page.getByLabel('First name')).toHaveValue('Casey')
		await expect(page.getByLabel('Street address')).toHaveValue('9 Pay Lane')
		await expect(page.getByLabel('Front left')).toBeChecked()
		await page.getByLabel(/I accept the Terms & Conditions/).check()
		await page.getByRole('radio', { name: /^Card/ }).check()
		await page.getByRole('button', { name: /^Book now/ }).click()
		// then pay, and come back to the signed order page
		await expect(page).toHaveURL(/\/c\/pay\//)
		await page.getByRole('button', { name: /^Pay \$/ }).click()
		await expect(page).toHaveURL(/\/order\?ref=BK-[A-Z0-9]+&exp=\d{4}-\d{2}-\d{2}&sig=.+&session_id=cs_/)
		await expect(page.getByRole('heading', { name: 'Thank you, Casey! Your booking is confirmed.' })).toBeVisible()
		await expect(page.getByText(/paid/i).first()).toBeVisible()
	}
	// Expected in this sandbox, and only these: js.stripe.com cannot be reached (JS), and the
	// fake's hosted page answers its favicon request with 401 (no JS).
	const expected = jsEnabled(testInfo) ? /Failed to load resource: net::ERR_|Failed to load Stripe\.js/ : /status of 401 \(Unauthorized\)/
	for (let i = consoleProblems.length - 1; i >= 0; i--) if (expected.test(consoleProblems[i]!)) consoleProblems.splice(i, 1)
})
