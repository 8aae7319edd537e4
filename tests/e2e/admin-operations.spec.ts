import { expect, jsEnabled, test } from './fixtures'
import { acceptRefusals, expectToast, loginAsAdmin } from './admin-helpers'

test.describe('admin operations tabs', () => {
	test('Slots: the next two days at a glance, spots per slot, closing and reopening a date', async ({ page }, testInfo) => {
		// a far-off date per project, so the two projects never touch the same row
		const date = jsEnabled(testInfo) ? '2098-03-10' : '2098-03-11'
		const label = jsEnabled(testInfo) ? 'Mon, 10 Mar 2098' : 'Tue, 11 Mar 2098'
		await loginAsAdmin(page, '/admin/slots')
		await expect(page.getByTestId('slot-day')).toHaveCount(2)
		await expect(page.getByTestId('slot-day').first()).toContainText(/^Today, /)
		await expect(page.getByTestId('slot-day').first()).toContainText('Morning 8am-11am:')

		const sundayFlexible = page.getByLabel("Sunday I'm flexible")
		const current = await sundayFlexible.inputValue()
		await sundayFlexible.fill(current) // saving the grid unchanged keeps other journeys' slots as they are
		await page.getByRole('button', { name: 'Save minutes' }).click()
		await expectToast(page, 'Slot capacity saved.')
		await expect(page.getByLabel("Sunday I'm flexible")).toHaveValue(current)

		await page.getByLabel('Date', { exact: true }).fill(date)
		await page.getByLabel('Reason (optional)').fill('Team training')
		await page.getByRole('button', { name: 'Close date' }).click()
		await expectToast(page, `${label} is closed for bookings.`)
		const row = page.getByTestId('closed-dates').getByRole('listitem').filter({ hasText: label })
		await expect(row).toContainText('Team training')
		await row.getByRole('button', { name: `Reopen ${label}` }).click()
		await expectToast(page, `${label} is open again.`)
		await expect(row).toHaveCount(0)
	})

	test('Outbox and Settings: the owner reads what was sent and saves the shop settings', async ({ page }) => {
		await loginAsAdmin(page, '/admin/outbox')
		await expect(page.getByRole('heading', { name: 'Outbox' })).toBeVisible()
		await expect(page.getByText(/e-mails are kept here instead of sent/)).toBeVisible()

		await page.getByRole('navigation', { name: 'Admin sections' }).getByRole('link', { name: 'Settings' }).click()
		await expect(page.getByLabel('Business name')).toHaveValue('Southside Mobile Tyres')
		await expect(page.getByLabel('Pay on the day')).toBeChecked()
		// saved as they are: the header of every other journey keeps its name and phone
		await page.getByRole('button', { name: 'Save settings' }).click()
		await expectToast(page, 'Settings saved.')
		await expect(page.getByLabel('Phone')).toHaveValue('0412 345 678')
	})
})

test('quiet hours: the owner sets when no review request or reminder goes; the same hour twice is refused', async ({ page, consoleProblems }) => {
	await loginAsAdmin(page, '/admin/settings')
	const form = page.getByRole('form', { name: 'After a fitting' })
	const from = form.getByLabel('Quiet from')
	const until = form.getByLabel('Quiet until')
	// the defaults: 8 pm until 9 am
	await expect(from).toHaveValue('20')
	await expect(until).toHaveValue('9')
	await expect(from.locator('option:checked')).toHaveText('8 pm')

	await until.selectOption({ label: '8 pm' })
	await form.getByRole('button', { name: 'Save' }).click()
	await expect(form.getByText('The quiet hours must start and end at different hours.')).toBeVisible()
	acceptRefusals(consoleProblems, 400)

	// a window across midnight is kept; other journeys (at midday) never meet it
	await from.selectOption({ label: '10 pm' })
	await until.selectOption({ label: '7 am' })
	await form.getByRole('button', { name: 'Save' }).click()
	await expectToast(page, 'Settings saved.')
	await expect(page.getByLabel('Quiet from')).toHaveValue('22')
	await expect(page.getByLabel('Quiet until')).toHaveValue('7')

	// and back to the usual hours
	await page.getByLabel('Quiet from').selectOption('20')
	await page.getByLabel('Quiet until').selectOption('9')
	await page.getByRole('form', { name: 'After a fitting' }).getByRole('button', { name: 'Save' }).click()
	await expectToast(page, 'Settings saved.')
	await expect(page.getByLabel('Quiet until')).toHaveValue('9')
})

test('trust on a phone: the selling points show, and the Google rating the owner sets shows in the hero and on product pages', async ({ page, consoleProblems }) => {
	await page.setViewportSize({ width: 390, height: 844 })
	await page.goto('/')
	for (const point of ['Mobile fitting included in every price', 'Home, work or roadside', 'Open 7 days']) await expect(page.locator('.hero').getByText(point, { exact: true })).toBeVisible()

	// both projects save the same figures, so they never disagree
	await loginAsAdmin(page, '/admin/settings')
	await page.getByLabel('Google rating').fill('4.8')
	await page.getByLabel('Google review count').fill('97')
	// the reviews are a link to Google: embed code is refused at the field
	const reviews = page.getByLabel('Google reviews: Place ID or link')
	await reviews.fill('<div class="reviews-widget"></div>')
	await page.getByRole('button', { name: 'Save settings' }).click()
	await expect(page.getByText('Paste only the Place ID or the link, not embed code.')).toBeVisible()
	acceptRefusals(consoleProblems, 400)
	await reviews.fill('ChIJN1t_tDeuEmsRUsoyG83frY4')
	await page.getByRole('button', { name: 'Save settings' }).click()
	await expectToast(page, 'Settings saved.')
	await expect(page.getByLabel('Google rating')).toHaveValue('4.8')

	await page.goto('/')
	await expect(page.locator('.hero').getByTestId('google-rating')).toContainText('Rated 4.8 stars from 97 Google reviews')
	await expect(page.locator('.hero').getByTestId('google-rating')).toBeInViewport()
	// 'What our customers say': the same rating and a link to the reviews on Google, no third-party frame
	const testimonials = page.getByTestId('google-reviews')
	await expect(testimonials).toContainText('Rated 4.8 stars from 97 Google reviews')
	await expect(testimonials.getByRole('link', { name: 'Read our reviews on Google' })).toHaveAttribute('href', 'https://search.google.com/local/reviews?placeid=ChIJN1t_tDeuEmsRUsoyG83frY4')
	await expect(page.locator('#testimonials iframe')).toHaveCount(0)
	await page.goto('/?width=205&profile=55&rim=16')
	const slug = await page.getByTestId('results-grid').getByTestId('tyre-card').first().getAttribute('data-slug')
	await page.goto(`/product/${slug}`)
	await expect(page.getByTestId('google-rating')).toContainText('Rated 4.8 stars from 97 Google reviews')
})
