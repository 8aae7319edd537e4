import { type APIRequestContext } from '@playwright/test'
import { expect, expectNoSidewaysScroll, jsEnabled, test } from './fixtures'
import { e2eDatabase, expectToast, loginAsAdmin, placeBookingByApi } from './admin-helpers'
import { randomMobile, storedPhone } from './sms-outbox'

// The owner's day at 390 px, JS on and off: /admin opens on today's jobs; a job offers call and
// navigate; Done, then Undo; Couldn't complete keeps its reason; a bad date is a 400 page.

/** Today in the shop's time zone, as the server sees it. */
function shopToday() {
	return new Intl.DateTimeFormat('en-CA', { timeZone: 'Australia/Adelaide', year: 'numeric', month: '2-digit', day: '2-digit' }).format(new Date())
}

async function bookingForToday(request: APIRequestContext, firstName: string, phone = randomMobile()) {
	// a phone and e-mail of its own: bookings that differ only in name would share an idempotency key
	const customer = { firstName, lastName: 'Van-Test', phone, email: `${firstName.toLowerCase()}@example.com` }
	const reference = await placeBookingByApi(request, customer, { rego: 'DAY123', selectedTime: 'morning' })
	// no booking can be placed for today any more, so the test moves this one onto today
	const db = e2eDatabase()
	db.prepare('update bookings set selected_date = ? where reference = ?').run(shopToday(), reference)
	db.close()
	return reference
}

test.describe('the owner’s day on a phone', () => {
	test.use({ viewport: { width: 390, height: 844 } })

	test('today → call / navigate → Done → Undo → couldn’t complete, with its reason', async ({ page }, testInfo) => {
		test.slow() // a whole morning's round trip: eight page loads on a shared machine
		const firstName = `Van${jsEnabled(testInfo) ? 'J' : 'N'}${Math.floor(Math.random() * 1e6)}`
		const phone = randomMobile()
		const reference = await bookingForToday(page.request, firstName, phone)
		await loginAsAdmin(page)
		await expect(page).toHaveURL(/\/admin\/day$/)
		await expect(page.getByRole('heading', { level: 2, name: /^Today/ })).toBeVisible()
		const card = page.getByTestId('day-job').filter({ hasText: reference })
		await expect(card).toHaveCount(1)
		await expect(card.getByRole('heading', { name: `${firstName} Van-Test` })).toBeVisible()
		await expect(card.getByRole('link', { name: `Call ${phone}` })).toHaveAttribute('href', `tel:${storedPhone(phone)}`)
		await expect(card.getByRole('link', { name: 'Navigate' })).toHaveAttribute('href', 'https://www.google.com/maps/dir/?api=1&destination=5%20Station%20St%2C%20Dandenong%203175%2C%20Australia')
		await expect(card).toContainText('DAY123')
		await expect(card).toContainText('205/55R16')
		await expect(card).toContainText('Front left, Front right')
		await expect(card).toContainText('locking wheel-nut key')
		await expect(card).toContainText('to collect')
		await expectNoSidewaysScroll(page, 'the day view scrolls sideways')
		// with JavaScript, the day's stops on a map, numbered (Dandenong has a known centre)
		if (jsEnabled(testInfo)) await expect(page.getByTestId('day-map').locator('.day-map-stop').first()).toBeVisible()
		else await expect(page.getByTestId('day-map')).toHaveCount(0)
		// the pick list counts this job's tyres
		// (open from the start when a tyre is short)
		if ((await page.getByTestId('pick-list').getAttribute('open')) === null) await page.getByTestId('pick-list').locator('summary').click()
		await expect(page.getByTestId('pick-row').filter({ hasText: '205/55R16' }).first()).toBeVisible()

		await card.getByLabel('Cash', { exact: true }).check()
		await card.getByRole('button', { name: `Done: ${firstName} Van-Test` }).click()
		await expectToast(page, 'Marked done.')
		await expect(card).toContainText('Done at')
		await card.getByRole('button', { name: `Undo done for ${firstName} Van-Test` }).click()
		await expectToast(page, 'Back on the to-do list.')
		await expect(card.getByRole('button', { name: `Done: ${firstName} Van-Test` })).toBeVisible()

		await card.getByText('Couldn’t complete', { exact: true }).or(card.getByText("Couldn't complete", { exact: true })).first().click()
		await card.getByLabel('Details (needed for Other; kept on the booking)').fill('Customer not home, rebook')
		await card.getByRole('button', { name: 'Keep as not completed' }).click()
		await expectToast(page, 'Kept as not completed.')
		await expect(card.getByTestId('not-completed-reason')).toContainText('Customer not home, rebook')
	})

	test('a date that is not one is a 400 page inside the admin', async ({ page }) => {
		await loginAsAdmin(page)
		const response = await page.goto('/admin/day?date=2026-02-30')
		expect(response?.status()).toBe(400)
		await expect(page.getByText('That is not a date.')).toBeVisible()
		await expect(page.getByRole('navigation', { name: 'Admin sections' })).toBeVisible()
	})
})

test('the printed run sheet: one page for the day, then a page per job', async ({ page }, testInfo) => {
	const firstName = `Print${jsEnabled(testInfo) ? 'J' : 'N'}${Math.floor(Math.random() * 1e6)}`
	await bookingForToday(page.request, firstName)
	await loginAsAdmin(page)
	// the day view has loaded with this test's job (other tests may add theirs, counted here too)
	await expect(page.getByTestId('day-job').filter({ hasText: `${firstName} Van-Test` })).toHaveCount(1)
	const jobs = await page.getByTestId('day-job').count()
	expect(jobs).toBeGreaterThan(0)
	if (jsEnabled(testInfo)) await expect(page.getByRole('button', { name: 'Print run sheet' })).toBeVisible()
	else await expect(page.getByText('To print the run sheet, use your browser’s Print.')).toBeVisible()
	await expect(page.getByTestId('run-sheet')).toBeHidden()

	await page.emulateMedia({ media: 'print' })
	const sheet = page.getByTestId('run-sheet')
	await expect(sheet).toBeVisible()
	await expect(sheet.getByRole('row').filter({ hasText: `${firstName} Van-Test` })).toHaveCount(1)
	await expect(page.getByRole('navigation', { name: 'Admin sections' })).toBeHidden()
	await expect(page.getByRole('button', { name: `Done: ${firstName} Van-Test` })).toBeHidden()
	const breaks = await page.getByTestId('day-job').evaluateAll((cards) => cards.map((card) => getComputedStyle(card).breakBefore))
	expect(breaks).toEqual(Array(jobs).fill('page'))
	const pdf = (await page.pdf({ format: 'A4' })).toString('latin1')
	const pages = pdf.match(/\/Type\s*\/Page[^s]/g)?.length ?? 0
	// the run sheet takes a page on a usual day, two on one as full as the whole suite's; then a page per job
	expect(pages, 'pages: the run sheet, then one per job').toBeGreaterThanOrEqual(1 + jobs)
	expect(pages, 'pages: the run sheet, then one per job').toBeLessThanOrEqual((jobs > 8 ? 2 : 1) + jobs)
})
