import { type APIRequestContext } from '@playwright/test'
import { expect, jsEnabled, test } from './fixtures'
import { e2eDatabase, loginAsAdmin, placeBookingByApi } from './admin-helpers'
import { randomMobile } from './sms-outbox'

// The owner's day with a weak signal, on a phone: an error keeps the owner in the admin (Back to
// Today, Try again).

/** Today in the shop's time zone, as the server sees it. */
function shopToday() {
	return new Intl.DateTimeFormat('en-CA', { timeZone: 'Australia/Adelaide', year: 'numeric', month: '2-digit', day: '2-digit' }).format(new Date())
}

async function bookingForToday(request: APIRequestContext, firstName: string) {
	const phone = randomMobile()
	const customer = { firstName, lastName: 'Offline-Test', phone, email: `${firstName.toLowerCase()}@example.com` }
	const reference = await placeBookingByApi(request, customer, { rego: 'OFF123', selectedTime: 'morning' })
	const db = e2eDatabase()
	db.prepare('update bookings set selected_date = ? where reference = ?').run(shopToday(), reference)
	db.close()
	return reference
}

/** Chromium reports each request that found no network; those are this journey's point. */
function acceptOfflineFailures(consoleProblems: string[]) {
	for (let i = consoleProblems.length - 1; i >= 0; i--) {
		if (/ERR_INTERNET_DISCONNECTED|Failed to fetch/.test(consoleProblems[i]!)) consoleProblems.splice(i, 1)
	}
}

test.use({ viewport: { width: 390, height: 844 } })

test('an error keeps the owner in the admin, with Back to Today and Try again', async ({ page }) => {
	await loginAsAdmin(page)
	const response = await page.goto('/admin/day?date=2026-02-30')
	expect(response?.status()).toBe(400)
	await expect(page.getByText('That is not a date.')).toBeVisible()
	await expect(page.getByRole('navigation', { name: 'Admin sections' })).toBeVisible()
	await expect(page.getByRole('link', { name: 'Go to Home' })).toHaveCount(0)
	await expect(page.getByRole('link', { name: 'Try again' })).toHaveAttribute('href', '/admin/day?date=2026-02-30')
	await page.getByRole('link', { name: 'Back to Today' }).click()
	await expect(page).toHaveURL(/\/admin\/day$/)
	await expect(page.getByRole('heading', { level: 2, name: /^Today/ })).toBeVisible()
})

test('a day opened with no signal is the admin’s error page; Try again once the signal is back', async ({ page, context, consoleProblems }, testInfo) => {
	const firstName = `Err${Math.floor(Math.random() * 1e6)}`
	await bookingForToday(page.request, firstName)
	await loginAsAdmin(page)
	await expect(page.getByTestId('day-job').filter({ hasText: `${firstName} Offline-Test` })).toHaveCount(1)
	// without JavaScript an offline page is the browser's own: there the plain form is checked
	if (jsEnabled(testInfo)) await context.setOffline(true)
	// a day this phone has never opened
	await page.getByLabel('Date').fill('2031-03-05')
	await page.getByRole('button', { name: 'Show' }).click()
	if (jsEnabled(testInfo)) {
		await expect(page.getByTestId('admin-error')).toBeVisible()
		await expect(page.getByRole('navigation', { name: 'Admin sections' })).toBeVisible()
		await expect(page.getByRole('link', { name: 'Go to Home' })).toHaveCount(0)
		// Try again with no signal: the same page, still the admin's
		await page.getByRole('link', { name: 'Try again' }).click()
		await expect(page.getByTestId('admin-error')).toContainText('No signal')
		// the signal is back: the page tries again by itself
		await context.setOffline(false)
	}
	await expect(page.getByRole('heading', { level: 2, name: /2031/ })).toBeVisible()
	await page.getByRole('link', { name: 'Today', exact: true }).first().click()
	await expect(page.getByTestId('day-job').filter({ hasText: `${firstName} Offline-Test` })).toHaveCount(1)
	acceptOfflineFailures(consoleProblems)
})
