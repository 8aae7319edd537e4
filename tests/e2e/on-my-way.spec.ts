import { type APIRequestContext } from '@playwright/test'
import { acceptConsoleProblems, expect, expectNoSidewaysScroll, jsEnabled, test } from './fixtures'
import { e2eDatabase, expectToast, loginAsAdmin, placeBookingByApi, unique } from './admin-helpers'
import { randomMobile, storedPhone } from './sms-outbox'

// "On my way" from a job card of today, on a phone (390 px), JS on and off: the owner picks the
// minutes, one tap texts and e-mails the customer, and the card says when it went; with
// JavaScript a tap without a signal says it was not sent (and nothing is queued for later).

test.use({ viewport: { width: 390, height: 844 } })

/** Today in the shop's time zone, as the server sees it. */
function shopToday() {
	return new Intl.DateTimeFormat('en-CA', { timeZone: 'Australia/Adelaide', year: 'numeric', month: '2-digit', day: '2-digit' }).format(new Date())
}

/** A pay-on-the-day booking moved onto today (no booking can be placed for today). */
async function todaysJob(request: APIRequestContext, firstName: string) {
	const customer = { firstName, lastName: 'On-My-Way', phone: randomMobile(), email: `${firstName.toLowerCase()}@example.com` }
	const reference = await placeBookingByApi(request, customer, { rego: 'OMW123', selectedTime: 'flexible' })
	const db = e2eDatabase()
	db.prepare('update bookings set selected_date = ? where reference = ?').run(shopToday(), reference)
	db.close()
	return { reference, name: `${firstName} On-My-Way`, phone: storedPhone(customer.phone), email: customer.email }
}

function sentTo(address: string) {
	const db = e2eDatabase()
	const rows = db.prepare("select channel, subject, body_text as body from outbox where recipient = ? and (channel = 'sms' or subject like '%on the way%') order by id").all(address) as { channel: string; subject: string | null; body: string }[]
	db.close()
	return rows
}

test('On my way: the owner picks the minutes and one tap texts and e-mails the customer, once', async ({ page }, testInfo) => {
	const job = await todaysJob(page.request, `Omw${unique(testInfo.project.name)}`)
	await loginAsAdmin(page, '/admin/day')
	const card = page.getByTestId('day-job').filter({ hasText: job.reference })
	const minutes = card.getByRole('group', { name: 'On my way: about' })
	await expect(minutes).toBeVisible()
	// one of the four is chosen already (suggested from the previous stop)
	await expect(minutes.getByRole('radio', { checked: true })).toHaveCount(1)
	const box = await minutes.getByText('45 min', { exact: true }).boundingBox()
	expect(box!.height).toBeGreaterThanOrEqual(44)
	await expectNoSidewaysScroll(page, 'the day view scrolls sideways with On my way')

	await minutes.getByLabel('45 min').check()
	await card.getByRole('button', { name: `On my way: text ${job.name}` }).click()
	await expectToast(page, 'On my way kept in the Outbox')
	await expect(card.getByTestId('on-my-way-sent')).toHaveText(/^On my way sent \d{1,2}:\d{2} [ap]m, about 45 min \(kept in the Outbox: no SMS provider\)$/)
	await expect(card.getByRole('button', { name: `On my way: text ${job.name}` })).toHaveCount(0)

	const [sms] = sentTo(job.phone)
	expect(sms!.body).toMatch(new RegExp(`^Southside Mobile Tyres: Hi ${job.name.split(' ')[0]}, we're on our way to you now, about 45 minutes away\\. Your booking: http\\S+$`))
	expect(sentTo(job.email).map((m) => m.subject)).toEqual(['Southside Mobile Tyres is on the way: about 45 minutes'])
	await card.screenshot({ path: testInfo.outputPath('on-my-way-sent.png') })
})

test('On my way: a tap without a signal says it was not sent; a second tap from another screen says it already went', async ({ page, context, consoleProblems }, testInfo) => {
	const job = await todaysJob(page.request, `Off${unique(testInfo.project.name)}`)
	await loginAsAdmin(page, '/admin/day')
	const card = page.getByTestId('day-job').filter({ hasText: job.reference })
	await expect(card.getByRole('group', { name: 'On my way: about' })).toBeVisible()
	// without JavaScript an offline post is the browser's own page: the no-signal note is the script's
	if (jsEnabled(testInfo)) {
		// the page's own scripts and map first, so the signal drops on a page that has loaded
		await page.waitForLoadState('networkidle')
		await context.setOffline(true)
		await card.getByRole('button', { name: `On my way: text ${job.name}` }).click()
		await expect(card.getByTestId('on-my-way-not-sent')).toHaveText('Not sent: no signal. Call or text the customer from your phone, or try again when you have a signal.')
		await card.screenshot({ path: testInfo.outputPath('on-my-way-offline.png') })
		await context.setOffline(false)
		acceptOfflineFailures(consoleProblems)
		// nothing was queued to go later
		await expect(card.getByTestId('job-waiting')).toHaveCount(0)
		expect(sentTo(job.phone)).toEqual([])
	}
	// the same day open on a second screen, then sent from the first
	const other = await context.newPage()
	await other.goto('/admin/day')
	await card.getByRole('button', { name: `On my way: text ${job.name}` }).click()
	await expect(card.getByTestId('on-my-way-sent')).toBeVisible()
	const stale = other.getByTestId('day-job').filter({ hasText: job.reference })
	await stale.getByRole('button', { name: `On my way: text ${job.name}` }).click()
	if (jsEnabled(testInfo)) await expect(stale.getByTestId('on-my-way-not-sent')).toHaveText('On my way was already sent to this customer today.')
	else await expectToast(other, 'On my way was already sent to this customer today.')
	expect(sentTo(job.phone)).toHaveLength(1)
	await other.close()
})

/** The browser's own reports of what could not leave it while offline (not the page's errors). */
function acceptOfflineFailures(consoleProblems: string[]) {
	acceptConsoleProblems(consoleProblems, /ERR_INTERNET_DISCONNECTED|Failed to fetch/)
}
