import { type APIRequestContext, type Page } from '@playwright/test'
import { acceptConsoleProblems, expect, hydrated, jsEnabled, test } from './fixtures'
import { acceptRefusals, e2eDatabase, loginThroughForm, placeBookingByApi, signInAsAdmin } from './admin-helpers'
import { randomMobile } from './sms-outbox'

// The owner's day with a weak signal, on a phone: an error keeps the owner in the admin (Back to
// Today, Try again); after one visit the day opens with no signal; Done and Undo tapped then wait
// on the phone and are sent, each once, when the signal returns; a change the shop refuses is shown.

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
	// the browser's own reports of what could not leave it, the worker's update check included
	acceptConsoleProblems(consoleProblems, /ERR_INTERNET_DISCONNECTED|Failed to fetch|An unknown error occurred when fetching the script/)
}

test.use({ viewport: { width: 390, height: 844 } })

test('an error keeps the owner in the admin, with Back to Today and Try again', async ({ page }) => {
	await loginThroughForm(page)
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

test('Logout tapped with no signal on a tab the worker does not keep stays on the page and says so; Try again logs out', { tag: '@js-only' }, async ({ page, context, consoleProblems }, testInfo) => {
	await signInAsAdmin(page)
	await page.goto('/admin/tyres')
	await hydrated(page, testInfo)
	// the post to /admin needs the code of every route that address matches, fetched ahead: without
	// it React Router reloaded the page into the browser's offline page
	await expect(page.getByTestId('logout-code')).toHaveAttribute('data-ready', 'true')
	await context.setOffline(true)
	await page.getByRole('button', { name: 'Logout' }).click()
	const notSent = page.getByTestId('not-sent')
	await expect(notSent).toContainText("You're offline. Nothing was sent yet.")
	await expect(page).toHaveURL(/\/admin\/tyres$/)
	await expect(page.getByRole('heading', { level: 2, name: 'Tyres' })).toBeVisible()
	await context.setOffline(false)
	await notSent.getByRole('button', { name: 'Try again' }).click()
	await expect(page).toHaveURL(/\/login\/admin$/)
	await expect(page.getByTestId('toast')).toContainText('You are logged out.')
	acceptOfflineFailures(consoleProblems)
})

test('a day opened with no signal is the admin’s error page; Try again once the signal is back', async ({ page, context, consoleProblems }, testInfo) => {
	const firstName = `Err${Math.floor(Math.random() * 1e6)}`
	await bookingForToday(page.request, firstName)
	await loginThroughForm(page)
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

/**
 * Waits until the admin's service worker has kept today's day view (page and data). Polled with
 * page.evaluate, which awaits the check; waitForFunction took the check's promise itself as true,
 * so it went on before the worker had fetched the copy.
 */
async function dayKeptForOffline(page: Page) {
	await expect
		.poll(
			() =>
				page.evaluate(async () => {
					for (const name of (await caches.keys()).filter((n) => n.startsWith('admin-day-'))) {
						const cache = await caches.open(name)
						if ((await cache.match('/admin/day')) && (await cache.match('/admin/day.data'))) return true
					}
					return false
				}),
			{ timeout: 15_000, intervals: [250] },
		)
		.toBe(true)
}

function bookingRow(reference: string) {
	const db = e2eDatabase()
	const row = db.prepare('select id, status from bookings where reference = ?').get(reference) as { id: number; status: string }
	const applied = (db.prepare('select kind from applied_changes where booking_id = ? order by applied_at, rowid').all(row.id) as { kind: string }[]).map((r) => r.kind)
	db.close()
	return { ...row, applied }
}

test('after one visit the day opens with no signal; Done and Undo wait on the phone and are sent once when the signal returns', async ({ page: firstPage, context, consoleProblems }, testInfo) => {
	let page = firstPage
	test.slow()
	const firstName = `Q${jsEnabled(testInfo) ? 'J' : 'N'}${Math.floor(Math.random() * 1e6)}`
	const reference = await bookingForToday(page.request, firstName)
	await loginThroughForm(page)
	await expect(page).toHaveURL(/\/admin\/day$/)
	if (!jsEnabled(testInfo)) {
		// without JavaScript there is no worker and no queue: the plain post does the change, once
		const card = page.getByTestId('day-job').filter({ hasText: reference })
		// money is due on the day: Done says how it was paid
		await card.getByLabel('Cash').check()
		await card.getByRole('button', { name: `Done: ${firstName} Offline-Test` }).click()
		await expect(page.getByTestId('toast').filter({ hasText: 'Marked done.' })).toBeVisible()
		expect(bookingRow(reference)).toMatchObject({ status: 'delivered', applied: ['done'] })
		return
	}
	await expect(page.locator('link[rel="manifest"]')).toHaveAttribute('href', '/admin/manifest.webmanifest')
	// the first visit after logging in is enough
	await dayKeptForOffline(page)

	// the phone opens the app again with no signal: a fresh tab (without the fixture's routing of
	// map tiles, which would take the page's requests from the service worker)
	await context.setOffline(true)
	await page.close()
	page = await context.newPage()
	const problems: string[] = []
	page.on('console', (m) => {
		if ((m.type() === 'error' || m.type() === 'warning') && !/ERR_INTERNET_DISCONNECTED|Failed to fetch|An unknown error occurred when fetching the script/.test(m.text())) problems.push(m.text())
	})
	page.on('pageerror', (e) => problems.push(e.message))
	await page.goto('/admin/day')
	const card = page.getByTestId('day-job').filter({ hasText: reference })
	await expect(page.getByTestId('offline-banner')).toHaveText(/^Offline: as of \d{1,2}:\d{2} (am|pm)$/)
	await expect(card).toContainText('OFF123')
	await expect(card.getByRole('link', { name: /^Call / })).toBeVisible()
	await expect(page.getByTestId('run-sheet')).toHaveCount(1)
	await page.waitForFunction(() => document.documentElement.dataset.hydrated === 'true')

	// money is due on the day: Done says how it was paid
	await card.getByLabel('Cash').check()
	await card.getByRole('button', { name: `Done: ${firstName} Offline-Test` }).click()
	await expect(page.getByTestId('changes-waiting')).toHaveText('1 change waiting to send')
	await expect(card.getByTestId('job-waiting')).toBeVisible()
	await card.getByRole('button', { name: `Undo done for ${firstName} Offline-Test` }).click()
	await expect(page.getByTestId('changes-waiting')).toHaveText('2 changes waiting to send')
	// money is due on the day: Done says how it was paid
	await card.getByLabel('Cash').check()
	await card.getByRole('button', { name: `Done: ${firstName} Offline-Test` }).click()
	await expect(page.getByTestId('changes-waiting')).toHaveText('3 changes waiting to send')
	expect(bookingRow(reference)).toMatchObject({ status: 'pending', applied: [] })

	await context.setOffline(false)
	await expect(page.getByTestId('changes-waiting')).toHaveCount(0)
	await expect(card).toContainText('Done at')
	await expect(page.getByTestId('offline-banner')).toHaveCount(0)
	expect(bookingRow(reference)).toMatchObject({ status: 'delivered', applied: ['done', 'undo', 'done'] })
	expect(problems, 'console problems of the offline tab').toEqual([])

	// Logout tapped with no signal keeps the page and says so (it posted to a route whose code was
	// not in the browser, and React Router reloaded the page); Try again logs out
	await context.setOffline(true)
	await page.getByRole('button', { name: 'Logout' }).click()
	const notSent = page.getByTestId('not-sent')
	await expect(notSent).toContainText("You're offline. Nothing was sent yet.")
	await expect(page).toHaveURL(/\/admin\/day$/)
	await expect(card).toContainText('Done at')
	await page.screenshot({ path: testInfo.outputPath('logout-offline.png') })
	await context.setOffline(false)
	await notSent.getByRole('button', { name: 'Try again' }).click()

	// logged out, the browser keeps no admin page (built assets, the same for everyone, may stay)
	await expect(page).toHaveURL(/\/login\/admin/)
	await expect.poll(() => page.evaluate(async () => (await caches.keys()).filter((name) => name.startsWith('admin-day-')))).toEqual([])
	acceptOfflineFailures(consoleProblems)
})

test('a change the shop refuses (the booking was cancelled meanwhile) is shown to the owner, not dropped', async ({ page, context, consoleProblems }, testInfo) => {
	const firstName = `R${jsEnabled(testInfo) ? 'J' : 'N'}${Math.floor(Math.random() * 1e6)}`
	const reference = await bookingForToday(page.request, firstName)
	await loginThroughForm(page)
	const card = page.getByTestId('day-job').filter({ hasText: reference })
	if (jsEnabled(testInfo)) await context.setOffline(true)
	// cancelled in the office while the van has no signal (or, without JavaScript, just before the tap)
	const db = e2eDatabase()
	db.prepare("update bookings set status = 'cancelled' where reference = ?").run(reference)
	db.close()
	// money is due on the day: Done says how it was paid
	await card.getByLabel('Cash').check()
	await card.getByRole('button', { name: `Done: ${firstName} Offline-Test` }).click()
	if (!jsEnabled(testInfo)) {
		await expect(page.getByTestId('toast').filter({ hasText: 'Only a confirmed booking that is still to do can be marked.' })).toBeVisible()
		return
	}
	await expect(page.getByTestId('changes-waiting')).toHaveText('1 change waiting to send')
	await context.setOffline(false)
	const refused = page.getByTestId('change-refused').filter({ hasText: reference })
	await expect(refused).toContainText(`Not applied: Done: ${firstName} Offline-Test (${reference}).`)
	await expect(refused).toContainText('Only a confirmed booking that is still to do can be marked.')
	await expect(page.getByTestId('changes-waiting')).toHaveCount(0)
	// a refusal changed nothing, so nothing is kept against its id
	expect(bookingRow(reference)).toMatchObject({ status: 'cancelled', applied: [] })
	await refused.getByRole('button', { name: 'OK' }).click()
	await expect(refused).toHaveCount(0)
	acceptOfflineFailures(consoleProblems)
	acceptRefusals(consoleProblems, 409)
})
