import { type BrowserContext, type Page } from '@playwright/test'
import { acceptConsoleProblems, dropSignal, expect, expectNoSidewaysScroll, hydrated, jsEnabled, test } from './fixtures'
import { e2eDatabase, expectToast, loginAsAdmin, placeBookingByApi, unique } from './admin-helpers'
import { randomMobile } from './sms-outbox'

// After a fitting, on a phone (390 px), JS on and off: the owner marks a job done and sees its
// review request and aftercare reminder scheduled in the outbox; the aftercare e-mail's links
// (read from the outbox) unsubscribe the customer and open a booking with the vehicle and the
// rotation and balance filled in. The shop's clock is pinned for this browser (the e2e-now
// cookie) to midday on Wednesday 16 January 2030 in Adelaide, so the journey never meets the night.
// With JavaScript each link's button is first tapped with no signal: the page stays, says so, and
// Try again sends it.

test.use({ viewport: { width: 390, height: 844 } })

/** Taps `button` with no signal: nothing is sent and the page says so; back online, Try again sends it. */
async function tapOfflineThenTryAgain(page: Page, context: BrowserContext, button: string, consoleProblems: string[]) {
	await dropSignal(page, context)
	await page.getByRole('button', { name: button }).click()
	const notice = page.getByTestId('not-sent')
	await expect(notice).toContainText("You're offline. Nothing was sent yet.")
	await expect(page.getByRole('button', { name: button })).toBeVisible()
	await context.setOffline(false)
	await notice.getByRole('button', { name: 'Try again' }).click()
	// Chromium reports the request that could not leave the browser
	acceptConsoleProblems(consoleProblems, /net::ERR_INTERNET_DISCONNECTED/)
}

const NOON = '2030-01-16T01:30:00.000Z'
const TODAY = '2030-01-16'

test('Done schedules the follow-ups; the aftercare e-mail unsubscribes and books the rotation and balance', async ({ page, context, baseURL, consoleProblems }, testInfo) => {
	const tag = unique(testInfo.project.name)
	const customer = { firstName: `After${tag}`, lastName: 'Care', phone: randomMobile(), email: `after.${tag.toLowerCase()}@example.com` }
	const rego = `AF${String(Math.floor(Math.random() * 10000)).padStart(4, '0')}`
	const reference = await placeBookingByApi(page.request, customer, { rego, selectedTime: 'flexible' })
	const db = e2eDatabase()
	db.prepare('update bookings set selected_date = ? where reference = ?').run(TODAY, reference)
	db.close()
	await context.addCookies([{ name: 'e2e-now', value: NOON, url: baseURL! }])

	// the owner closes the job
	await loginAsAdmin(page, '/admin/day')
	const name = `${customer.firstName} ${customer.lastName}`
	const card = page.getByTestId('day-job').filter({ hasText: reference })
	await card.getByLabel('Cash', { exact: true }).check()
	await card.getByRole('button', { name: `Done: ${name}` }).click()
	await expectToast(page, 'Marked done.')

	// the outbox lists both as scheduled, with their times
	await page.goto('/admin/outbox')
	const waiting = page.getByTestId('scheduled-message').filter({ hasText: reference })
	await expect(waiting.filter({ hasText: 'Review request' })).toContainText('Scheduled for 16 Jan 2030, 2:00 pm')
	await expect(waiting.filter({ hasText: 'Aftercare reminder' })).toContainText('Scheduled for 16 July 2030, 10:00 am')
	await expectNoSidewaysScroll(page, 'the outbox scrolls sideways')
	await page.getByRole('button', { name: `Send now: the aftercare reminder to ${name}` }).click()
	await expectToast(page, 'Sent.')
	await expect(waiting).toHaveCount(1)

	const outbox = e2eDatabase()
	const mail = outbox.prepare("select body_text as text from outbox where recipient = ? and subject like 'Time for a tyre rotation%'").get(customer.email) as { text: string }
	const sms = outbox.prepare("select body_text as text from outbox where channel = 'sms' and body_text like '%rotation and balance%' order by id desc limit 1").get() as { text: string }
	outbox.close()
	expect(sms.text).toMatch(/Reply STOP to opt out$/)
	const pathOf = (pattern: RegExp) => {
		const url = new URL(pattern.exec(mail.text)![0])
		return `${url.pathname}${url.search}`
	}
	const unsubscribe = pathOf(/https?:\/\/\S+\/unsubscribe\?t=\S+/)
	const aftercare = pathOf(/https?:\/\/\S+\/aftercare\?\S+/)

	// the unsubscribe link: opening it asks first; the button unsubscribes
	await page.goto(unsubscribe)
	await expect(page.getByRole('heading', { name: 'Unsubscribe' })).toBeVisible()
	await expectNoSidewaysScroll(page, 'the unsubscribe page scrolls sideways')
	const stored = e2eDatabase()
	expect(stored.prepare('select count(*) as n from opt_outs where recipient = ?').get(customer.email)).toEqual({ n: 0 })
	if (jsEnabled(testInfo)) {
		await hydrated(page, testInfo)
		await tapOfflineThenTryAgain(page, context, 'Unsubscribe', consoleProblems)
	} else await page.getByRole('button', { name: 'Unsubscribe' }).click()
	await expect(page.getByTestId('unsubscribed')).toHaveText('You’re unsubscribed')
	await expect(page.getByText(customer.email)).toBeVisible()
	expect(stored.prepare('select source from opt_outs where channel = ? and recipient = ?').get('email', customer.email)).toEqual({ source: 'email-link' })
	stored.close()

	// the owner sees it among the opt-outs
	await page.goto('/admin/outbox')
	await expect(page.getByTestId('opt-outs')).toContainText(`E-mail · ${customer.email} · Unsubscribe link`)

	// the aftercare link: the vehicle and the service, then a booking with both filled in
	await page.goto(aftercare)
	await expect(page.getByTestId('aftercare-vehicle')).toContainText(rego)
	await expectNoSidewaysScroll(page, 'the aftercare page scrolls sideways')
	if (jsEnabled(testInfo)) {
		await hydrated(page, testInfo)
		await tapOfflineThenTryAgain(page, context, 'Choose a time', consoleProblems)
	} else await page.getByRole('button', { name: 'Choose a time' }).click()
	await expect(page).toHaveURL(/\/shipping$/)
	await expect(page.getByText('Rotation and balance').first()).toBeVisible()
	const vehicle = (await context.cookies()).find((c) => c.name === 'vehicle')
	expect(vehicle, 'the vehicle is remembered for the checkout').toBeTruthy()
})
